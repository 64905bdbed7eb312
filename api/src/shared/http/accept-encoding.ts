/** The content codings this product sends: brotli, gzip, or the bytes as they are. */
export type ContentCoding = 'br' | 'gzip' | 'identity';

/** Each coding the client named and its weight (RFC 9110, 12.5.3); malformed entries dropped. */
function parseWeights(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const entry of header.split(',')) {
    const [token = '', ...parameters] = entry.split(';').map((part) => part.trim());
    if (token === '') continue;
    const q = parameters.find((parameter) => /^q=/i.test(parameter));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (!Number.isFinite(weight) || weight < 0 || weight > 1) continue;
    if (!weights.has(token.toLowerCase())) weights.set(token.toLowerCase(), weight);
  }
  return weights;
}

/**
 * identity is acceptable unless excluded ("identity;q=0", or "*;q=0" without naming it);
 * when not named it ranks no higher than the codings that are, as in `negotiator`.
 */
function identityWeight(weights: Map<string, number>): number {
  const named = weights.get('identity') ?? weights.get('*');
  if (named !== undefined) return named;
  return weights.size === 0 ? 1 : Math.min(...weights.values());
}

/**
 * The coding to send, from those `available` (most preferred first): the highest weight the
 * client gives, ties going to the server's order; undefined when it accepts none of them.
 * No Accept-Encoding header means the client did not ask for any coding: identity.
 */
export function preferredEncoding(
  header: string | undefined,
  available: readonly ContentCoding[],
): ContentCoding | undefined {
  if (header === undefined) return available.includes('identity') ? 'identity' : undefined;
  const weights = parseWeights(header);
  let best: { coding: ContentCoding; weight: number } | undefined;
  for (const coding of available) {
    const weight =
      coding === 'identity'
        ? identityWeight(weights)
        : (weights.get(coding) ?? weights.get('*') ?? 0);
    if (weight > 0 && (best === undefined || weight > best.weight)) best = { coding, weight };
  }
  return best?.coding;
}

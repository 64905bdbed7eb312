/**
 * vPIC pattern keys: positions 4-8 of the VIN (the descriptor section), optionally '|' and
 * positions 11 onwards. '*' stands for any character, '[A-C5]' for a set; a key shorter than
 * the VIN section matches its prefix.
 */
type Position = ReadonlySet<string> | '*';

function parseSection(section: string): Position[] {
  const positions: Position[] = [];
  for (let i = 0; i < section.length; i++) {
    const ch = section[i]!;
    if (ch === '*') positions.push('*');
    else if (ch === '[') {
      const end = section.indexOf(']', i);
      const body = section.slice(i + 1, end < 0 ? undefined : end);
      positions.push(charSet(body));
      i = end < 0 ? section.length : end;
    } else positions.push(new Set([ch]));
  }
  return positions;
}

function charSet(body: string): Set<string> {
  const set = new Set<string>();
  for (let i = 0; i < body.length; i++) {
    const from = body[i]!;
    if (body[i + 1] === '-' && i + 2 < body.length) {
      const to = body[i + 2]!;
      for (let c = from.charCodeAt(0); c <= to.charCodeAt(0); c++) set.add(String.fromCharCode(c));
      i += 2;
    } else set.add(from);
  }
  return set;
}

export interface ParsedKey {
  readonly descriptor: readonly Position[];
  readonly indicator: readonly Position[];
}

const parsed = new Map<string, ParsedKey>();

export function parseKey(key: string): ParsedKey {
  let hit = parsed.get(key);
  if (!hit) {
    const [descriptor = '', indicator = ''] = key.toUpperCase().split('|');
    hit = { descriptor: parseSection(descriptor), indicator: parseSection(indicator) };
    parsed.set(key, hit);
  }
  return hit;
}

function fits(positions: readonly Position[], text: string): boolean {
  return positions.every((p, i) => p === '*' || (i < text.length && p.has(text[i]!)));
}

/** Whether a key matches a full 17-character VIN. */
export function keyMatchesVin(key: string, vin: string): boolean {
  const k = parseKey(key);
  return fits(k.descriptor, vin.slice(3, 8)) && fits(k.indicator, vin.slice(10));
}

function overlap(a: readonly Position[], b: readonly Position[]): boolean {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x === '*' || y === '*') continue;
    if (![...x].some((c) => y.has(c))) return false;
  }
  return true;
}

/** Whether some VIN could match both keys (the two patterns can describe the same car). */
export function keysOverlap(a: string, b: string): boolean {
  const ka = parseKey(a);
  const kb = parseKey(b);
  return overlap(ka.descriptor, kb.descriptor) && overlap(ka.indicator, kb.indicator);
}

function within(general: readonly Position[], specific: readonly Position[]): boolean {
  return general.every((g, i) => {
    if (g === '*') return true;
    const s = specific[i];
    return s !== undefined && s !== '*' && [...s].every((c) => g.has(c));
  });
}

/** Whether every VIN the specific key matches is also matched by the general one. */
export function keyImplies(general: string, specific: string): boolean {
  const g = parseKey(general);
  const s = parseKey(specific);
  return within(g.descriptor, s.descriptor) && within(g.indicator, s.indicator);
}

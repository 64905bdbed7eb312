/**
 * A name-based UUID (RFC 9562) laid out over the first 16 bytes of a hash of the name: the
 * version nibble (5 for SHA-1, 8 for an application-chosen hash such as SHA-256) and the RFC
 * variant bits are set, the rest is the digest. Pure, so the API (node:crypto) and the web
 * app (Web Crypto) lay out ids the same way while each hashes with what it has.
 */
export function uuidFromDigest(digest: Uint8Array, version: 5 | 8): string {
  const bytes = digest.slice(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | (version << 4);
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

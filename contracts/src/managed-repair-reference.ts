/**
 * Crockford's base-32 alphabet: no I, L, O or U, so a reference read over the phone is not
 * mistaken for a one, a zero or a rude word.
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * The short reference an owner quotes for a managed repair ("FW-7K3Q-9DMA"), derived from its
 * id so every page, message and staff tool shows the same one without storing it. Forty bits
 * of a random v4 uuid: two repairs share one about once in a trillion pairs.
 */
export function managedRepairReference(managedRepairId: string): string {
  const hex = managedRepairId.replace(/-/g, '').slice(-10);
  let value = BigInt(`0x${hex}`);
  let code = '';
  for (let i = 0; i < 8; i++) {
    code = ALPHABET[Number(value & 31n)]! + code;
    value >>= 5n;
  }
  return `FW-${code.slice(0, 4)}-${code.slice(4)}`;
}

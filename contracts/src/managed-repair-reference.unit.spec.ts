import { randomUUID } from 'node:crypto';
import { managedRepairReference } from './managed-repair-reference';

describe('managedRepairReference', () => {
  it('reads the same for the same repair, in groups an owner can say over the phone', () => {
    const id = 'd2e3f4a5-b6c7-4d8e-9f0a-1b2c3d4e5f60';
    expect(managedRepairReference(id)).toBe(managedRepairReference(id));
    expect(managedRepairReference(id)).toMatch(/^FW-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
  });

  it('tells a thousand repairs apart', () => {
    const references = new Set(
      Array.from({ length: 1000 }, () => managedRepairReference(randomUUID())),
    );
    expect(references.size).toBe(1000);
  });
});

import { ids } from '../test-fixtures';
import {
  createManagedRepairRequestSchema,
  createManagedRepairResponseSchema,
} from './managed-repair-create';

describe('createManagedRepairRequestSchema', () => {
  it('accepts a diagnostic id', () => {
    const body = { diagnosticId: ids.diagnostic };
    expect(createManagedRepairRequestSchema.parse(body)).toEqual(body);
  });

  it('rejects a missing or malformed id and unknown fields', () => {
    expect(createManagedRepairRequestSchema.safeParse({}).success).toBe(false);
    expect(createManagedRepairRequestSchema.safeParse({ diagnosticId: 7 }).success).toBe(false);
    const extra = { diagnosticId: ids.diagnostic, userId: ids.user };
    expect(createManagedRepairRequestSchema.safeParse(extra).success).toBe(false);
  });
});

describe('createManagedRepairResponseSchema', () => {
  it('accepts the new id', () => {
    const body = { managedRepairId: ids.managedRepair };
    expect(createManagedRepairResponseSchema.safeParse(body).success).toBe(true);
  });
});

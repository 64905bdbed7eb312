/// <reference types="jest" />
import '../testing/in-process-api';
import { CREATE_MANAGED_REPAIR_FAILED } from '@fairwrench/contracts';
import { createManagedRepair, findManagedRepair } from './managed-repairs';

const diagnosticId = '0a1b2c3d-4e5f-4a6b-9c7d-8e9fa0b1c2d3';
const answer = (response: Response) => {
  global.fetch = jest.fn(async () => response) as typeof fetch;
};

describe('creating a managed repair (sections 7 and 8)', () => {
  it('answers the new id', async () => {
    answer(Response.json({ managedRepairId: diagnosticId }, { status: 201 }));
    await expect(createManagedRepair(diagnosticId)).resolves.toEqual({
      managedRepairId: diagnosticId,
    });
  });

  it('reads the same for any failed call', async () => {
    answer(new Response('down', { status: 500 }));
    await expect(createManagedRepair(diagnosticId)).rejects.toThrow(
      new Error(CREATE_MANAGED_REPAIR_FAILED),
    );
  });

  it('says "record" when an OK answer has no id', async () => {
    answer(Response.json({}, { status: 201 }));
    await expect(createManagedRepair(diagnosticId)).rejects.toThrow(
      new Error(`${CREATE_MANAGED_REPAIR_FAILED} record`),
    );
  });
});

describe('finding the managed repair of an analysis', () => {
  it('answers null when there is none yet (404)', async () => {
    answer(new Response('Managed repair not found', { status: 404 }));
    await expect(findManagedRepair(diagnosticId)).resolves.toBeNull();
  });

  it('passes any other failure on', async () => {
    answer(new Response('down', { status: 500 }));
    await expect(findManagedRepair(diagnosticId)).rejects.toThrow('500: down');
  });
});

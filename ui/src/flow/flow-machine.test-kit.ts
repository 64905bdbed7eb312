/// <reference types="jest" />
import type { VehicleFormValues } from '@fairwrench/contracts';
import { createActor, fromPromise } from 'xstate';
import type {
  DiagnosticRef,
  ManagedRepairRef,
  UpdateManagedRepairInput,
  flowActors,
} from './flow-actors';
import { flowMachine } from './flow-machine';
import { persistFlow } from './flow-persistence';
import { type FlowStorage, memoryStorage } from './flow-storage';
import type { FlowEmitted } from './flow-types';

/**
 * Shared by the flow machine's headless tests: fake calls, in-memory storage saved the way
 * FlowProvider saves browser storage (`persistFlow`), and a log of what the machine emits.
 */
export const IDS = {
  userId: '11111111-1111-4111-8111-111111111111',
  vehicleId: '22222222-2222-4222-8222-222222222222',
  issueId: '33333333-3333-4333-8333-333333333333',
  diagnosticId: '44444444-4444-4444-8444-444444444444',
  managedRepairId: '55555555-5555-4555-8555-555555555555',
};

export const VEHICLE_FORM: VehicleFormValues = {
  name: 'Dana Driver',
  email: 'dana@example.com',
  zipCode: '85253',
  vehicleYear: '2018',
  vehicleMake: 'Toyota',
  vehicleModel: 'Camry',
  mileage: '',
  termsAccepted: true,
};

export const MANAGED_FORM = {
  phone: '4805551234',
  acceptSms: true as const,
  preferredDate: '2099-01-01T09:00:00.000Z',
  zipCode: '85253',
};

type Actors = Partial<typeof flowActors>;

export const fakeActors: typeof flowActors = {
  submitVehicle: fromPromise(async ({ input }) => ({
    userId: IDS.userId,
    vehicleId: IDS.vehicleId,
    form: input,
  })),
  submitIssue: fromPromise(async () => ({ issueId: IDS.issueId, diagnosticId: IDS.diagnosticId })),
  createManagedRepair: fromPromise(async () => ({ managedRepairId: IDS.managedRepairId })),
  findManagedRepair: fromPromise<ManagedRepairRef | null, DiagnosticRef>(async () => null),
  updateManagedRepair: fromPromise<unknown, UpdateManagedRepairInput>(async () => ({})),
};

export const failing = <Output, Input>(message: string) =>
  fromPromise<Output, Input>(() => Promise.reject(new Error(message)));

export function startFlow(
  options: { session?: FlowStorage; local?: FlowStorage; actors?: Actors } = {},
) {
  const session = options.session ?? memoryStorage();
  const local = options.local ?? memoryStorage();
  const machine = flowMachine.provide({ actors: { ...fakeActors, ...options.actors } });
  const actor = createActor(machine, { input: { session, local } });
  const emitted: FlowEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  persistFlow(actor, { session, local });
  actor.start();
  const navigations = () => emitted.flatMap((e) => (e.type === 'navigate' ? [e.to] : []));
  const toasts = () => emitted.flatMap((e) => (e.type === 'toast' ? [e.title, e.description] : []));
  return { actor, session, local, emitted, navigations, toasts };
}

/** Saved flow state as JSON text, the way another tab or a reload would find it. */
export const savedFlow = (state: Record<string, unknown>) =>
  memoryStorage({ repairFlowState: JSON.stringify(state) });

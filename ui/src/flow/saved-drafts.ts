import {
  ISSUE_TYPES,
  milesOf,
  type IssueFormInput,
  type VehicleFormInput,
  type VehicleFormValues,
} from '@fairwrench/contracts';
import {
  type FlowStorage,
  readJson,
  readText,
  removeKeys,
  writeJson,
  writeText,
} from './flow-storage';

/**
 * The other items section 3 keeps in browser storage besides the flow state. They live in
 * localStorage so a returning owner finds their vehicle prefilled. The forms write their own
 * drafts (the vehicle form once the machine has saved it, the issue form as the owner types);
 * the machine reads them, and the `startFresh` flag and the fresh-start rules throw them away.
 */
export const DRAFT_KEYS = {
  userInfo: 'userInfo',
  vehicleInfo: 'vehicleInfo',
  issueDetails: 'issueDetails',
  issueImages: 'issueImages',
  currentStep: 'currentStep',
  userId: 'userId',
  vehicleId: 'vehicleId',
  issueId: 'issueId',
} as const;

export type SavedImage = { base64: string; filename: string };

/** The two records a saved vehicle is kept as; mileage is 0 when not given (section 3). */
function vehicleRecords(form: VehicleFormValues) {
  return {
    user: { name: form.name, email: form.email, zipCode: form.zipCode },
    vehicle: {
      year: form.vehicleYear,
      make: form.vehicleMake,
      model: form.vehicleModel,
      mileage: milesOf(form.mileage) ?? 0,
    },
  };
}

/** After a successful vehicle save (section 4): vehicle info and ids; the step is the flow's. */
export function saveVehicleDraft(
  local: FlowStorage,
  form: VehicleFormValues,
  ids: { userId: string; vehicleId: string },
): void {
  const { user, vehicle } = vehicleRecords(form);
  writeJson(local, DRAFT_KEYS.userInfo, user);
  writeJson(local, DRAFT_KEYS.vehicleInfo, vehicle);
  writeText(local, DRAFT_KEYS.userId, ids.userId);
  writeText(local, DRAFT_KEYS.vehicleId, ids.vehicleId);
}

/** The step reached, kept beside the flow state so a new tab still knows the flow is under way. */
export function saveCurrentStep(local: FlowStorage, step: string): void {
  writeText(local, DRAFT_KEYS.currentStep, step);
}

export function readCurrentStep(local: FlowStorage): string | null {
  return readText(local, DRAFT_KEYS.currentStep);
}

/** Prefill for the vehicle form; null when nothing usable was saved. */
export function readSavedVehicle(local: FlowStorage): Partial<VehicleFormInput> | null {
  const user = asRecord(readJson(local, DRAFT_KEYS.userInfo));
  const vehicle = asRecord(readJson(local, DRAFT_KEYS.vehicleInfo));
  return user || vehicle ? prefillOf(user, vehicle) : null;
}

/** The prefill `readSavedVehicle` gives once the vehicle form's values are saved. */
export function vehiclePrefill(form: VehicleFormValues): Partial<VehicleFormInput> {
  const { user, vehicle } = vehicleRecords(form);
  return prefillOf(user, vehicle);
}

function prefillOf(
  user: Record<string, unknown> | null,
  vehicle: Record<string, unknown> | null,
): Partial<VehicleFormInput> {
  const text = (value: unknown) =>
    typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  const mileage = text(vehicle?.mileage);
  return {
    name: text(user?.name),
    email: text(user?.email),
    zipCode: text(user?.zipCode),
    vehicleYear: text(vehicle?.year),
    vehicleMake: text(vehicle?.make),
    vehicleModel: text(vehicle?.model),
    mileage: mileage === '0' ? '' : mileage,
  };
}

export function saveIssueDraft(local: FlowStorage, draft: IssueFormInput): void {
  writeJson(local, DRAFT_KEYS.issueDetails, draft);
}

export function readIssueDraft(local: FlowStorage): IssueFormInput | null {
  const draft = asRecord(readJson(local, DRAFT_KEYS.issueDetails));
  if (!draft || typeof draft.issueDescription !== 'string') return null;
  const issueType = ISSUE_TYPES.find((type) => type === draft.issueType) ?? '';
  return { issueType, issueDescription: draft.issueDescription };
}

export function saveIssueImages(local: FlowStorage, images: readonly SavedImage[]): void {
  writeJson(local, DRAFT_KEYS.issueImages, images);
}

export function readIssueImages(local: FlowStorage): SavedImage[] {
  const images = readJson(local, DRAFT_KEYS.issueImages);
  if (!Array.isArray(images)) return [];
  return images.filter(
    (i): i is SavedImage => typeof i?.base64 === 'string' && typeof i?.filename === 'string',
  );
}

/** Ids saved by the vehicle step, used when the session's flow state lacks them. */
export function readSavedIds(local: FlowStorage): {
  userId: string | null;
  vehicleId: string | null;
} {
  return {
    userId: readText(local, DRAFT_KEYS.userId),
    vehicleId: readText(local, DRAFT_KEYS.vehicleId),
  };
}

/** The issue text and photos only; the saved vehicle stays for the next form. */
export function clearIssueDraft(local: FlowStorage): void {
  removeKeys(local, [DRAFT_KEYS.issueDetails, DRAFT_KEYS.issueImages, DRAFT_KEYS.issueId]);
}

export function clearDrafts(local: FlowStorage): void {
  removeKeys(local, Object.values(DRAFT_KEYS));
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}

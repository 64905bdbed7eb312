/** The progress steps of section 2; the managed path inserts Repair Info before Confirmation. */
export type ProgressStep =
  | 'vehicle-info'
  | 'issue-details'
  | 'diagnostic'
  | 'service-options'
  | 'repair-info'
  | 'confirmation';

export const PROGRESS_LABELS: Record<ProgressStep, string> = {
  'vehicle-info': 'Vehicle Info',
  'issue-details': 'Issue Details',
  diagnostic: 'Analysis',
  'service-options': 'Service Options',
  'repair-info': 'Repair Info',
  confirmation: 'Confirmation',
};

export function progressSteps(managed: boolean): ProgressStep[] {
  const steps: ProgressStep[] = ['vehicle-info', 'issue-details', 'diagnostic', 'service-options'];
  return managed ? [...steps, 'repair-info', 'confirmation'] : [...steps, 'confirmation'];
}

/** Bar width: current index over (step count − 1), as a percentage. */
export function progressWidth(index: number, count: number): number {
  return count <= 1 ? 0 : (index / (count - 1)) * 100;
}

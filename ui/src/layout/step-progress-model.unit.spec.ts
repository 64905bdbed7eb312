/// <reference types="jest" />
import { PROGRESS_LABELS, progressSteps, progressWidth } from './step-progress-model';

describe('step progress indicator (section 2)', () => {
  it('has five steps, six on the managed path with Repair Info before Confirmation', () => {
    expect(progressSteps(false).map((step) => PROGRESS_LABELS[step])).toEqual([
      'Vehicle Info',
      'Issue Details',
      'Analysis',
      'Service Options',
      'Confirmation',
    ]);
    expect(progressSteps(true).map((step) => PROGRESS_LABELS[step])).toEqual([
      'Vehicle Info',
      'Issue Details',
      'Analysis',
      'Service Options',
      'Repair Info',
      'Confirmation',
    ]);
  });

  it('sets the bar width to the current index over step count minus one', () => {
    expect(progressWidth(0, 5)).toBe(0);
    expect(progressWidth(2, 5)).toBe(50);
    expect(progressWidth(4, 5)).toBe(100);
    expect(progressWidth(4, 6)).toBe(80);
  });
});

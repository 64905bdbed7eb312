/// <reference types="jest" />
import type { DiagnosticRecord } from '@fairwrench/contracts';
import {
  coveragePlacement,
  displayTypeOf,
  pricesNoteOf,
  RESULT_HEADINGS,
  resultViewOf,
} from './result-view';

const cause = {
  name: 'Worn front brake pads',
  probability: 45,
  costRange: { min: 150, max: 360 },
  description: 'The pads have worn thin.',
  repairTime: '1-1.5 hours',
  urgency: { level: 'Medium', timeframe: 'within weeks' },
} as const;

const NO_ADVICE = { safetyAlerts: [], clarityNote: null, followUpQuestions: [] };

describe('the display type (section 2)', () => {
  const typed = (resultType: unknown) =>
    ({ resultType, results: {} }) as unknown as DiagnosticRecord;

  it('follows parts, collision and estimate, and shows anything else as a diagnosis', () => {
    expect(displayTypeOf(typed('parts'))).toBe('parts');
    expect(displayTypeOf(typed('collision'))).toBe('collision');
    expect(displayTypeOf(typed('estimate'))).toBe('estimate');
    expect(displayTypeOf(typed('diagnostic'))).toBe('diagnostic');
    expect(displayTypeOf(typed('something-new'))).toBe('diagnostic');
    expect(displayTypeOf(typed(undefined))).toBe('diagnostic');
  });

  it('reads resultType from diagnosticResult or results when the top level lacks it', () => {
    const fromDiagnosticResult = {
      diagnosticResult: { resultType: 'collision' },
      results: { collisionRepair: {} },
    } as unknown as DiagnosticRecord;
    const fromResults = { results: { resultType: 'parts' } } as unknown as DiagnosticRecord;
    const nowhere = { results: { potentialCauses: [] } } as unknown as DiagnosticRecord;
    expect(displayTypeOf(fromDiagnosticResult)).toBe('collision');
    expect(displayTypeOf(fromResults)).toBe('parts');
    expect(displayTypeOf(nowhere)).toBe('diagnostic');
    expect(resultViewOf(fromResults)).toEqual({ kind: 'parts', parts: null });
  });

  it('prefers the top-level resultType our API sends', () => {
    const record = {
      resultType: 'estimate',
      diagnosticResult: { resultType: 'parts' },
      results: {},
    } as unknown as DiagnosticRecord;
    expect(displayTypeOf(record)).toBe('estimate');
  });

  it('gives each display type its own title', () => {
    const titles = Object.values(RESULT_HEADINGS).map((heading) => heading.title);
    expect(new Set(titles).size).toBe(4);
    expect(RESULT_HEADINGS.diagnostic.title).toBe('Diagnostic Results');
    expect(RESULT_HEADINGS.estimate.title).toBe('Estimate Review');
  });
});

describe('the result view of a record', () => {
  it('hands the causes of a diagnosis over in the order given', () => {
    const second = { ...cause, name: 'Glazed pads', probability: 60 };
    const view = resultViewOf({
      resultType: 'diagnostic',
      results: { potentialCauses: [cause, second] },
    });
    expect(view).toEqual({ kind: 'diagnostic', causes: [cause, second], advice: NO_ADVICE });
  });

  it('hands over the safety alerts, the clarity note and the follow-up questions', () => {
    const alert = {
      reason: 'A flashing check-engine light means ... Stop driving as soon as it is safe.',
      evidence: 'check engine light flashing',
      urgency: { level: 'High', timeframe: 'immediate' },
    } as const;
    const view = resultViewOf({
      resultType: 'diagnostic',
      results: {
        potentialCauses: [cause],
        safetyAlerts: [alert],
        clarity: 'vague',
        clarityNote: 'Your description is too general.',
        followUpQuestions: ['Does it happen only when you brake?'],
      },
    });
    expect(view).toEqual({
      kind: 'diagnostic',
      causes: [cause],
      advice: {
        safetyAlerts: [alert],
        clarityNote: 'Your description is too general.',
        followUpQuestions: ['Does it happen only when you brake?'],
      },
    });
  });

  it('picks the block that belongs to the result type', () => {
    const partsReplacement = { parts: [], totalEstimate: { min: 1, max: 2 } };
    expect(resultViewOf({ resultType: 'parts', results: { partsReplacement } })).toEqual({
      kind: 'parts',
      parts: partsReplacement,
    });
  });

  it('reports a missing block as null, so the page can say it is not available', () => {
    const broken = { resultType: 'collision', results: {} } as unknown as DiagnosticRecord;
    expect(resultViewOf(broken)).toEqual({ kind: 'collision', collision: null });
    const noResults = { resultType: 'estimate' } as unknown as DiagnosticRecord;
    expect(resultViewOf(noResults)).toEqual({ kind: 'estimate', review: null });
  });

  it('reads an unknown result type as a diagnosis without causes rather than failing', () => {
    const odd = { resultType: 'weird', results: null } as unknown as DiagnosticRecord;
    expect(resultViewOf(odd)).toEqual({ kind: 'diagnostic', causes: [], advice: NO_ADVICE });
  });
});

describe('where "could this be free?" goes', () => {
  const coverage = (matches: unknown[]) => ({ summary: 'x', matches, alsoCheck: [] });
  const record = (resultType: string, results: object) =>
    ({ resultType, results }) as unknown as DiagnosticRecord;

  it('leads the page only when something may cover the repair', () => {
    const covered = coverage([{ kind: 'recall', title: 'Recall 20V-123' }]);
    expect(coveragePlacement(record('diagnostic', { coverage: covered }))).toBe('lead');
    expect(coveragePlacement(record('diagnostic', { coverage: coverage([]) }))).toBe('line');
  });

  it('never shows on a collision, where the insurer pays', () => {
    const covered = coverage([{ kind: 'recall', title: 'Recall 20V-123' }]);
    expect(coveragePlacement(record('collision', { coverage: covered }))).toBe('none');
    expect(coveragePlacement(record('diagnostic', {}))).toBe('none');
  });
});

describe("which year's dollars the prices are in", () => {
  const record = (results: object) =>
    ({ resultType: 'parts', results }) as unknown as DiagnosticRecord;

  it('reads the note when the record has one, and nothing from older records or bad values', () => {
    const note = 'Prices in 2026 dollars: 2024 prices +11 % by the US consumer price index';
    expect(pricesNoteOf(record({ pricesNote: note }))).toBe(note);
    expect(pricesNoteOf(record({}))).toBeNull();
    expect(pricesNoteOf(record({ pricesNote: 42 }))).toBeNull();
    expect(pricesNoteOf(record({ pricesNote: '' }))).toBeNull();
  });
});

import { estimateReview, ids, potentialCause, range, without } from '../test-fixtures';
import { diagnosticRecordSchema } from './diagnostic-record';
import type { DiagnosticRecord } from './diagnostic-record';

const base = {
  diagnosticId: ids.diagnostic,
  issueId: ids.issue,
  producedAt: '2025-03-01T10:01:00.000Z',
};

const records = {
  diagnostic: { ...base, resultType: 'diagnostic', results: { potentialCauses: [potentialCause] } },
  parts: {
    ...base,
    resultType: 'parts',
    results: {
      partsReplacement: {
        parts: [
          {
            name: 'Alternator',
            estimatedCost: range(250, 400),
            laborCost: range(100, 200),
            replacementTime: '2 hours',
            totalCost: range(350, 600),
          },
        ],
        totalEstimate: range(350, 600),
      },
    },
  },
  collision: {
    ...base,
    resultType: 'collision',
    results: { collisionRepair: { repairAreas: ['Rear bumper'], recommendedProcedures: [] } },
  },
  estimate: { ...base, resultType: 'estimate', results: { estimateReview } },
};

describe('diagnosticRecordSchema', () => {
  it.each(Object.entries(records))('accepts a %s record', (_type, record) => {
    expect(diagnosticRecordSchema.safeParse(record).success).toBe(true);
  });

  it('rejects results that do not match the result type', () => {
    const mismatched = { ...records.parts, results: records.diagnostic.results };
    expect(diagnosticRecordSchema.safeParse(mismatched).success).toBe(false);
  });

  it('rejects an unknown result type', () => {
    const unknown = { ...records.diagnostic, resultType: 'tyres' };
    expect(diagnosticRecordSchema.safeParse(unknown).success).toBe(false);
  });

  it.each([
    ['urgency level', { urgency: { level: 'Critical', timeframe: 'immediate' } }],
    ['timeframe', { urgency: { level: 'High', timeframe: 'tomorrow' } }],
    ['probability over 100', { probability: 120 }],
    ['non-string why', { why: [3] }],
    ['unknown field', { severity: 'bad' }],
  ])('rejects a cause with a bad %s', (_case, change) => {
    const record = {
      ...records.diagnostic,
      results: { potentialCauses: [{ ...potentialCause, ...change }] },
    };
    expect(diagnosticRecordSchema.safeParse(record).success).toBe(false);
  });

  it('accepts a cause without `why`', () => {
    const record = {
      ...records.diagnostic,
      results: { potentialCauses: [without(potentialCause, 'why')] },
    };
    expect(diagnosticRecordSchema.safeParse(record).success).toBe(true);
  });

  it('rejects an unnecessary item object without details', () => {
    const review = { ...estimateReview, unnecessaryItems: [{ item: 'Flush' }] };
    const record = { ...records.estimate, results: { estimateReview: review } };
    expect(diagnosticRecordSchema.safeParse(record).success).toBe(false);
  });

  it('lets a reader narrow results by result type', () => {
    const record: DiagnosticRecord = diagnosticRecordSchema.parse(records.parts);
    const total =
      record.resultType === 'parts' ? record.results.partsReplacement.totalEstimate : null;
    expect(total).toEqual(range(350, 600));
  });
});

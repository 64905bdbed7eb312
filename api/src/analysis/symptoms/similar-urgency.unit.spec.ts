import type { PotentialCause } from '@fairwrench/contracts';
import { towardSimilarCases } from './similar-urgency';

const cause = (level: 'High' | 'Medium' | 'Low', probability = 30): PotentialCause => ({
  name: `a ${level} cause`,
  probability,
  costRange: { min: 100, max: 200 },
  description: 'A cause.',
  repairTime: '1 hour',
  urgency: { level, timeframe: level === 'High' ? 'within days' : 'within weeks' },
});

/** How urgent mechanics judged the owners whose words read most like this owner's. */
const mostly = (level: 'High' | 'Medium' | 'Low', share: number) =>
  new Map([[level, share]] as [typeof level, number][]);

type Level = 'High' | 'Medium' | 'Low';

/** The first cause's level after neighbours at `share` for `level`, at the default 60 % agreement. */
const levelAfter = (from: Level, level: Level, share: number) =>
  towardSimilarCases([cause(from)], mostly(level, share), 0.6, undefined)[0]!.urgency.level;

describe('urgency from similar cases', () => {
  it('lets a squeak that reads like the squeaks mechanics said could wait read Low', () => {
    const [first] = towardSimilarCases([cause('Medium')], mostly('Low', 0.8), 0.6, undefined);
    expect(first!.urgency).toEqual({ level: 'Low', timeframe: 'within weeks' });
    expect(first!.urgencyReason).toMatch(/could wait/);
  });

  it('moves one step only, and only when most neighbours agree', () => {
    expect(levelAfter('High', 'Low', 0.9)).toBe('Medium');
    expect(levelAfter('Medium', 'Low', 0.5)).toBe('Medium');
    expect(levelAfter('Low', 'High', 0.7)).toBe('Medium');
  });

  it('does not make a leak read "do not drive on it" because a bare majority of similar stories were urgent', () => {
    // "I noticed a few drops of fluid under the car this morning": 65 % of owners who wrote
    // like that were told it was urgent, which is not yet a clear enough sign to say High.
    expect(levelAfter('Medium', 'High', 0.65)).toBe('Medium');
    expect(levelAfter('Medium', 'High', 0.8)).toBe('High');
    expect(levelAfter('High', 'Low', 0.65)).toBe('Medium');
  });

  it('still lifts a cause that reads as able to wait when most similar stories were urgent', () => {
    // "The check-engine light came on yesterday, the car drives fine": the engine reads Low, but
    // 65 % of owners who wrote like that were told it was urgent: not High, but not Low either.
    expect(levelAfter('Low', 'High', 0.65)).toBe('Medium');
  });

  it('never lowers below a danger sign the owner reported', () => {
    const pedal = { level: 'High' as const, timeframe: 'immediate' as const };
    expect(
      towardSimilarCases([cause('High')], mostly('Low', 0.9), 0.6, pedal)[0]!.urgency.level,
    ).toBe('High');
    const shake = { level: 'Medium' as const, timeframe: 'within weeks' as const };
    expect(
      towardSimilarCases([cause('Medium')], mostly('Low', 0.9), 0.6, shake)[0]!.urgency.level,
    ).toBe('Medium');
  });

  it('never calls a cause Low while a High cause is shown', () => {
    const shown = towardSimilarCases(
      [cause('Medium'), cause('High', 10)],
      mostly('Low', 0.9),
      0.6,
      undefined,
    );
    expect(shown[0]!.urgency.level).toBe('Medium');
  });

  it('changes nothing without neighbours (the signal switched off)', () => {
    const causes = [cause('Medium'), cause('Low')];
    expect(towardSimilarCases(causes, new Map(), 0.6, undefined)).toEqual(causes);
  });
});

import { saysUndamaged, severityHits, strongest } from './severity';
import { testKnowledge } from '../testing/knowledge';

const knowledge = testKnowledge();

const words = (text: string) => text.split(' ');

describe('severityHits', () => {
  it('grades damage words from cosmetic to severe, longest phrase first', () => {
    const levels = (text: string) =>
      severityHits(words(text), knowledge.collision.severity).map((h) => [h.phrase, h.level]);
    expect(levels('scratched')).toEqual([['scratched', 1]]);
    expect(levels('dented')).toEqual([['dented', 2]]);
    expect(levels('cracked')).toEqual([['cracked', 3]]);
    expect(levels('hanging off')).toEqual([['hanging off', 4]]);
  });

  it('moves a level with a size word, but never turns a dent into a scratch', () => {
    expect(strongest(severityHits(words('a big dent'), knowledge.collision.severity))?.level).toBe(
      3,
    );
    expect(
      strongest(severityHits(words('a small crack'), knowledge.collision.severity))?.level,
    ).toBe(2);
    expect(strongest(severityHits(words('a tiny dent'), knowledge.collision.severity))?.level).toBe(
      2,
    );
  });

  it('marks negated damage as absent', () => {
    const hits = severityHits(words('the airbags didnt deploy'), knowledge.collision.severity);
    expect(strongest(hits)).toBeUndefined();
    expect(
      severityHits(words('no dent just a scratch'), knowledge.collision.severity).map(
        (h) => h.negated,
      ),
    ).toEqual([true, false]);
  });
});

describe('saysUndamaged', () => {
  it('is true for "fine" or negated damage with nothing positive', () => {
    expect(saysUndamaged(words('hood is fine'), [], knowledge.collision.severity)).toBe(true);
    const clause = words('no damage to the hood');
    expect(
      saysUndamaged(
        clause,
        severityHits(clause, knowledge.collision.severity),
        knowledge.collision.severity,
      ),
    ).toBe(true);
  });

  it('is false when damage is also described', () => {
    const clause = words('good size dent');
    expect(
      saysUndamaged(
        clause,
        severityHits(clause, knowledge.collision.severity),
        knowledge.collision.severity,
      ),
    ).toBe(false);
  });
});

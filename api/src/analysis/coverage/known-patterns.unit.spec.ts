import { testKnowledge } from '../testing/knowledge';
import { knownPatternsFor } from './known-patterns';

const knowledge = testKnowledge();

describe('known failure patterns', () => {
  it('name only jobs that exist in the catalogue', () => {
    const jobs = new Set(knowledge.symptoms.model.jobs.map((j) => j.id));
    const named = knowledge.coverage.entries.flatMap((e) => e.pattern?.jobs ?? []);
    expect(named.length).toBeGreaterThanOrEqual(20);
    expect(named.filter((id) => !jobs.has(id))).toEqual([]);
  });

  it('match the make, model and years of the row', () => {
    const patterns = (year: number, make: string, model: string) =>
      knownPatternsFor({ year, make, model, powertrain: 'gas' }, knowledge.coverage);
    expect(patterns(2013, 'Hyundai', 'Sonata').get('rod-bearing-knock')).toMatch(
      /^Known on .*Hyundai.*connecting-rod bearings/,
    );
    expect(patterns(2012, 'Nissan', 'Altima').has('cvt-failure')).toBe(false);
    expect(patterns(2018, 'Nissan', 'Altima').get('cvt-failure')).toMatch(/settlement may cover/);
    expect(patterns(2016, 'Chevrolet', 'Silverado').get('torque-converter')).not.toMatch(
      /may cover/,
    );
    expect(patterns(2020, 'Toyota', 'Camry').size).toBe(0);
  });
});

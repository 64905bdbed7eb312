import type { EstimateReview } from '@fairwrench/contracts';
import { costContext, reviewVehicle } from '../testing/estimates';
import { testKnowledge } from '../testing/knowledge';
import { citation, loadAdvocateRules, RULE_FLAGS, type AdvocateRule } from './advocate-rules';
import { lineMileage } from './line-mileage';
import { reviewEstimate } from './review-estimate';
import { loadShopServices, withRules } from './service-catalogue';

/** The advocate's rules file: every rule cited, every flag owned by a rule, bad edits caught. */

const rules = loadAdvocateRules();
const services = loadShopServices();

describe('the advocate rules file', () => {
  it('cites a public source for every rule: a URL or a publication and date', () => {
    for (const rule of rules) {
      expect(rule.sources.length).toBeGreaterThan(0);
      for (const source of rule.sources) {
        expect(source.url ?? source.date).toBeTruthy();
        expect(source.publication.length).toBeGreaterThan(10);
      }
    }
  });

  it('covers the classic upsells of issue 30 by family', () => {
    const covered = (family: AdvocateRule['family']) =>
      rules.filter((r) => r.family === family).flatMap((r) => r.services);
    expect(covered('never-in-schedule')).toEqual(
      expect.arrayContaining(['engine-flush', 'fuel-system-cleaning', 'power-steering-flush']),
    );
    expect(covered('before-first-interval')).toEqual(
      expect.arrayContaining(['coolant-flush', 'transmission-fluid-service', 'brake-fluid-flush']),
    );
    expect(covered('timing-belt-on-chain')).toContain('timing-belt');
    expect(covered('not-for-this-car')).toEqual(
      expect.arrayContaining(['power-steering-flush', 'spark-plugs']),
    );
    expect(covered('charged-not-done')).toEqual(expect.arrayContaining(['engine-air-filter']));
  });

  it('is where the catalogue gets its rule flags from', () => {
    for (const flag of RULE_FLAGS) {
      const flagged = services.filter((s) => s[flag] === true).map((s) => s.id);
      const owned = rules.filter((r) => r.sets === flag).flatMap((r) => r.services);
      expect(new Set(flagged)).toEqual(new Set(owned));
    }
    expect(services.find((s) => s.id === 'power-steering-flush')?.hydraulicSteeringOnly).toBe(true);
    expect(
      services.find((s) => s.id === 'oil-change-conventional')?.neverNecessary,
    ).toBeUndefined();
  });

  it('fails at load when a rule names a service the catalogue lacks', () => {
    const bad = { ...rules[0]!, id: 'bad', services: ['no-such-service'] };
    expect(() => withRules(services, [bad])).toThrow(/no-such-service/);
  });
});

describe('rules that read the mileage a line names', () => {
  const knowledge = testKnowledge();
  const ctx = costContext('CA', { min: 130, max: 175 });
  const review = (
    text: string,
    year: number,
    mileage?: number,
    model = 'Civic',
  ): EstimateReview => {
    const vehicle = reviewVehicle({
      year,
      make: 'Honda',
      model,
      mileage: mileage ?? 60_000,
    });
    const judged = mileage === undefined ? { ...vehicle, mileageKnown: false } : vehicle;
    return reviewEstimate(text, judged, ctx, false, knowledge.estimate);
  };
  const details = (r: EstimateReview) =>
    r.unnecessaryItems.flatMap((u) => (typeof u === 'string' ? [u] : u.details)).join(' ');

  it('reads "at 12,000 miles", "at 30k" and nothing from a price', () => {
    expect(lineMileage('changing rear axle oil at 12,000 miles')).toBe(12_000);
    expect(lineMileage('transmission flush at 30k')).toBe(30_000);
    // "60 kilometers" is a distance in km, not 60k miles.
    expect(lineMileage('timing belt at 60 kilometers')).toBeNull();
    expect(lineMileage('Coolant flush $149.99')).toBeNull();
    expect(lineMileage('2 at 89.00 each')).toBeNull();
  });

  it("judges a fluid service at the mileage the line names, not the car's", () => {
    // A Pilot may have all-wheel drive and so a rear axle; a Civic has none (drives.json).
    const rearAxle = (text: string) => review(text, 2015, 70_000, 'Pilot').services[0]?.verdict;
    expect(rearAxle('Rear axle oil change at 12,000 miles')).toBe('premature');
    expect(rearAxle('Rear axle oil change at 60,000 miles')).toBe('fair');
  });

  it('asks about a 3,000-mile oil change on a car from 2000 on, citing CalRecycle', () => {
    const modern = review('3,000 mile oil change $49.99', 2015);
    expect(modern.services[0]?.verdict).toBe('ask-first');
    expect(details(modern)).toMatch(/Source: CalRecycle/);
    expect(review('Oil change $49.99', 2015).unnecessaryItems).toHaveLength(0);
    expect(review('3,000 mile oil change $49.99', 1996).unnecessaryItems).toHaveLength(0);
  });
});

describe('a source that speaks for some of its rule’s services', () => {
  const rule = loadAdvocateRules().find((r) => r.id === 'no-value-add-ons');

  it('cites the nitrogen test for a nitrogen fill, and not for rust proofing', () => {
    expect(rule && citation(rule, 'Toyota', 'nitrogen-fill')).toContain('nitrogen');
    expect(rule && citation(rule, 'Toyota', 'protection-package')).not.toContain('nitrogen');
  });
});

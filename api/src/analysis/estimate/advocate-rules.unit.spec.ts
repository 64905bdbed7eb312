import { loadAdvocateRules, RULE_FLAGS, type AdvocateRule } from './advocate-rules';
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

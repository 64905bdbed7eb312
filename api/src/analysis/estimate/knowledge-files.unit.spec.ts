import { loadShopServices } from './service-catalogue';
import { loadStateRules, stateRules } from './state-rights';

const rules = loadStateRules();

describe('estimate knowledge files', () => {
  it('loads a catalogue of shop services, each with sources and a sane price', () => {
    const services = loadShopServices();
    expect(services.length).toBeGreaterThanOrEqual(100);
    for (const s of services) {
      expect(s.sources.length).toBeGreaterThan(0);
      expect(s.partsUsd.max + s.laborHours.max).toBeGreaterThan(0);
    }
  });

  it('gives every rule-bearing service a reason the owner can read', () => {
    const ruled = loadShopServices().filter(
      (s) => s.neverNecessary || s.requiresSymptom || s.flagWhenOverpriced,
    );
    expect(ruled.every((s) => (s.flagReason ?? '').length > 20)).toBe(true);
  });

  it("words an 'ask first' reason so it holds whatever the car's age and mileage", () => {
    // The reason leads an "ask first" flag given without the mileage, where "this car is not
    // yet that old" would be a guess (and was false for a seven-year-old Camry).
    const asked = loadShopServices().filter((s) => s.upsellUnless);
    expect(asked.length).toBeGreaterThan(5);
    for (const s of asked) {
      expect(s.flagReason ?? '').not.toMatch(
        /this early|not yet|far from due|at this mileage|this car|this one/i,
      );
    }
  });

  it('holds California estimate rules with their code sections', () => {
    const ca = stateRules('CA', rules);
    expect(ca?.citations.join(' ')).toMatch(/9884\.9/);
    expect(ca?.citations.join(' ')).toMatch(/9884\.10/);
    expect(stateRules('FL', rules)?.rights.join(' ')).toMatch(/\$100/);
    expect(stateRules('TX', rules)).toBeNull();
    expect(stateRules(null, rules)).toBeNull();
  });
});

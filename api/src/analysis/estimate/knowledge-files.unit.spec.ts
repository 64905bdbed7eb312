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

  it('holds California estimate rules with their code sections', () => {
    const ca = stateRules('CA', rules);
    expect(ca?.citations.join(' ')).toMatch(/9884\.9/);
    expect(ca?.citations.join(' ')).toMatch(/9884\.10/);
    expect(stateRules('FL', rules)?.rights.join(' ')).toMatch(/\$100/);
    expect(stateRules('TX', rules)).toBeNull();
    expect(stateRules(null, rules)).toBeNull();
  });
});

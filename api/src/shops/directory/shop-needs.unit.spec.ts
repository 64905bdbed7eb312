import { needsOf, NO_NEEDS } from './shop-needs';

const cause = (name: string, probability: number) => ({
  name,
  probability,
  costRange: { min: 100, max: 200 },
  description: '',
  repairTime: '1 hour',
  urgency: { level: 'Medium', timeframe: 'within days' },
});

const diagnostic = (...causes: ReturnType<typeof cause>[]) => ({
  issueType: 'symptoms',
  resultType: 'diagnostic',
  results: { potentialCauses: causes },
  powertrain: 'gas',
});

describe('needsOf', () => {
  it('asks nothing special of a brake noise on a gas car', () => {
    expect(needsOf(diagnostic(cause('Worn brake pads', 85)))).toEqual(NO_NEEDS);
  });

  it('needs bodywork for collision damage', () => {
    const needs = needsOf({
      issueType: 'collision',
      resultType: 'collision',
      results: { collisionRepair: { repairAreas: ['Front bumper'], recommendedProcedures: [] } },
      powertrain: null,
    });
    expect(needs.bodywork).toBe(true);
  });

  it.each(['ev', 'phev', 'hybrid'])('prefers EV-capable shops for a %s', (powertrain) => {
    expect(needsOf({ ...diagnostic(), powertrain }).highVoltage).toBe(true);
  });

  it('prefers a transmission shop when the most likely cause is the transmission', () => {
    const needs = needsOf(
      diagnostic(
        cause('Worn brake pads', 30),
        cause('Worn CVT (continuously variable transmission)', 70),
      ),
    );
    expect(needs.transmission).toBe(true);
  });

  it('does not count a less likely transmission cause or an A/C compressor clutch', () => {
    expect(
      needsOf(
        diagnostic(cause('Worn brake pads', 70), cause('Faulty transmission shift solenoid', 30)),
      ).transmission,
    ).toBe(false);
    expect(needsOf(diagnostic(cause('Worn A/C compressor clutch', 90))).transmission).toBe(false);
  });

  it('prefers a transmission shop when a part to replace is a clutch kit', () => {
    const part = {
      name: 'Clutch kit (manual transmission)',
      estimatedCost: { min: 300, max: 600 },
      laborCost: { min: 500, max: 900 },
      replacementTime: '5 hours',
      totalCost: { min: 800, max: 1500 },
    };
    const results = { partsReplacement: { parts: [part], totalEstimate: { min: 800, max: 1500 } } };
    expect(
      needsOf({ issueType: 'parts', resultType: 'parts', results, powertrain: 'gas' }).transmission,
    ).toBe(true);
  });

  it('reads malformed results as no particular need', () => {
    expect(needsOf({ ...diagnostic(), results: { potentialCauses: 'x' } })).toEqual(NO_NEEDS);
  });
});

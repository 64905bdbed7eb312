import { analyse } from '../engine';
import { loadAnalysisKnowledge } from '../knowledge';
import type { VehicleFacts } from '../types';

/**
 * CarMD's published national averages anchor the common jobs (issue 30 item 6): at a Midwest
 * labour rate, close to the national average, our range for each anchored part must contain
 * CarMD's figure, brought from the year of its data to the knowledge's base year by the repair
 * price index (ADR 083), and the middle of the range must sit near it.
 */

const knowledge = loadAnalysisKnowledge();
const { priceIndex } = knowledge.costs;
const anchored = knowledge.parts.data.parts.filter((p) => p.carmdUsd !== undefined);

const CAMRY: VehicleFacts = { year: 2016, make: 'Toyota', model: 'Camry', mileage: 90_000 };
// A hybrid's battery and inverter are anchored on the hybrid CarMD's figures mostly come from.
const PRIUS: VehicleFacts = { year: 2012, make: 'Toyota', model: 'Prius', mileage: 150_000 };

/** CarMD's figure in the knowledge's base-year dollars. */
function inBaseYear(usd: number, year: number): number {
  const then = priceIndex.levels.get(year);
  const base = priceIndex.levels.get(priceIndex.baseYear);
  if (then === undefined || base === undefined) throw new Error(`no price level for ${year}`);
  return Math.round((usd * base) / then);
}

const anchors = anchored.map((p) => ({
  id: p.id,
  name: p.aliases[0] ?? p.name,
  usd: inBaseYear(p.carmdUsd ?? 0, p.carmdYear ?? priceIndex.baseYear),
  vehicle: p.onlyOn?.includes('hybrid') ? PRIUS : CAMRY,
}));

function priced(name: string, vehicle: VehicleFacts, zipCode: string) {
  const outcome = analyse(
    {
      vehicle,
      zipCode,
      issueType: 'parts',
      description: `Replace ${name}`,
      now: new Date('2024-04-01'),
    },
    knowledge,
  );
  if (outcome.resultType !== 'parts') throw new Error('expected a parts estimate');
  return outcome.results.partsReplacement.totalEstimate;
}

describe("CarMD's national averages", () => {
  it('anchor the common check-engine jobs and the dearest ones', () => {
    expect(anchored.map((p) => p.id)).toEqual(
      expect.arrayContaining([
        'catalytic-converter',
        'o2-sensor',
        'maf-sensor',
        'ignition-coil',
        'engine',
        'transmission',
        'hybrid-battery',
        'inverter',
        'thermostat',
      ]),
    );
    expect(anchored.every((p) => p.carmdYear !== undefined)).toBe(true);
  });

  // The table ran 15-60 % under CarMD on the sensors, coil and valve, and 20-45 % under on the
  // engine, transmission, hybrid battery and thermostat; each was recalibrated so the middle of its range
  // sits near the average repair, not at its upper edge (ADR 056, ADR 096). A $25 gas cap is
  // mostly the cap, priced at the parts counter; the converter's range also holds the
  // aftermarket one a muffler shop welds in, so CarMD's OE average sits above its middle.
  const middled = anchors.filter((a) => a.id !== 'gas-cap' && a.id !== 'catalytic-converter');
  it.each(middled.map((a) => [a.name, a.usd, a.vehicle] as const))(
    "%s: the middle of our Midwest range is within 20 %% of CarMD's $%d",
    (name, usd, vehicle) => {
      const range = priced(name, vehicle, '64108');
      const middle = Math.sqrt(range.min * range.max);
      expect(middle / usd).toBeGreaterThan(0.8);
      expect(middle / usd).toBeLessThan(1.2);
    },
  );

  it.each(anchors.map((a) => [a.name, a.usd, a.vehicle] as const))(
    "%s: our range at a Midwest rate contains CarMD's $%d",
    (name, usd, vehicle) => {
      for (const zip of ['46204', '64108']) {
        const range = priced(name, vehicle, zip);
        expect(range.min).toBeLessThanOrEqual(usd);
        expect(range.max).toBeGreaterThanOrEqual(usd);
      }
    },
  );
});

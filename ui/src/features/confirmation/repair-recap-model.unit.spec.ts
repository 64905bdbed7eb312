import type { PotentialCause } from '@fairwrench/contracts';
import { repairRecapOf } from './repair-recap-model';

const cause = (name: string, probability: number, min: number, max: number): PotentialCause => ({
  name,
  probability,
  costRange: { min, max },
  description: '',
  repairTime: '1-2 hours',
  urgency: { level: 'Medium', timeframe: 'within weeks' },
});

describe('repairRecapOf', () => {
  it('recaps a diagnosis by its most likely cause and that cause’s fair range', () => {
    const record = {
      resultType: 'diagnostic' as const,
      results: {
        potentialCauses: [
          cause('Worn wheel bearing', 20, 250, 450),
          cause('Worn CV axle', 70, 300, 600),
        ],
      },
    };
    expect(repairRecapOf(record)).toEqual({
      repair: 'Worn CV axle',
      fairRange: { min: 300, max: 600 },
      time: '1-2 hours',
    });
  });

  it('recaps parts by name with their total, collision by the areas, an estimate by the area range', () => {
    const part = (name: string) => ({
      name,
      estimatedCost: { min: 50, max: 90 },
      laborCost: { min: 80, max: 120 },
      replacementTime: '1 hour',
      totalCost: { min: 130, max: 210 },
    });
    expect(
      repairRecapOf({
        resultType: 'parts' as const,
        results: {
          partsReplacement: {
            parts: [part('Front brake pads'), part('Front rotors'), part('Brake fluid')],
            totalEstimate: { min: 390, max: 630 },
          },
        },
      }),
    ).toEqual({
      repair: 'Replace Front brake pads, Front rotors and Brake fluid',
      fairRange: { min: 390, max: 630 },
      time: null,
    });
    expect(
      repairRecapOf({
        resultType: 'collision' as const,
        results: { collisionRepair: { repairAreas: ['Front bumper'], recommendedProcedures: [] } },
      }),
    ).toEqual({ repair: 'Collision repair: Front bumper', fairRange: null, time: null });
  });

  it('has nothing to recap when no cause was found', () => {
    expect(
      repairRecapOf({ resultType: 'diagnostic' as const, results: { potentialCauses: [] } }),
    ).toBeNull();
  });
});

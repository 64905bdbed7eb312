import { describe, expect, it } from '@jest/globals';
import { OLDEST_VEHICLE_YEAR } from '@fairwrench/contracts';
import { MAKES, compareNames, modelsFor, vehicleYears } from './vehicle-catalogue';

/** Out-of-order pairs, reported by name so a failure says which entry to move. */
function outOfOrder(names: readonly string[]): string[] {
  return names.slice(1).flatMap((name, i) => {
    const previous = names[i] as string;
    return compareNames(previous, name) >= 0 ? [`${previous} >= ${name}`] : [];
  });
}

function duplicates(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return names.filter((name) => {
    const key = name.toLocaleLowerCase('en');
    const repeated = seen.has(key);
    seen.add(key);
    return repeated;
  });
}

describe('vehicle catalogue', () => {
  it('has exactly 51 makes, Acura first and Volvo last', () => {
    expect(MAKES).toHaveLength(51);
    expect(MAKES[0]).toBe('Acura');
    expect(MAKES[MAKES.length - 1]).toBe('Volvo');
  });

  it('includes the makes the spec names as examples', () => {
    expect(MAKES).toEqual(
      expect.arrayContaining(['Toyota', 'Honda', 'Ford', 'Tesla', 'Mercedes-Benz']),
    );
  });

  it('lists makes in alphabetical order without duplicates', () => {
    expect(outOfOrder(MAKES)).toEqual([]);
    expect(duplicates(MAKES)).toEqual([]);
  });

  it.each(MAKES)('%s has a sorted, duplicate-free list of models the API accepts', (make) => {
    const models = modelsFor(make);
    expect(models.length).toBeGreaterThanOrEqual(2);
    expect(outOfOrder(models)).toEqual([]);
    expect(duplicates(models)).toEqual([]);
    // vehicle-info limits: make at most 50 characters, model at most 80; no stray blanks.
    expect(make.length).toBeLessThanOrEqual(50);
    for (const model of models) {
      expect(model).toBe(model.trim());
      expect(model.length).toBeGreaterThan(0);
      expect(model.length).toBeLessThanOrEqual(80);
    }
  });

  it('offers EVs for makes that sell them', () => {
    expect(modelsFor('Tesla')).toContain('Model 3');
    expect(modelsFor('Ford')).toContain('F-150 Lightning');
    expect(modelsFor('Toyota')).toContain('Prius');
  });

  it('gives no models before a make is chosen or for an unknown make', () => {
    expect(modelsFor('')).toEqual([]);
    expect(modelsFor(undefined)).toEqual([]);
    expect(modelsFor(null)).toEqual([]);
    expect(modelsFor('Yugo')).toEqual([]);
    expect(modelsFor('constructor')).toEqual([]);
  });
});

describe('vehicleYears', () => {
  it('runs from the current year down to 1990, one entry per year', () => {
    const years = vehicleYears(new Date(2026, 5, 15));
    expect(years[0]).toBe(2026);
    expect(years[years.length - 1]).toBe(OLDEST_VEHICLE_YEAR);
    expect(OLDEST_VEHICLE_YEAR).toBe(1990);
    expect(years).toHaveLength(2026 - 1990 + 1);
    expect(years.every((year, i) => i === 0 || years[i - 1] === year + 1)).toBe(true);
  });

  it('follows the clock it is given', () => {
    expect(vehicleYears(new Date(2031, 0, 1))[0]).toBe(2031);
  });
});

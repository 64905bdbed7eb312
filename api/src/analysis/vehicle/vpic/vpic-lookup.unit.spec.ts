import { openVpicLookup } from './vpic-lookup';
import { vinModelYear } from './vpic-patterns';

describe('vehicle facts from NHTSA vPIC', () => {
  const vpic = openVpicLookup();

  it('opens the database on this Node (24, with node:sqlite)', () => {
    expect(vpic.source).toMatch(/vPIC/);
  });

  it('a 2021 Tesla Model 3 is battery-electric, with no gearbox to service', () => {
    const f = vpic.lookup({ year: 2021, make: 'Tesla', model: 'Model 3' });
    expect(f.electrification).toEqual({ value: 'BEV', source: 'model-year' });
    expect(f.transmissions?.value).toEqual([]);
  });

  it('a 2019 Toyota Camry Hybrid is a hybrid; a plain 2019 Camry (hybrid or not) stays unknown', () => {
    expect(
      vpic.lookup({ year: 2019, make: 'Toyota', model: 'Camry Hybrid' }).electrification?.value,
    ).toBe('HEV');
    expect(
      vpic.lookup({ year: 2019, make: 'Toyota', model: 'Camry' }).electrification?.value ?? null,
    ).toBeNull();
  });

  it('a 2015 Honda Civic has four-cylinder engines and no record of a turbo', () => {
    const f = vpic.lookup({ year: 2015, make: 'Honda', model: 'Civic LX' });
    expect(f.engines?.value?.every((e) => e.cylinders === 4)).toBe(true);
    expect(f.turbo?.value).not.toBe(true);
  });

  it('a model year with a rare variant is not told as that variant (mixed line-ups stay unknown)', () => {
    // vPIC records the plug-in Sonata, the diesel Cruze and the F-150's turbo engines by
    // their own patterns; the rest of each line-up is not plug-in, diesel or turbocharged.
    const sonata = vpic.lookup({ year: 2016, make: 'Hyundai', model: 'Sonata' });
    expect(sonata.electrification?.value ?? null).toBeNull();
    expect(
      vpic.lookup({ year: 2015, make: 'Chevrolet', model: 'Cruze' }).fuel?.value ?? null,
    ).toBeNull();
    const f150 = vpic.lookup({ year: 2018, make: 'Ford', model: 'F-150' });
    expect(f150.engines?.value?.length).toBeGreaterThan(1);
    expect(f150.turbo?.value ?? null).toBeNull();
  });

  it("decodes a VIN: NHTSA's example 1HGCM82633A004352 is a 2003 Honda Accord V6", () => {
    expect(vinModelYear('1HGCM82633A004352')).toBe(2003);
    const f = vpic.lookup({ year: 2003, make: 'Honda', model: 'Accord', vin: '1HGCM82633A004352' });
    expect(f.engines).toEqual({
      value: [expect.objectContaining({ cylinders: 6 })],
      source: 'vin',
    });
    expect(f.fuel?.value).toBe('gasoline');
  });

  it('without node:sqlite (Node 20) it says so once and knows nothing, without throwing', () => {
    const said: string[] = [];
    const none = openVpicLookup((m) => said.push(m), null);
    expect(none.lookup({ year: 2015, make: 'Honda', model: 'Civic' })).toEqual({});
    openVpicLookup((m) => said.push(m), null);
    expect(said.length).toBeLessThanOrEqual(1);
  });
});

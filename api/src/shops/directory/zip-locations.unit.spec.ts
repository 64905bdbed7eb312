import { locateZip } from './zip-locations';

describe('locateZip', () => {
  it('finds the default test ZIP codes of the spec', () => {
    expect(locateZip('85253')).toEqual({
      zip: '85253',
      lat: expect.closeTo(33.55, 1),
      lon: expect.closeTo(-111.96, 1),
      city: 'Paradise Valley',
      state: 'AZ',
    });
    expect(locateZip('90210')).toMatchObject({ city: 'Beverly Hills', state: 'CA' });
  });

  it('looks a ZIP+4 up by its first five digits', () => {
    expect(locateZip('90210-1234')).toEqual(locateZip('90210'));
  });

  it('knows remote ZIP codes and Puerto Rico', () => {
    expect(locateZip('99950')).toMatchObject({ city: 'Ketchikan', state: 'AK' });
    expect(locateZip('00601')).toMatchObject({ state: 'PR' });
  });

  it('answers undefined for a ZIP code the dataset does not know', () => {
    expect(locateZip('00000')).toBeUndefined();
    expect(locateZip('99999')).toBeUndefined();
    expect(locateZip('abcde')).toBeUndefined();
  });
});

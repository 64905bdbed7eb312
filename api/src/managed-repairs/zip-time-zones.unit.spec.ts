import { isZipPrefixInUse, timeZoneOfZip, ZIP3_TIME_ZONE_EXCEPTIONS } from '@fairwrench/contracts';
import { loadZipStates } from '../analysis/costs/zip-to-state';

/** One zone per state: the zone most of its people live in. */
const STATE_TIME_ZONES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    ['CT', 'DC', 'DE', 'FL', 'GA', 'KY', 'MA', 'MD', 'ME', 'NC', 'NH', 'NJ', 'NY', 'OH', 'PA']
      .concat(['RI', 'SC', 'VA', 'VT', 'WV'])
      .map((state) => [state, 'America/New_York']),
  ),
  ...Object.fromEntries(
    ['AL', 'AR', 'IA', 'IL', 'KS', 'LA', 'MN', 'MO', 'MS', 'ND', 'NE', 'OK', 'SD', 'TN', 'TX']
      .concat(['WI'])
      .map((state) => [state, 'America/Chicago']),
  ),
  ...Object.fromEntries(['CO', 'MT', 'NM', 'UT', 'WY'].map((state) => [state, 'America/Denver'])),
  ...Object.fromEntries(['CA', 'NV', 'OR', 'WA'].map((state) => [state, 'America/Los_Angeles'])),
  AK: 'America/Anchorage',
  AZ: 'America/Phoenix',
  GU: 'Pacific/Guam',
  HI: 'Pacific/Honolulu',
  ID: 'America/Boise',
  IN: 'America/Indiana/Indianapolis',
  MI: 'America/Detroit',
  PR: 'America/Puerto_Rico',
  VI: 'America/St_Thomas',
};

describe("the contracts' ZIP time zones", () => {
  it("give every prefix in use its state's zone in zip3-states.json, but for the exceptions", () => {
    const states = loadZipStates();
    const disagreements: Record<string, string> = {};
    for (let prefix = 0; prefix < 1000; prefix += 1) {
      const zip3 = String(prefix).padStart(3, '0');
      const state = states[prefix];
      if (!isZipPrefixInUse(`${zip3}01`) || !state) continue;
      const zone = timeZoneOfZip(`${zip3}01`);
      if (zone !== STATE_TIME_ZONES[state]) disagreements[zip3] = String(zone);
    }
    // Each exception is a prefix in use that really differs from its state: none is dead weight.
    expect(disagreements).toEqual(ZIP3_TIME_ZONE_EXCEPTIONS);
  });

  it('are zones this runtime knows', () => {
    const zones = [...Object.values(STATE_TIME_ZONES), ...Object.values(ZIP3_TIME_ZONE_EXCEPTIONS)];
    for (const zone of new Set(zones)) {
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: zone })).not.toThrow();
    }
  });
});

describe("the owner's clock in far west Texas", () => {
  it.each(['79901', '79821', '79938', '88510'])('reads El Paso ZIP %s as Mountain time', (zip) => {
    expect(timeZoneOfZip(zip)).toBe('America/Denver');
  });

  it('keeps the rest of Texas on Central time', () => {
    expect(timeZoneOfZip('79701')).toBe('America/Chicago'); // Midland
    expect(timeZoneOfZip('77001')).toBe('America/Chicago'); // Houston
  });
});

import { isZipPrefixInUse, timeZoneOfZip } from '@fairwrench/contracts';
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
  it('give every prefix in use the zone of its state in zip3-states.json', () => {
    const states = loadZipStates();
    for (let prefix = 0; prefix < 1000; prefix += 1) {
      const zip = `${String(prefix).padStart(3, '0')}01`;
      const state = states[prefix];
      if (!isZipPrefixInUse(zip) || !state) continue;
      expect([zip, timeZoneOfZip(zip)]).toEqual([zip, STATE_TIME_ZONES[state]]);
    }
  });

  it('are zones this runtime knows', () => {
    for (const zone of new Set(Object.values(STATE_TIME_ZONES))) {
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: zone })).not.toThrow();
    }
  });
});

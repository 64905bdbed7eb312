import { isZipPrefixInUse } from '@fairwrench/contracts';
import { loadZipStates, zipToState } from './zip-to-state';
import { testKnowledge } from '../testing/knowledge';

const knowledge = testKnowledge();

describe('zipToState', () => {
  it.each([
    ['90210', 'CA'],
    ['85253', 'AZ'],
    ['10001', 'NY'],
    ['00501', 'NY'],
    ['02108', 'MA'],
    ['20500', 'DC'],
    ['73301', 'TX'],
    ['38655', 'MS'],
    ['72201', 'AR'],
    ['99501', 'AK'],
    ['96813', 'HI'],
    ['00901', 'PR'],
    [' 60614-1234 ', 'IL'],
    ['606141234', 'IL'],
  ])('given %p, returns %p', (zip, state) => {
    expect(zipToState(zip, knowledge.costs.zipStates)).toBe(state);
  });

  it.each(['00000', '09012', '96201', '21300', '1234', '123456', 'abcde', '', '9021O'])(
    'given %p (unused prefix, military mail or malformed), returns null',
    (zip) => {
      expect(zipToState(zip, knowledge.costs.zipStates)).toBeNull();
    },
  );

  it("agrees with the contracts' prefixes in use, which the forms and the API check ZIPs with", () => {
    const states = loadZipStates();
    for (let prefix = 0; prefix < 1000; prefix += 1) {
      const zip = `${String(prefix).padStart(3, '0')}01`;
      expect([zip, isZipPrefixInUse(zip)]).toEqual([zip, zipToState(zip, states) !== null]);
    }
  });
});

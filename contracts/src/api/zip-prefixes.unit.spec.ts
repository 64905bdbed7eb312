import { firstMessage } from '../test-fixtures';
import { managedRepairMessages, managedZipCode } from './managed-repair-update';
import { vehicleInfoMessages, zipCode } from './vehicle-info';
import { isZipPrefixInUse } from './zip-prefixes';

describe('isZipPrefixInUse', () => {
  it.each(['85253', '90210', '10001', '00501', '99950', '85253-1234'])('knows %s', (zip) => {
    expect(isZipPrefixInUse(zip)).toBe(true);
  });

  it.each(['00000', '00100', '21300', '96201', '8525', 'abcde', ''])('refuses %s', (zip) => {
    expect(isZipPrefixInUse(zip)).toBe(false);
  });
});

describe('ZIP code fields', () => {
  it('name an unknown ZIP code in its own words, once', () => {
    const result = zipCode.safeParse('00000');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      vehicleInfoMessages.zipCodeUnknown,
    ]);
  });

  it('keep the spec message for a malformed ZIP code, without the unknown one', () => {
    const result = zipCode.safeParse('0000');
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      vehicleInfoMessages.zipCode,
    ]);
  });

  it('refuse an unknown ZIP code on the managed repair form too', () => {
    expect(firstMessage(managedZipCode, '00000-1234')).toBe(vehicleInfoMessages.zipCodeUnknown);
    expect(firstMessage(managedZipCode, '0000')).toBe(managedRepairMessages.zipTooShort);
    expect(managedZipCode.safeParse('85253-1234').success).toBe(true);
  });
});

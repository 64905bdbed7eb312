import { isValidVin, vinCheckDigit, vinField, vinMessages } from './vin';

describe('VIN check digit (49 CFR 565.15)', () => {
  // Real VINs from public sources: NHTSA's vPIC documentation example (2003 Honda Accord) and
  // the worked example of 49 CFR 565 guidance / Wikipedia "Vehicle identification number".
  it.each(['1HGCM82633A004352', '1M8GDM9AXKP042788', '11111111111111111'])('accepts %s', (vin) => {
    expect(isValidVin(vin)).toBe(true);
  });

  it.each([
    ['1HGCM82643A004352', 'one digit changed'],
    ['1HGCM82633A004353', 'last digit changed'],
    ['1M8GDM9A1KP042788', 'wrong check digit'],
    ['1HGCM82633A00435', 'too short'],
    ['1HGCM82633AO04352', 'a letter O'],
  ])('rejects %s (%s)', (vin) => {
    expect(isValidVin(vin)).toBe(false);
  });

  it('computes X for a remainder of 10', () => {
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
  });

  it('explains each failure in plain words, and reads a VIN typed in lower case', () => {
    const message = (v: string) => vinField.safeParse(v).error?.issues[0]?.message;
    expect(message('1HGCM8263')).toBe(vinMessages.length);
    expect(message('1HGCM82633AO04352')).toBe(vinMessages.letters);
    expect(message('1HGCM82643A004352')).toBe(vinMessages.checkDigit);
    expect(vinField.parse(' 1hgcm82633a004352 ')).toBe('1HGCM82633A004352');
  });
});

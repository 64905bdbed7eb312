import { firstMessage } from '../test-fixtures';
import { moneyRangeSchema, nonBlankText, phoneNumber } from './common-fields';

describe('phoneNumber', () => {
  it.each(['5551234567', '+1 (555) 123-4567', '555.123.4567'])('accepts %p', (phone) => {
    expect(phoneNumber.safeParse(phone).success).toBe(true);
  });

  it.each(['555123456', 'call me please', '', 42])('rejects %p with the spec message', (phone) => {
    expect(firstMessage(phoneNumber, phone)).toBe('Please enter a valid phone number');
  });
});

describe('moneyRangeSchema', () => {
  it('accepts a range', () => {
    expect(moneyRangeSchema.parse({ min: 100, max: 250 })).toEqual({ min: 100, max: 250 });
  });

  it('rejects a range whose minimum exceeds its maximum', () => {
    const result = moneyRangeSchema.safeParse({ min: 300, max: 250 });
    expect(result.error?.issues[0]?.path).toEqual(['max']);
  });

  it('rejects negative amounts, strings and extra keys', () => {
    expect(moneyRangeSchema.safeParse({ min: -1, max: 2 }).success).toBe(false);
    expect(moneyRangeSchema.safeParse({ min: '1', max: 2 }).success).toBe(false);
    expect(moneyRangeSchema.safeParse({ min: 1, max: 2, currency: 'USD' }).success).toBe(false);
  });
});

describe('nonBlankText', () => {
  const subject = nonBlankText('Required', 5, 'Too long');

  it('rejects whitespace only and text over the limit', () => {
    expect(firstMessage(subject, '   ')).toBe('Required');
    expect(firstMessage(subject, '\u200b\u200c\u200d')).toBe('Required');
    expect(firstMessage(subject, '123456')).toBe('Too long');
  });

  it('keeps the text as typed', () => {
    expect(subject.parse(' hi ')).toBe(' hi ');
  });
});

/// <reference types="jest" />
import { formatMoney, formatMoneyRange, formatOneDecimal } from './format';

describe('money and numbers (sections 3 and 9)', () => {
  it('shows USD, en-US, without decimals', () => {
    expect(formatMoney(1234.56)).toBe('$1,235');
    expect(formatMoney(0)).toBe('$0');
  });

  it('shows a range as "min to max"', () => {
    expect(formatMoneyRange({ min: 150, max: 300 })).toBe('$150 to $300');
    expect(formatMoneyRange({ min: 95.4, max: 95.4 })).toBe('$95 to $95');
  });

  it('rounds distances and ratings to one decimal', () => {
    expect(formatOneDecimal(4.66)).toBe('4.7');
    expect(formatOneDecimal(3)).toBe('3.0');
  });
});

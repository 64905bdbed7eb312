import { formatHours } from './format-hours';

describe('formatHours', () => {
  it.each([
    [{ min: 0.5, max: 0.75 }, '30-45 minutes'],
    [{ min: 0.2, max: 0.3 }, '15 minutes'],
    [{ min: 1, max: 2 }, '1-2 hours'],
    [{ min: 1, max: 1 }, '1 hour'],
    [{ min: 1.3, max: 2.8 }, '1.5-3 hours'],
    [{ min: 0.5, max: 1.5 }, '30 minutes to 1.5 hours'],
    [{ min: 0.5, max: 1 }, '30 minutes to 1 hour'],
    [{ min: 3, max: 2 }, '2-3 hours'],
    [{ min: 16, max: 30 }, '2-4 days'],
    [{ min: 8, max: 20 }, '8-20 hours'],
  ])('formats %p as %p', (hours, text) => {
    expect(formatHours(hours)).toBe(text);
  });
});

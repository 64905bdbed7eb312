import { describe, expect, it } from '@jest/globals';
import { erasureSummary, isErasureConfirmed } from './erase-model';

const erasedAt = '2026-11-25T12:00:00.000Z';

describe('erasing my data', () => {
  it('is confirmed only by the word in capitals, spaces around it forgiven', () => {
    expect(isErasureConfirmed('ERASE')).toBe(true);
    expect(isErasureConfirmed(' ERASE ')).toBe(true);
    expect(isErasureConfirmed('erase')).toBe(false);
    expect(isErasureConfirmed('')).toBe(false);
  });

  it('says how many shops are told to delete what they received', () => {
    expect(erasureSummary({ erasedAt, shopsNotified: 3, sharesWithheld: 0 })[1]).toBe(
      'We are telling the 3 partner shops that received your details to delete what each received.',
    );
    expect(erasureSummary({ erasedAt, shopsNotified: 1, sharesWithheld: 0 })[1]).toBe(
      'We are telling the partner shop that received your details to delete them.',
    );
    expect(erasureSummary({ erasedAt, shopsNotified: 0, sharesWithheld: 0 })[1]).toMatch(
      /No partner shop/,
    );
  });

  it('counts what was shared apart from what was still waiting, which now never goes out', () => {
    const summary = erasureSummary({ erasedAt, shopsNotified: 0, sharesWithheld: 4 });
    expect(summary[1]).toBe(
      'No partner shop had received your details yet, so there was no one else to tell.',
    );
    expect(summary[2]).toBe('The 4 requests that were still waiting to be sent will not be sent.');
    expect(erasureSummary({ erasedAt, shopsNotified: 1, sharesWithheld: 1 })[2]).toBe(
      'The request that was still waiting to be sent will not be sent.',
    );
  });

  it('says the data is erased and the browser forgotten', () => {
    const [erased, , browser] = erasureSummary({ erasedAt, shopsNotified: 0, sharesWithheld: 0 });
    expect(erased).toMatch(/^Your personal details are erased/);
    expect(browser).toMatch(/no longer has a session/);
  });
});

import { describe, expect, it } from '@jest/globals';
import { lastUpdatedLabel } from './legal-section';
import { PRIVACY_POLICY_SECTIONS } from './privacy-policy';

const text = (id: string): string =>
  PRIVACY_POLICY_SECTIONS.find((section) => section.id === id)?.paragraphs.join(' ') ?? '';
const wholePolicy = PRIVACY_POLICY_SECTIONS.flatMap((section) => section.paragraphs).join(' ');

describe('Privacy Policy', () => {
  it('has the ten sections of spec section 2, in order, numbered', () => {
    expect(PRIVACY_POLICY_SECTIONS.map((section) => section.id)).toEqual([
      'information-we-collect',
      'how-we-use-information',
      'how-we-share-information',
      'data-retention',
      'marketing-communications',
      'third-party-services',
      'your-rights',
      'data-security',
      'changes-to-this-policy',
      'contact-us',
    ]);
    PRIVACY_POLICY_SECTIONS.forEach((section, i) => {
      expect(section.title.startsWith(`${i + 1}. `)).toBe(true);
      expect(section.paragraphs.length).toBeGreaterThan(0);
    });
  });

  it('asks consent to lead sale and sharing with shops', () => {
    expect(text('how-we-share-information')).toMatch(/consent to .*sharing and selling/);
    expect(text('how-we-share-information')).toMatch(/repair shops/);
  });

  it('asks consent to SMS, calls and marketing', () => {
    expect(text('marketing-communications')).toMatch(/consent to receive/);
    expect(text('marketing-communications')).toMatch(/text messages \(SMS\) and phone calls/);
  });

  it('says vehicle data may be kept indefinitely', () => {
    expect(text('data-retention')).toMatch(/Vehicle data.*may be kept indefinitely/s);
  });

  it('says opting out does not undo data already shared', () => {
    expect(text('marketing-communications')).toMatch(
      /Opting out .*does not undo data already shared/,
    );
    expect(text('your-rights')).toMatch(/does not undo data already shared/);
  });

  it('uses the product name and no leftover placeholders', () => {
    expect(wholePolicy).toContain('FairWrench');
    expect(wholePolicy).not.toMatch(/[{}]|TODO|lorem/i);
  });
});

describe('lastUpdatedLabel', () => {
  it('shows the given day as a US long date', () => {
    expect(lastUpdatedLabel(new Date(2026, 2, 5))).toBe('March 5, 2026');
  });
});

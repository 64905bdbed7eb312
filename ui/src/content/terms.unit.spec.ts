import { describe, expect, it } from '@jest/globals';
import { TERMS_ACKNOWLEDGMENT, TERMS_SECTIONS } from './terms';

const text = (id: string): string =>
  TERMS_SECTIONS.find((section) => section.id === id)?.paragraphs.join(' ') ?? '';
const wholeTerms = [...TERMS_SECTIONS, TERMS_ACKNOWLEDGMENT]
  .flatMap((section) => section.paragraphs)
  .join(' ');

describe('Terms & Conditions', () => {
  it('has 14 numbered sections with unique ids, plus the acknowledgment', () => {
    expect(TERMS_SECTIONS).toHaveLength(14);
    expect(new Set(TERMS_SECTIONS.map((section) => section.id)).size).toBe(14);
    TERMS_SECTIONS.forEach((section, i) => {
      expect(section.title.startsWith(`${i + 1}. `)).toBe(true);
      expect(section.paragraphs.length).toBeGreaterThan(0);
    });
    expect(TERMS_ACKNOWLEDGMENT.title).toBe('Acknowledgment');
    expect(TERMS_ACKNOWLEDGMENT.paragraphs.join(' ')).toMatch(/agree to be bound/);
  });

  it('offers guidance only, without warranty', () => {
    expect(text('guidance-only')).toMatch(/guidance for information only/);
    expect(text('guidance-only')).toMatch(/without warranty/);
  });

  it('caps liability at the lesser of 12 months of payments or $100', () => {
    expect(text('limitation-of-liability')).toMatch(/lesser of .*12 months.* or \$100/);
  });

  it('has indemnification and the lead-generation disclosure', () => {
    expect(text('indemnification')).toMatch(/indemnify/);
    expect(text('lead-generation')).toMatch(/pay us for leads/);
    expect(text('lead-generation')).toMatch(/shared with or sold to/);
  });

  it('requires binding arbitration without jury or class action', () => {
    const arbitration = text('arbitration');
    expect(arbitration).toMatch(/binding arbitration/);
    expect(arbitration).toMatch(/national arbitration association/);
    expect(arbitration).toMatch(/jury trial/);
    expect(arbitration).toMatch(/class action/);
  });

  it('is governed by Delaware law with a Delaware venue', () => {
    expect(text('governing-law')).toMatch(/laws of the State of Delaware/);
    expect(text('governing-law')).toMatch(/courts located in Delaware/);
  });

  it('changes on posting, ends without notice and lets FairWrench represent the owner', () => {
    expect(text('changes')).toMatch(/take effect when they are posted/);
    expect(text('termination')).toMatch(/without notice/);
    expect(text('authorization-to-represent')).toMatch(/authorize FairWrench to represent you/);
  });

  it('uses the product name and no leftover placeholders', () => {
    expect(wholeTerms).toContain('FairWrench');
    expect(wholeTerms).not.toMatch(/[{}]|TODO|lorem/i);
  });
});

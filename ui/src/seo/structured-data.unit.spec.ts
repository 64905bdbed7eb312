import { describe, expect, it } from '@jest/globals';
import { SUPPORT } from '../config/support';
import { FAQS } from '../content/faqs';
import { faqPageJsonLd, organizationJsonLd } from './structured-data';

describe('FAQPage JSON-LD', () => {
  it('holds all 12 questions of /faqs with their answers, in order, as plain text', () => {
    const data = faqPageJsonLd(FAQS);
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'FAQPage' });
    const entities = data.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
    expect(entities).toHaveLength(12);
    expect(entities.map(({ name }) => name)).toEqual(FAQS.map(({ question }) => question));
    expect(entities.map(({ acceptedAnswer }) => acceptedAnswer.text)).toEqual(
      FAQS.map(({ answer }) => answer),
    );
    expect(entities.every((entity) => JSON.stringify(entity).match(/<[a-z/]/i) === null)).toBe(
      true,
    );
  });
});

describe('Organization JSON-LD', () => {
  it('names the site, its logo and the support contacts the footer shows', () => {
    expect(organizationJsonLd('https://fairwrench.app')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'FairWrench',
      url: 'https://fairwrench.app/',
      logo: 'https://fairwrench.app/icon-512.png',
      sameAs: [SUPPORT.social],
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'customer support',
        telephone: '+18885550142',
        email: SUPPORT.email,
        areaServed: 'US',
        availableLanguage: 'English',
      },
    });
  });
});

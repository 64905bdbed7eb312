import { SITE_NAME } from '../config/page-meta';
import { SUPPORT } from '../config/support';
import type { FaqItem } from '../content/faqs';

/** schema.org JSON-LD (https://schema.org), read by search engines for rich results. */
export type JsonLd = Readonly<Record<string, unknown>>;

/** Every question on /faqs with its answer, as plain text (Google's FAQPage guidelines). */
export function faqPageJsonLd(faqs: readonly FaqItem[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
}

/** Who runs the site, with the support contacts the footer shows. */
export function organizationJsonLd(origin: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE_NAME,
    url: `${origin}/`,
    logo: `${origin}/icon-512.png`,
    sameAs: [SUPPORT.social],
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      telephone: SUPPORT.phoneHref.replace(/^tel:/, ''),
      email: SUPPORT.email,
      areaServed: 'US',
      availableLanguage: 'English',
    },
  };
}

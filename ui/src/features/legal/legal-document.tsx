import type { ReactNode } from 'react';
import { useToday } from '../../app/use-today';
import { lastUpdatedLabel, type LegalSection } from '../../content/legal-section';
import './legal.css';

interface LegalDocumentProps {
  readonly title: string;
  readonly intro?: ReactNode;
  readonly sections: readonly LegalSection[];
  /** A closing block set apart from the numbered sections (the terms' acknowledgment). */
  readonly closing?: LegalSection;
}

function Section({ section, className }: { section: LegalSection; className?: string }) {
  const headingId = `${section.id}-title`;
  return (
    <section id={section.id} aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="legal__heading">
        {section.title}
      </h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </section>
  );
}

/**
 * The Privacy Policy and the Terms & Conditions share this view: the content modules hold
 * the words, this renders them. 'Last Updated' is the day the page is shown, as the spec asks;
 * read once per mount so it cannot change under the reader at midnight (a pre-rendered page
 * first shows its build day, then the visitor's).
 */
export function LegalDocument({ title, intro, sections, closing }: LegalDocumentProps) {
  const today = lastUpdatedLabel(useToday());
  return (
    <article className="container container--narrow legal">
      <h1 className="page-title">{title}</h1>
      <p className="legal__updated">
        Last Updated: <time>{today}</time>
      </p>
      {intro}
      {sections.map((section) => (
        <Section key={section.id} section={section} className="legal__section" />
      ))}
      {closing && <Section section={closing} className="legal__section legal__closing" />}
    </article>
  );
}

import { useState, type KeyboardEvent } from 'react';
import { FAQS } from '../../content/faqs';
import './faqs.css';

/**
 * The twelve FAQ entries as the WAI-ARIA accordion pattern: each question an h2 holding a
 * button with aria-expanded, each answer a labelled region. Several can be open at once (spec
 * section 2), and owners compare answers side by side.
 *
 * Written here rather than with Radix's Accordion: hydrating its twelve items (collection,
 * roving focus, presence) was the longest task on a phone (ADR 029). The answers stay in the
 * HTML, hidden, so they need no script to exist and search engines read them with the page.
 */
export function FaqAccordion() {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <div className="faq-list">
      {FAQS.map((item) => {
        const expanded = open.has(item.id);
        const state = expanded ? 'open' : 'closed';
        return (
          <div key={item.id} className="faq-item" id={item.id} data-state={state}>
            <h2 className="faq-item__heading">
              <button
                type="button"
                id={`${item.id}-question`}
                className="faq-item__trigger"
                aria-expanded={expanded}
                aria-controls={`${item.id}-answer`}
                data-state={state}
                onClick={() => toggle(item.id)}
                onKeyDown={moveBetweenQuestions}
              >
                <span>{item.question}</span>
                <svg
                  className="faq-item__chevron"
                  viewBox="0 0 20 20"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
                </svg>
              </button>
            </h2>
            <div
              id={`${item.id}-answer`}
              role="region"
              aria-labelledby={`${item.id}-question`}
              className="faq-item__content"
              hidden={!expanded}
            >
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}

const KEY_MOVES: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** The pattern's optional keys: Up and Down move between questions, Home and End to the ends. */
function moveBetweenQuestions(event: KeyboardEvent<HTMLButtonElement>) {
  const move = KEY_MOVES[event.key];
  const list = event.currentTarget.closest('.faq-list');
  if (!move || !list) return;
  const questions = [...list.querySelectorAll<HTMLButtonElement>('.faq-item__trigger')];
  const index = questions.indexOf(event.currentTarget);
  if (index < 0) return;
  event.preventDefault();
  questions[move(index, questions.length)]?.focus();
}

import * as Accordion from '@radix-ui/react-accordion';
import { FAQS } from '../../content/faqs';
import './faqs.css';

/**
 * The twelve FAQ entries. type="multiple" because owners compare answers side by side: each
 * item opens and closes on its own (spec section 2). Questions are h2s so screen-reader users
 * can jump between them by heading.
 */
export function FaqAccordion() {
  return (
    <Accordion.Root type="multiple" className="faq-list">
      {FAQS.map((item) => (
        <Accordion.Item key={item.id} value={item.id} className="faq-item" id={item.id}>
          <Accordion.Header asChild>
            <h2 className="faq-item__heading">
              <Accordion.Trigger className="faq-item__trigger">
                <span>{item.question}</span>
                <svg
                  className="faq-item__chevron"
                  viewBox="0 0 20 20"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
                </svg>
              </Accordion.Trigger>
            </h2>
          </Accordion.Header>
          <Accordion.Content className="faq-item__content">
            <p>{item.answer}</p>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

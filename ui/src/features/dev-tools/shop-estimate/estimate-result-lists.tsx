import type { ReviewedService, UnnecessaryItem } from '@fairwrench/contracts';
import { formatMoney, formatMoneyRange } from '../../../lib/format';

export function ReviewList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <section className="dev-test__section" aria-label={title}>
      <h3>{title}</h3>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/** Each line of the estimate against what it usually costs in the area. */
export function ReviewedServices({ services }: { services: readonly ReviewedService[] }) {
  return (
    <section className="dev-test__section" aria-label="Services on the estimate">
      <h3>Services on the estimate</h3>
      <ul className="estimate-result__services">
        {services.map((service) => (
          <li key={service.name}>
            <strong>{service.name}</strong>: {service.description}.{' '}
            <span>
              Shop price {formatMoney(service.shopEstimate)}; usual{' '}
              {formatMoneyRange(service.priceRange)}.
            </span>{' '}
            <span className={service.isFair ? 'estimate-result__fair' : 'estimate-result__high'}>
              {service.isFair ? 'Fair' : 'Above the usual range'}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Plain lines, or lines with the reasons they are likely not needed. */
export function UnnecessaryItems({ items }: { items: readonly UnnecessaryItem[] }) {
  return (
    <section className="dev-test__section" aria-label="Possibly unnecessary items">
      <h3>Possibly unnecessary items</h3>
      {items.length === 0 ? (
        <p>None found: every line looks needed.</p>
      ) : (
        <ul>
          {items.map((item) =>
            typeof item === 'string' ? (
              <li key={item}>{item}</li>
            ) : (
              <li key={item.item}>
                <strong>{item.item}</strong>
                <ul>
                  {item.details.map((detail) => (
                    <li key={detail}>{detail}</li>
                  ))}
                </ul>
                {item.note && <p className="muted">{item.note}</p>}
              </li>
            ),
          )}
        </ul>
      )}
    </section>
  );
}

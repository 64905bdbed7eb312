import type { ReviewedService } from '@fairwrench/contracts';
import { cn } from '../../lib/cn';
import { formatMoney, formatMoneyRange } from '../../lib/format';
import { serviceLabel } from './estimate-model';

type Services = { services: readonly ReviewedService[] };

/**
 * Each priced line of the estimate beside its fair range. Wide screens get a table (figures
 * are compared down the columns); phones get one card per line, since four columns do not
 * fit 360 px. CSS shows exactly one of the two, and display:none hides the other from
 * assistive technology as well.
 */
export function EstimateServices({ services }: Services) {
  if (services.length === 0) return null;
  return (
    <section className="result-section" aria-labelledby="services-title">
      <h2 id="services-title">Services on the Estimate</h2>
      <ServicesTable services={services} />
      <ServicesCards services={services} />
    </section>
  );
}

function Fairness({ service }: { service: ReviewedService }) {
  const { label, tone } = serviceLabel(service);
  return <span className={cn('fairness', `fairness--${tone}`)}>{label}</span>;
}

function ServicesTable({ services }: Services) {
  return (
    <table className="services services--table">
      <thead>
        <tr>
          <th scope="col">Service</th>
          <th scope="col">Fair price</th>
          <th scope="col">Shop estimate</th>
          <th scope="col">Verdict</th>
        </tr>
      </thead>
      <tbody>
        {services.map((service, index) => (
          <tr key={`${index}-${service.name}`}>
            <th scope="row">
              <span className="services__name">{service.name}</span>
              <span className="services__description">{service.description}</span>
            </th>
            <td>{formatMoneyRange(service.priceRange)}</td>
            <td>{formatMoney(service.shopEstimate)}</td>
            <td>
              <Fairness service={service} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ServicesCards({ services }: Services) {
  return (
    <ul className="result-list services--cards">
      {services.map((service, index) => (
        <li key={`${index}-${service.name}`} className="result-card">
          <h3>{service.name}</h3>
          <p className="services__description">{service.description}</p>
          <dl className="facts">
            <div>
              <dt>Fair price</dt>
              <dd>{formatMoneyRange(service.priceRange)}</dd>
            </div>
            <div>
              <dt>Shop estimate</dt>
              <dd>{formatMoney(service.shopEstimate)}</dd>
            </div>
            <div>
              <dt>Verdict</dt>
              <dd>
                <Fairness service={service} />
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}

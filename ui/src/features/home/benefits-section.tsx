import { BENEFITS } from './home-content';
import { Icon } from './home-icons';

export function BenefitsSection() {
  return (
    <section className="home-section" aria-labelledby="benefits-title">
      <div className="container">
        <h2 id="benefits-title" className="home-section__title">
          Don&apos;t Overpay for Auto Repairs
        </h2>
        <ul className="home-grid">
          {BENEFITS.map(({ icon, title, text }) => (
            <li key={title} className="home-tile">
              <span className="home-tile__icon">
                <Icon name={icon} />
              </span>
              <h3 className="home-tile__title">{title}</h3>
              <p className="home-tile__text">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

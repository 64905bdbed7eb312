import { HERO_TICKS } from './home-content';
import { Icon } from './home-icons';
import './hero.css';

/** The headline, the four promises and the marketing claims of section 1. */
export function Hero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <h1 id="hero-title" className="hero__title">
          Free Expert Auto Repair Assistance
        </h1>
        <p className="hero__lead">
          Unnecessary upselling costs consumers an average of $975. Our simple 4-step process gets
          you an expert analysis of your car problem, usually within minutes. We cover all major
          makes and models, and you can upload photos of the problem or your estimate.
        </p>
        <ul className="hero__ticks">
          {HERO_TICKS.map((tick) => (
            <li key={tick} className="hero__tick">
              <Icon name="check" className="hero__tick-icon" />
              {tick}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

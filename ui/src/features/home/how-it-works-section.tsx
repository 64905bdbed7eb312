import { HOW_IT_WORKS_ID } from '../../layout/scroll-to-how-it-works';
import { HOW_IT_WORKS_STEPS } from './home-content';

/** The section the header's How It Works button scrolls to. */
export function HowItWorksSection() {
  return (
    <section
      id={HOW_IT_WORKS_ID}
      className="home-section home-section--tinted"
      aria-labelledby="how-it-works-title"
    >
      <div className="container">
        <h2 id="how-it-works-title" className="home-section__title">
          How It Works
        </h2>
        <ol className="home-grid home-grid--four">
          {HOW_IT_WORKS_STEPS.map(({ title, text }, index) => (
            <li key={title} className="home-tile">
              <span className="home-step__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3 className="home-tile__title">{title}</h3>
              <p className="home-tile__text">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

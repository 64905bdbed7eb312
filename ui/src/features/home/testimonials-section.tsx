import { TESTIMONIALS, STAR_SCALE, starsLabel } from './home-content';
import { Icon } from './home-icons';

function Stars({ count }: { count: number }) {
  return (
    <div className="stars" role="img" aria-label={starsLabel(count)}>
      {Array.from({ length: STAR_SCALE }, (_, index) => (
        <Icon key={index} name="star" className={index < count ? 'star star--on' : 'star'} />
      ))}
    </div>
  );
}

export function TestimonialsSection() {
  return (
    <section className="home-section" aria-labelledby="testimonials-title">
      <div className="container">
        <h2 id="testimonials-title" className="home-section__title">
          What Our Users Say
        </h2>
        <ul className="home-grid">
          {TESTIMONIALS.map(({ name, vehicle, stars, quote }) => (
            <li key={name} className="home-tile testimonial">
              <figure className="testimonial__figure">
                <Stars count={stars} />
                <blockquote className="testimonial__quote">
                  <p>{quote}</p>
                </blockquote>
                <figcaption className="testimonial__by">
                  <span className="testimonial__name">{name}</span>
                  <span className="testimonial__vehicle">{vehicle}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

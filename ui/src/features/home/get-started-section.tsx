import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { Button } from '../../components/ui/button';

/** The closing call to action, for owners who scrolled past the form at the top. */
export function GetStartedSection() {
  return (
    <section className="home-section home-cta" aria-labelledby="cta-title">
      <div className="container home-cta__inner">
        <h2 id="cta-title" className="home-section__title">
          Ready to Stop Overpaying?
        </h2>
        <p className="home-cta__text">Get a free expert analysis of your car problem in minutes.</p>
        <Button asChild size="lg" variant="secondary">
          <Link to={paths.vehicleInfo}>Get Started Now</Link>
        </Button>
      </div>
    </section>
  );
}

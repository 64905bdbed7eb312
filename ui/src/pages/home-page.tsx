import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { BenefitsSection } from '../features/home/benefits-section';
import { GetStartedSection } from '../features/home/get-started-section';
import { Hero } from '../features/home/hero';
import { HowItWorksSection } from '../features/home/how-it-works-section';
import { StartCard } from '../features/home/start-card';
import { TestimonialsSection } from '../features/home/testimonials-section';
import '../features/home/home.css';
import { useFlowPage } from '../flow/use-flow-page';
import { HOW_IT_WORKS_ID, scrollToHowItWorks } from '../layout/scroll-to-how-it-works';
import { SitePage } from '../layout/site-page';

/**
 * The landing page. It is the flow page 'home': its embedded form is the first step, so it
 * reports in like a step page, but it has its own layout and never waits for the machine
 * (the form shows at once; the machine is ready long before anyone can fill it in).
 */
export function HomePage() {
  useFlowPage('home', { loadMachine: false });
  useScrollToHowItWorksOnArrival();
  return (
    <SitePage className="home-page">
      <Hero />
      <StartCard />
      <BenefitsSection />
      <HowItWorksSection />
      <TestimonialsSection />
      <GetStartedSection />
    </SitePage>
  );
}

/**
 * Arriving at /#how-it-works from another page: the app-wide scroll restoration runs before
 * this lazily loaded page has rendered the section, so the page scrolls once it is there.
 */
function useScrollToHowItWorksOnArrival() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === `#${HOW_IT_WORKS_ID}`) scrollToHowItWorks();
  }, [hash]);
}

/// <reference types="jest" />
import {
  HERO_TICKS,
  HOW_IT_WORKS_STEPS,
  STAR_SCALE,
  TESTIMONIALS,
  starsLabel,
} from './home-content';

describe('the landing page content', () => {
  it('has the four ticks of the spec, word for word', () => {
    expect(HERO_TICKS).toEqual([
      '100% Free to use',
      'Avoid upsells and rip-offs',
      'Save money on repairs',
      'Quality shop recommendations',
    ]);
  });

  it('walks through the four steps in order', () => {
    expect(HOW_IT_WORKS_STEPS.map((step) => step.title)).toEqual([
      'Vehicle Information',
      'Describe the Issue',
      'Expert Analysis',
      'Choose Your Option',
    ]);
  });

  it('shows three five-star testimonials signed with a first name and an initial', () => {
    expect(TESTIMONIALS).toHaveLength(3);
    for (const testimonial of TESTIMONIALS) {
      expect(testimonial.name).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/);
      expect(testimonial.vehicle).toMatch(/^(19|20)\d\d \S/);
      expect(testimonial.stars).toBe(STAR_SCALE);
    }
  });

  it('reads a rating out as a sentence', () => {
    expect(starsLabel(5)).toBe('5 out of 5 stars');
    expect(starsLabel(4, 5)).toBe('4 out of 5 stars');
  });
});

import type { IconName } from './home-icons';

/** The landing page's texts (spec section 2, Home), kept apart from the layout. */
export const HERO_TICKS = [
  '100% Free to use',
  'Avoid upsells and rip-offs',
  'Save money on repairs',
  'Quality shop recommendations',
] as const;

export const BENEFITS: readonly { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'search',
    title: 'Expert Analysis',
    text: 'Our auto experts rank the likely causes by probability and urgency, so you know what really needs fixing.',
  },
  {
    icon: 'savings',
    title: 'Save Money',
    text: "See fair local price ranges before you visit a shop, and skip the repairs you don't need.",
  },
  {
    icon: 'heart',
    title: 'Always Free',
    text: 'Partner repair shops pay for our service, so our advice never costs you a cent.',
  },
];

export const HOW_IT_WORKS_STEPS: readonly { title: string; text: string }[] = [
  { title: 'Vehicle Information', text: 'Tell us the year, make and model of your vehicle.' },
  {
    title: 'Describe the Issue',
    text: "Explain what's wrong in your own words, and add photos if you have them.",
  },
  {
    title: 'Expert Analysis',
    text: 'Get the likely causes, how urgent they are and fair cost ranges, usually within minutes.',
  },
  {
    title: 'Choose Your Option',
    text: 'Pick recommended local shops, or let us manage the repair at no extra cost.',
  },
];

export type Testimonial = { name: string; vehicle: string; stars: number; quote: string };

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Maria G.',
    vehicle: '2016 Honda Civic',
    stars: 5,
    quote:
      'The shop wanted to replace my rotors too. The analysis showed the pads were all I needed, and I saved over $300.',
  },
  {
    name: 'James T.',
    vehicle: '2019 Ford F-150',
    stars: 5,
    quote:
      'I uploaded a photo of my estimate and learned two items were upsells. The shop took them off without a fuss.',
  },
  {
    name: 'Priya S.',
    vehicle: '2014 Toyota Camry',
    stars: 5,
    quote:
      'My check engine light came on before a road trip. Within minutes I knew it could wait, and what a fair price was.',
  },
];

export const STAR_SCALE = 5;

/** How a rating reads to a screen reader, where the row of stars says nothing. */
export function starsLabel(stars: number, scale: number = STAR_SCALE): string {
  return `${stars} out of ${scale} stars`;
}

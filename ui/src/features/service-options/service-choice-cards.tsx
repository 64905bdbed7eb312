import type { ReactNode } from 'react';
import { RadioGroup, RadioGroupItem } from '../../components/ui/radio-group';
import type { ServiceChoice } from '../../flow/flow-types';

/** What each level includes (section 1), in the owner's terms. */
const RECOMMENDATION_BENEFITS = [
  'Up to five partner shops near you that fit your repair',
  'Rating, reviews, phone number and hours for each shop',
  'Directions to the shop in one tap',
  'You contact and book the shop you like',
] as const;

const MANAGED_BENEFITS = [
  'We schedule the repair at a partner shop for you',
  'We negotiate the price and coordinate the work with the shop',
  'You approve all repairs and expenses before any work starts',
  'You pay only for the repairs you approved',
  'Discounted fleet rates on parts and labor',
  'Only highly rated shops',
] as const;

type Props = {
  value: ServiceChoice | null;
  onChange: (choice: ServiceChoice) => void;
};

/** The two service levels as radio cards. */
export function ServiceChoiceCards({ value, onChange }: Props) {
  return (
    <RadioGroup
      className="service-choices"
      aria-label="Service level"
      value={value ?? ''}
      onValueChange={(next) => onChange(next as ServiceChoice)}
    >
      <ServiceChoiceCard
        value="recommendations"
        eyebrow="SELF-MANAGED"
        title="Shop Recommendations"
        summary="Get a list of highly rated local shops and arrange the repair yourself."
        benefits={RECOMMENDATION_BENEFITS}
      />
      <ServiceChoiceCard
        value="managed"
        eyebrow="FULL-SERVICE"
        title={
          <>
            Managed Repair <span className="service-choice__free">(at no extra cost)</span>
          </>
        }
        summary="We arrange the whole repair for you, and you stay in control of every cost."
        benefits={MANAGED_BENEFITS}
      />
    </RadioGroup>
  );
}

type CardProps = {
  value: ServiceChoice;
  eyebrow: string;
  title: ReactNode;
  summary: string;
  benefits: readonly string[];
};

/**
 * One radio card. The radio is named by the card's heading and described by the rest, so a
 * screen reader hears the level first and the details after.
 */
function ServiceChoiceCard({ value, eyebrow, title, summary, benefits }: CardProps) {
  const id = `service-${value}`;
  return (
    <div className="choice service-choice">
      <RadioGroupItem value={value} id={id} aria-describedby={`${id}-details`} />
      <div className="service-choice__body">
        <label htmlFor={id} className="service-choice__label">
          <span className="service-choice__eyebrow">{eyebrow}</span>
          <span className="service-choice__title">{title}</span>
        </label>
        <div id={`${id}-details`}>
          <p className="service-choice__text">{summary}</p>
          <ul className="service-choice__benefits">
            {benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}

/** The 3-step explainer under the choice: what happens after choosing full service. */
const STEPS = [
  {
    title: 'Tell us when and where',
    text: 'Share your phone number, a preferred date and your ZIP code.',
  },
  {
    title: 'We book and negotiate',
    text: 'We pick a highly rated partner shop, schedule the repair and negotiate the price.',
  },
  {
    title: 'You approve, then we repair',
    text: 'Nothing is done until you approve the work and its cost; you pay only for that.',
  },
] as const;

export function ManagedRepairSteps() {
  return (
    <section className="managed-steps" aria-labelledby="managed-steps-title">
      <h2 id="managed-steps-title" className="managed-steps__title">
        How Our Managed Repair Works
      </h2>
      <ol className="managed-steps__list">
        {STEPS.map((step, index) => (
          <li key={step.title} className="managed-steps__step">
            <span className="managed-steps__number" aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <h3 className="managed-steps__step-title">{step.title}</h3>
              <p className="managed-steps__text">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

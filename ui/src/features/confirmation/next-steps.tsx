/** Section 2, managed confirmation: what happens next. The support number is not shown. */
const NEXT_STEPS = [
  {
    title: 'We contact you',
    text: 'Our team will reach out by email or text message to coordinate your appointment with a highly rated partner shop.',
  },
  {
    title: 'Drop off your vehicle',
    text: 'We will send drop-off instructions with the shop, date and time, and approve every repair and cost with you before work starts.',
  },
  {
    title: 'Questions along the way',
    text: 'Our support phone line is open if anything is unclear; you will find it in our first message to you.',
  },
] as const;

export function NextSteps() {
  return (
    <section className="card next-steps" aria-labelledby="next-steps-title">
      <h2 id="next-steps-title">Here&apos;s What Happens Next</h2>
      <ol className="next-steps__list">
        {NEXT_STEPS.map((step) => (
          <li key={step.title}>
            <h3 className="next-steps__title">{step.title}</h3>
            <p className="next-steps__text">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

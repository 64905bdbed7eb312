/**
 * The twelve FAQ entries of spec section 2, in the spec's topic order. Kept as data so the
 * /faqs accordion stays a thin view and the answers can be checked against the product in a
 * unit test. Answers describe what the service really does: an offline, explainable analysis,
 * paid for by partner shops, never a substitute for a mechanic's inspection.
 */
export interface FaqItem {
  /** Stable anchor and accordion key; never reuse an id for a different question. */
  readonly id: string;
  readonly question: string;
  readonly answer: string;
}

export const FAQS: readonly FaqItem[] = [
  {
    id: 'avoid-unnecessary-repairs',
    question: 'How does FairWrench help me avoid unnecessary repairs?',
    answer:
      'Before you agree to any work, FairWrench tells you what is most likely wrong, how urgent it is and what a fair price range looks like. When you upload a shop estimate, we point out items that are often added without need, so you can ask the shop the right questions before you pay.',
  },
  {
    id: 'accuracy',
    question: 'How accurate is the analysis?',
    answer:
      'The analysis compares your description with a knowledge base of known vehicle problems and rates each possible cause by probability. For every cause we show the words from your description that support it, so you can judge the reasoning yourself. It is guidance, not a hands-on inspection: a qualified mechanic should always confirm the problem before repairs begin.',
  },
  {
    id: 'cost',
    question: 'Is FairWrench really free?',
    answer:
      'Yes, FairWrench is 100% free to use. You never pay us for an analysis, for shop recommendations or for our managed repair service. You only pay a shop for repairs you have approved.',
  },
  {
    id: 'turnaround',
    question: 'How long does it take to get my analysis?',
    answer:
      'Usually a few moments after you press Analyze, and almost always within minutes. You see the results on the next screen; there is nothing to wait for by e-mail.',
  },
  {
    id: 'issue-types',
    question: 'What kinds of problems can you help with?',
    answer:
      'Four kinds: diagnosing car symptoms (noises, warning lights, leaks and the like), reviewing an estimate a shop has given you, estimating body or collision damage, and estimating the cost of replacing parts.',
  },
  {
    id: 'shops',
    question: 'Which repair shops do you recommend?',
    answer:
      'We list shops near the ZIP code you give us, with their distance, rating, number of reviews, phone number and opening hours. For managed repairs we only use highly rated shops. Some shops are partners that pay us for referrals; that is how the service stays free.',
  },
  {
    id: 'managed-repair',
    question: 'What is the managed repair service?',
    answer:
      'If you choose Managed Repair, our team arranges the repair for you at no extra cost: we schedule the shop, negotiate the price, claim discounted fleet rates and coordinate the work. You approve every repair and every expense before work starts, and you pay only for what you approved.',
  },
  {
    id: 'photo-upload',
    question: 'Can I upload photos of the problem?',
    answer:
      'Yes. You can add up to 5 images (PNG, JPG or GIF) of damage, warning lights or a written estimate. Photos are stored privately, with location and camera metadata removed, and only you can view them.',
  },
  {
    id: 'disagree-with-analysis',
    question: 'What if I disagree with the analysis?',
    answer:
      'That is fine: the analysis is a starting point, not a verdict. Go back, add the details you think were missed and analyze again, or take the results to a mechanic for a second opinion. You can also tell us what went wrong in the feedback box at the end, or through the contact page.',
  },
  {
    id: 'makes-and-models',
    question: 'Which makes and models do you cover?',
    answer:
      'All major makes sold in the US, from Acura to Volvo, for model years 1990 to today, including hybrids and electric vehicles. If your model is not in the list, choose the closest one and mention the exact model in your description.',
  },
  {
    id: 'urgency',
    question: 'How do I know how urgent a repair is?',
    answer:
      'Each cause carries an urgency: immediate (stop driving and get help), within days, within weeks, or routine maintenance. High urgency is shown in red, medium in amber and low in green, so you can see at a glance what cannot wait.',
  },
  {
    id: 'how-is-it-free',
    question: 'How can you offer expert advice for free?',
    answer:
      'Repair shops pay us when we refer a customer to them, and we may share your request with shops and marketing partners as our Privacy Policy explains. That referral fee pays for the service, so you never receive a bill from FairWrench.',
  },
];

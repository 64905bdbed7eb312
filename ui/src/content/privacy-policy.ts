import { type LegalSection } from './legal-section';

/**
 * The ten sections of the Privacy Policy (spec section 2), in the spec's order. The spec
 * requires the owner's consent to lead sale and sharing with shops, to SMS, calls and
 * marketing; that vehicle data may be kept indefinitely; and that opting out does not undo
 * data already shared. Each of those is stated plainly rather than buried.
 */
export const PRIVACY_POLICY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'information-we-collect',
    title: '1. Information We Collect',
    paragraphs: [
      'When you use FairWrench we collect what you give us: your name, e-mail address, ZIP code and, if you choose managed repair, your phone number and preferred repair date. We also collect your vehicle details (year, make, model and mileage), your description of the problem, any photos you upload, the analysis we produce and any feedback or contact messages you send.',
      'We also record basic technical information needed to run the service safely, such as your IP address and the time of each request.',
    ],
  },
  {
    id: 'how-we-use-information',
    title: '2. How We Use Your Information',
    paragraphs: [
      'We use your information to analyze your vehicle problem, recommend repair shops near you, arrange managed repairs you ask for, answer your questions, improve our analysis and keep the service secure.',
    ],
  },
  {
    id: 'how-we-share-information',
    title: '3. How We Share Your Information',
    paragraphs: [
      'FairWrench is free because repair shops pay us for customer referrals. By using the service you consent to us sharing and selling your request as a lead, including your contact details, vehicle details and problem description, to repair shops and to marketing partners. Shops that receive your lead may contact you about your repair.',
      'When you choose managed repair, we share what a shop needs to schedule and carry out the work. We may also disclose information when the law requires it or to protect our users and the service.',
    ],
  },
  {
    id: 'data-retention',
    title: '4. Data Retention',
    paragraphs: [
      'We keep your contact details for as long as we need them to provide the service and meet our legal obligations. Vehicle data, problem descriptions and analyses may be kept indefinitely, because they help us improve the accuracy of future analyses.',
    ],
  },
  {
    id: 'marketing-communications',
    title: '5. Marketing Communications',
    paragraphs: [
      'By using FairWrench you consent to receive e-mails, text messages (SMS) and phone calls from us, from repair shops and from our marketing partners about your repair and about related offers. Message and data rates may apply.',
      'You can opt out at any time: reply STOP to a text message, use the unsubscribe link in an e-mail, or contact us. Opting out stops future messages from us; it does not undo data already shared with shops or partners, who handle it under their own policies.',
    ],
  },
  {
    id: 'third-party-services',
    title: '6. Third-Party Services',
    paragraphs: [
      'Repair shops, marketing partners, our payment processor and map providers are independent businesses with their own privacy policies, which govern what they do with your information. When you add a payment method, your card details go directly to our payment processor; FairWrench never sees or stores your full card number.',
    ],
  },
  {
    id: 'your-rights',
    title: '7. Your Rights and Choices',
    paragraphs: [
      'Depending on where you live, you may have the right to ask what personal information we hold about you, to correct it, to ask us to delete it and to opt out of its sale. Contact us to make a request; we will verify it is you and answer within the time the law allows.',
      'Deleting or opting out applies from the time we act on your request. It does not undo data already shared with shops or partners before then.',
    ],
  },
  {
    id: 'data-security',
    title: '8. Data Security',
    paragraphs: [
      'We protect your information with reasonable safeguards, such as access controls and limiting who can see it. Uploaded photos are stored privately, with location and camera metadata removed, and are shown only to you. No system is perfectly secure, so we cannot guarantee absolute security.',
    ],
  },
  {
    id: 'changes-to-this-policy',
    title: '9. Changes to This Policy',
    paragraphs: [
      'We may update this policy from time to time. The new version takes effect when it is posted on this page, and the Last Updated date above shows when that was. Continuing to use FairWrench after a change means you accept the updated policy.',
    ],
  },
  {
    id: 'contact-us',
    title: '10. Contact Us',
    paragraphs: [
      'Questions about this policy or your information? Write to us through the Contact page, or use the e-mail address and phone number shown at the bottom of every page. We respond within 24 hours.',
    ],
  },
];

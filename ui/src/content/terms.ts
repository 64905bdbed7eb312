import { type LegalSection } from './legal-section';

/**
 * The Terms & Conditions: 14 sections and a closing acknowledgment (spec section 2). The
 * clauses the spec requires (guidance only, the $100 / 12-month liability cap, indemnity,
 * lead-generation disclosure, arbitration without jury or class action, Delaware law and
 * venue, change on posting, termination without notice, authority to represent the owner)
 * each have their own section so they are easy to find and to link to.
 */
export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    id: 'acceptance',
    title: '1. Acceptance of Terms',
    paragraphs: [
      'These Terms & Conditions govern your use of FairWrench. By using the website or ticking the box to agree, you accept these terms. If you do not agree, please do not use the service.',
    ],
  },
  {
    id: 'the-service',
    title: '2. The Service',
    paragraphs: [
      'FairWrench helps vehicle owners understand car problems and avoid unnecessary or overpriced repairs. It analyzes the problem you describe, recommends repair shops and, if you choose, manages a repair for you. The service is free to you.',
    ],
  },
  {
    id: 'guidance-only',
    title: '3. Guidance Only; No Warranty',
    paragraphs: [
      'Analyses, price ranges and recommendations are guidance for information only. They are not a diagnosis from a mechanic who has inspected your vehicle, and you should have a qualified mechanic confirm any problem before repairs begin.',
      'The service is provided "as is" and "as available", without warranty of any kind, express or implied, including warranties of accuracy, merchantability or fitness for a particular purpose. Repair shops are independent businesses; FairWrench does not guarantee their work, prices or availability.',
    ],
  },
  {
    id: 'your-information',
    title: '4. Your Information',
    paragraphs: [
      'You agree to give accurate, current information about yourself and your vehicle, and to use only contact details that are yours. Our Privacy Policy explains how we collect, use and share that information.',
    ],
  },
  {
    id: 'lead-generation',
    title: '5. Lead Generation Disclosure',
    paragraphs: [
      'FairWrench earns money by referring customers. Repair shops and marketing partners pay us for leads, and your request, contact details and vehicle details may be shared with or sold to them. Shops and partners may contact you by e-mail, text message or phone about your repair and related offers.',
    ],
  },
  {
    id: 'authorization-to-represent',
    title: '6. Authorization to Represent You',
    paragraphs: [
      'You authorize FairWrench to represent you in dealings with repair shops about your repair: to share your request, ask for quotes, negotiate prices and schedule appointments on your behalf. This authorization does not let us approve repairs or spend your money without your consent.',
    ],
  },
  {
    id: 'managed-repair',
    title: '7. Managed Repair Service',
    paragraphs: [
      'If you choose managed repair, our team coordinates the shop, the schedule and the price at no extra cost to you. You approve every repair and expense before work starts and you pay only for approved repairs. Your contract for the repair itself is with the shop that does the work.',
    ],
  },
  {
    id: 'acceptable-use',
    title: '8. Acceptable Use and Your Content',
    paragraphs: [
      'Do not misuse the service: no false requests, no content that is unlawful or that you have no right to share, and no attempts to disrupt or overload the website. You keep ownership of the descriptions and photos you submit, and you give FairWrench permission to use them to provide and improve the service.',
    ],
  },
  {
    id: 'limitation-of-liability',
    title: '9. Limitation of Liability',
    paragraphs: [
      'To the fullest extent the law allows, FairWrench is not liable for any indirect, incidental, special, consequential or punitive damages, or for repair work done by any shop. Our total liability for any claim connected with the service is limited to the lesser of the amount you paid FairWrench in the 12 months before the claim arose or $100.',
    ],
  },
  {
    id: 'indemnification',
    title: '10. Indemnification',
    paragraphs: [
      'You agree to defend, indemnify and hold harmless FairWrench and its team from claims, losses and costs, including reasonable legal fees, that arise from your use of the service, the information you provide or your breach of these terms.',
    ],
  },
  {
    id: 'arbitration',
    title: '11. Binding Arbitration',
    paragraphs: [
      'Any dispute arising from these terms or the service will be settled by binding arbitration, administered by a national arbitration association under its consumer arbitration rules, instead of in court. You and FairWrench each give up the right to a jury trial and agree that claims are brought only individually, never as a plaintiff or class member in any class action or representative proceeding.',
    ],
  },
  {
    id: 'governing-law',
    title: '12. Governing Law and Venue',
    paragraphs: [
      'These terms are governed by the laws of the State of Delaware, without regard to its conflict-of-law rules. Any matter not subject to arbitration will be heard only in the state or federal courts located in Delaware, and you consent to their jurisdiction.',
    ],
  },
  {
    id: 'changes',
    title: '13. Changes to These Terms',
    paragraphs: [
      'We may change these terms at any time. Changes take effect when they are posted on this page. Continuing to use FairWrench after a change is posted means you accept the new terms.',
    ],
  },
  {
    id: 'termination',
    title: '14. Termination',
    paragraphs: [
      'We may suspend or end your access to the service at any time, for any reason, without notice. The sections on guidance only, limitation of liability, indemnification, arbitration and governing law continue to apply after termination.',
    ],
  },
];

export const TERMS_ACKNOWLEDGMENT: LegalSection = {
  id: 'acknowledgment',
  title: 'Acknowledgment',
  paragraphs: [
    'By using FairWrench you acknowledge that you have read and understood these Terms & Conditions and agree to be bound by them, including the lead-generation disclosure, the authorization to represent you with repair shops and the agreement to binding arbitration.',
  ],
};

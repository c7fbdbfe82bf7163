import type { LegalDocument } from './types';

/** Terms of Service (English body): twelve sections, business customers only. */
export const terms: LegalDocument = {
  sections: [
    {
      heading: '1. Scope',
      blocks: [
        'These terms govern the use of the {product} website, the client portal and the consulting services we provide. Individual agreements and statements of work take precedence over these terms where they differ.',
      ],
    },
    {
      heading: '2. Business customers only',
      blocks: [
        'Our services are offered exclusively to businesses, public bodies and other professional customers acting in the course of their trade or profession. They are not offered to consumers. By engaging us you confirm that you act as a business customer.',
      ],
    },
    {
      heading: '3. Conclusion of contracts',
      blocks: [
        'Content on the website is not a binding offer. A contract is concluded when both parties sign a proposal or statement of work, or when we confirm an order in writing.',
      ],
    },
    {
      heading: '4. Our services',
      blocks: [
        'We provide consulting, engineering, analytics, training and managed services as described in the applicable statement of work. Unless agreed otherwise, we owe the diligent performance of services, not a specific economic result.',
      ],
    },
    {
      heading: '5. Your obligations',
      blocks: [
        'You provide the information, access to systems and data, and contact persons we need, in time and free of charge, and you make sure that you are entitled to share the data you give us.',
      ],
    },
    {
      heading: '6. Fees and payment',
      blocks: [
        'Fees are set out in the statement of work and are exclusive of VAT. Invoices are payable within 30 days of the invoice date unless agreed otherwise. Outcome-based fees are calculated from the metrics defined in the agreement.',
      ],
    },
    {
      heading: '7. Intellectual property',
      blocks: [
        'Each party keeps its pre-existing intellectual property. On full payment you receive the rights to the deliverables created specifically for you, as defined in the statement of work. We keep the right to reuse general know-how, methods and tools.',
      ],
    },
    {
      heading: '8. Confidentiality',
      blocks: [
        "Both parties keep the other party's confidential information secret and use it only for the purpose of the cooperation, during the contract and for three years after it ends.",
      ],
    },
    {
      heading: '9. Data protection',
      blocks: [
        'Where we process personal data on your behalf, we conclude a data processing agreement. Our Privacy Policy describes how we process personal data as a controller.',
      ],
    },
    {
      heading: '10. Liability',
      blocks: [
        'We are liable without limitation for intent and gross negligence. For slight negligence we are liable only for breaches of essential contractual obligations, limited to the foreseeable damage typical for the contract and in any case to the fees paid in the twelve months before the damage occurred.',
      ],
    },
    {
      heading: '11. Term and termination',
      blocks: [
        'The term of each engagement is set in the statement of work. Either party may terminate for good cause with immediate effect. Fees for services performed until termination remain payable.',
      ],
    },
    {
      heading: '12. Governing law and disputes',
      blocks: [
        'These terms are governed by Romanian law. Before going to court, the parties will try for 30 days to settle any dispute through good-faith negotiation, starting from the day one party notifies the other of the dispute in writing. If no agreement is reached, the competent courts of Cluj-Napoca, Romania, have exclusive jurisdiction.',
      ],
    },
  ],
};

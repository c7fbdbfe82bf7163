import type { LegalDocument } from './types';

/** Privacy Policy (English body). {product}, {email} are filled in when rendered. */
export const privacyPolicy: LegalDocument = {
  sections: [
    {
      heading: '1. Who we are and who this policy covers',
      blocks: [
        '{product} ("we", "us") is an industrial AI and data consultancy. We are the controller of the personal data described in this policy.',
        'This policy applies to visitors and business contacts in the European Economic Area (EEA), where the General Data Protection Regulation (GDPR) applies, and to visitors in the United States, including the rights that US state privacy laws give you. Where the rules differ, we say so.',
      ],
    },
    {
      heading: '2. The data we collect',
      blocks: [
        'We collect only what we need:',
        {
          list: [
            'Contact data you give us: name, e-mail address, phone number, company, area of interest and your message.',
            'Booking data when you schedule a call: name, e-mail address, chosen time and the answers you give in the booking form.',
            'Usage data: pages visited, referring page, approximate location from a shortened IP address, browser and device type.',
            'Client portal data for approved client accounts: account details, session and security logs.',
            'Application data you send us for a job opening: your CV and the information in it.',
          ],
        },
      ],
    },
    {
      heading: '3. Why we use your data and on what legal basis',
      blocks: [
        {
          list: [
            'To answer your enquiry and prepare a proposal (steps before a contract, Art. 6(1)(b) GDPR).',
            'To deliver our services to client companies (contract, Art. 6(1)(b) GDPR).',
            'To keep the site and portal secure and prevent abuse and spam (legitimate interests, Art. 6(1)(f) GDPR).',
            'To measure and improve the site and, with your consent, to show relevant advertising (consent, Art. 6(1)(a) GDPR).',
            'To meet legal obligations such as accounting and tax rules (Art. 6(1)(c) GDPR).',
          ],
        },
        'We do not sell personal data. US visitors may opt out of any "sharing" for targeted advertising through our consent manager.',
      ],
    },
    {
      heading: '4. The processors we use',
      blocks: [
        'We use carefully selected service providers that process data on our behalf under written data processing agreements:',
        {
          list: [
            'Advertising: platforms that measure our campaigns, only with your consent.',
            'Analytics: a web analytics service that measures visits with shortened IP addresses.',
            'Contact form: the service that stores and forwards messages sent through our contact form.',
            'Calendar widget: the booking service that schedules discovery calls.',
            'Heat-mapping: a tool that shows, in aggregate, where visitors click and scroll, only with your consent.',
            'AI API: a language-model provider used in the client portal, without training on your data.',
            'Chat: a chat service for questions on the site and in the portal.',
            'CRM: the customer relationship system in which we keep business contacts.',
            'Spam protection: a service that checks form submissions for abuse.',
          ],
        },
        "Where a provider processes data outside the EEA, we rely on an adequacy decision or the European Commission's Standard Contractual Clauses, with additional safeguards where needed.",
      ],
    },
    {
      heading: '5. How long we keep data',
      blocks: [
        'Enquiries are kept for up to 24 months after our last contact, client data for the duration of the contract plus the statutory retention periods, and job applications for 6 months after the position is filled unless you agree to a longer period.',
      ],
    },
    {
      heading: '6. Your rights',
      blocks: [
        'Depending on where you live, you have the right to:',
        {
          list: [
            'access the personal data we hold about you and receive a copy;',
            'have inaccurate data corrected and incomplete data completed;',
            'have your data erased or its processing restricted;',
            'object to processing based on legitimate interests, and to direct marketing at any time;',
            'receive your data in a portable format;',
            'withdraw consent at any time, without affecting processing before the withdrawal;',
            'know, delete and correct data, and opt out of sale or sharing, under US state privacy laws, without discrimination;',
            'lodge a complaint with a supervisory authority, in Romania the National Supervisory Authority for Personal Data Processing (ANSPDCP).',
          ],
        },
        'Write to {email} to use your rights. We reply within one month of receiving your request. Where a request is complex we may extend this by two further months and will tell you why within the first month.',
      ],
    },
    {
      heading: '7. Security',
      blocks: [
        'We protect data with encryption in transit, access control, logging of security events and regular reviews of our providers. No system is perfectly secure; we will inform you and the authorities of a breach where the law requires it.',
      ],
    },
    {
      heading: '8. Governing law and jurisdiction',
      blocks: [
        'This policy is governed by Romanian law. Disputes are subject to the competent courts of Cluj-Napoca, Romania, without prejudice to your right to turn to a supervisory authority or the courts of your place of residence where the law grants it.',
      ],
    },
    {
      heading: '9. Changes and contact',
      blocks: [
        'We update this policy when our processing changes; the date at the top shows the latest version. Questions about this policy: {email}.',
      ],
    },
  ],
};

import type { LegalDocument } from './types';

/** Cookie Policy (English body): the four categories and how to manage them. */
export const cookiePolicy: LegalDocument = {
  sections: [
    {
      heading: '1. What cookies are',
      blocks: [
        'Cookies are small text files that a website stores in your browser. Similar technologies, such as local storage, work in the same way; this policy covers them too. The {product} website remembers your language choice in local storage under the key "language".',
      ],
    },
    {
      heading: '2. Essential cookies',
      blocks: [
        'These are needed for the site to work: keeping you signed in to the client portal, protecting forms against abuse and remembering your cookie choices. They cannot be switched off in our consent manager.',
      ],
    },
    {
      heading: '3. Performance cookies',
      blocks: [
        'These help us understand how visitors use the site, such as which pages are read and where errors occur, so we can improve it. The information is aggregated. We set them only with your consent.',
      ],
    },
    {
      heading: '4. Functionality cookies',
      blocks: [
        'These remember choices you make, such as your language or the settings of the booking and chat widgets, to give you a more personal experience. We set them only with your consent.',
      ],
    },
    {
      heading: '5. Targeting cookies',
      blocks: [
        'These are set by advertising partners to measure our campaigns and show you relevant advertising on other sites. We set them only with your consent.',
      ],
    },
    {
      heading: '6. How to manage cookies',
      blocks: [
        {
          list: [
            'Consent manager: choose which categories you accept when you first visit, and change your choice at any time through the cookie settings link.',
            'Browser: block or delete cookies in your browser settings. Blocking essential cookies may stop parts of the site, such as the client portal, from working.',
          ],
        },
        'Questions about cookies: {email}.',
      ],
    },
  ],
};

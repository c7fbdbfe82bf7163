import { deferred } from '@/components/deferred';

/** The home page's contact form: hydrated on its own after the page (see `deferred`). */
export const ContactSection = deferred(() =>
  import('./components/contact-section').then((m) => m.ContactSection),
);

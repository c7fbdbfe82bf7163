/** Build-time configuration (Vite `VITE_*` variables) with safe defaults. */
export const env = {
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL ?? '/api',
  productName: import.meta.env.VITE_PRODUCT_NAME ?? 'Fabrion',
  bookingUrl: import.meta.env.VITE_BOOKING_URL ?? 'https://cal.com/fabrion/discovery-call',
  careersEmail: import.meta.env.VITE_CAREERS_EMAIL ?? 'careers@fabrion.eu',
  contactEmail: import.meta.env.VITE_CONTACT_EMAIL ?? 'hello@fabrion.eu',
} as const;

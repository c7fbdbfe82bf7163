/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_PRODUCT_NAME?: string;
  readonly VITE_BOOKING_URL?: string;
  readonly VITE_CAREERS_EMAIL?: string;
  readonly VITE_CONTACT_EMAIL?: string;
}

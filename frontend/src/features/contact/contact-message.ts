import { CONTACT_MESSAGES, CONTACT_TOASTS, tooManySubmissionsMinutes } from '@fabrion/shared';
import type { TFunction } from '@/lib/i18n';

function keyOf(texts: Record<string, string>, text: string): string | undefined {
  return Object.keys(texts).find((key) => texts[key] === text);
}

/**
 * A contact-form message in the page's language. The rules and the server speak the spec's English
 * texts (`@fabrion/shared`); the `contact` namespace has them in every language, under the same
 * keys (English word for word). A text it does not know is shown as it came.
 */
export function translateContactMessage(t: TFunction, text: string): string {
  const field = keyOf(CONTACT_MESSAGES, text);
  if (field) return t(`messages.${field}`, { ns: 'contact' });
  const toast = keyOf(CONTACT_TOASTS, text);
  if (toast) return t(`toasts.${toast}`, { ns: 'contact' });
  const minutes = tooManySubmissionsMinutes(text);
  if (minutes !== null) return t('toasts.tooManySubmissions', { ns: 'contact', count: minutes });
  return text;
}

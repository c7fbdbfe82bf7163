import { CONTACT_MESSAGES, CONTACT_TOASTS, tooManySubmissionsMessage } from '@fabrion/shared';
import { createI18n } from '@/features/i18n/server';
import { translateContactMessage } from './contact-message';

const tIn = (language: 'en' | 'es' | 'de') => createI18n(language).getFixedT(language, 'contact');

describe(translateContactMessage.name, () => {
  it('should keep the spec’s English texts word for word on the English page', () => {
    const t = tIn('en');
    for (const text of [...Object.values(CONTACT_MESSAGES), ...Object.values(CONTACT_TOASTS)]) {
      expect(translateContactMessage(t, text)).toBe(text);
    }
    expect(translateContactMessage(t, tooManySubmissionsMessage(4))).toBe(
      tooManySubmissionsMessage(4),
    );
  });

  it('should give every rule message and toast in Spanish and German', () => {
    for (const language of ['es', 'de'] as const) {
      const t = tIn(language);
      for (const text of [...Object.values(CONTACT_MESSAGES), ...Object.values(CONTACT_TOASTS)]) {
        const translated = translateContactMessage(t, text);
        expect([language, text, translated === text]).toEqual([language, text, false]);
      }
    }
    expect(translateContactMessage(tIn('de'), CONTACT_MESSAGES.nameMin)).toBe(
      'Der Name muss mindestens 2 Zeichen lang sein',
    );
  });

  it('should translate the server’s wait message with its number of minutes', () => {
    expect(translateContactMessage(tIn('es'), tooManySubmissionsMessage(1))).toBe(
      'Demasiados envíos. Espere 1 minuto antes de volver a intentarlo.',
    );
    expect(translateContactMessage(tIn('de'), tooManySubmissionsMessage(3))).toBe(
      'Zu viele Nachrichten. Bitte warten Sie 3 Minuten, bevor Sie es erneut versuchen.',
    );
  });

  it('should show a text it does not know as it came', () => {
    expect(translateContactMessage(tIn('de'), 'Something new from the server')).toBe(
      'Something new from the server',
    );
  });
});

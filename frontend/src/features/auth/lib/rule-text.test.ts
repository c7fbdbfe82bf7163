import { describe, expect, it } from 'vitest';
import {
  assessPasswordStrength,
  PASSWORD_MESSAGES,
  passwordPolicyError,
  PROFILE_MESSAGES,
  resetPasswordError,
} from '@fabrion/shared';
import { createI18n } from '@/features/i18n/server';
import { AUTH_NAMESPACE } from './use-auth-text';
import { ruleText } from './rule-text';

const t = (language: 'en' | 'es' | 'de') =>
  createI18n(language).getFixedT(language, AUTH_NAMESPACE);

describe(ruleText.name, () => {
  it('should give every shared rule message unchanged in English', () => {
    const messages = [
      ...Object.values(PASSWORD_MESSAGES),
      ...Object.values(PROFILE_MESSAGES),
      ...assessPasswordStrength('aaa', 3).errors,
      ...assessPasswordStrength('abcd1234qwer', 0).errors,
      resetPasswordError('a'.repeat(20), 2)!,
    ];
    for (const message of messages) expect(ruleText(t('en'), message)).toBe(message);
  });

  it('should translate the rules, weak patterns and breach counts', () => {
    expect(ruleText(t('de'), passwordPolicyError('abcdefgh')!)).toBe(
      'Das Passwort muss einen Großbuchstaben enthalten',
    );
    expect(ruleText(t('es'), PROFILE_MESSAGES.phoneInvalid)).toBe(
      'Introduzca un número de teléfono válido.',
    );
    expect(
      ruleText(
        t('de'),
        'Password contains weak patterns: sequential characters, keyboard patterns',
      ),
    ).toBe('Das Passwort enthält schwache Muster: aufeinanderfolgende Zeichen, Tastaturmuster');
    expect(ruleText(t('es'), 'Password found in 7 data breaches')).toBe(
      'La contraseña aparece en 7 filtraciones de datos',
    );
  });

  it('should translate every message the strength meter gives', () => {
    for (const password of ['', 'aaa', 'Password1!', 'abcd1234qwer', 'p@ssw0rd', 'Xy7!kq']) {
      for (const message of assessPasswordStrength(password, 4).errors)
        expect(ruleText(t('es'), message)).not.toBe(message);
    }
  });

  it('should leave a message it does not know as the server sent it', () => {
    expect(ruleText(t('de'), 'Validation failed')).toBe('Validation failed');
  });
});

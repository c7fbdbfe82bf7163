import { detectLanguage, languageAfterSignIn } from './detect-language';

const storage = (value: string | null) => ({ getItem: () => value });

describe(detectLanguage.name, () => {
  it('should prefer ?lang= from the URL', () => {
    expect(detectLanguage('?lang=de', storage('es'))).toBe('de');
  });

  it('should fall back to the stored choice', () => {
    expect(detectLanguage('', storage('es'))).toBe('es');
  });

  it('should ignore unsupported values and default to English', () => {
    expect(detectLanguage('?lang=fr', storage('xx'))).toBe('en');
    expect(detectLanguage('', null)).toBe('en');
  });
});

describe(languageAfterSignIn.name, () => {
  it("should take the account's language when the browser has no choice of its own", () => {
    expect(languageAfterSignIn('es', 'en', '', storage(null))).toBe('es');
    expect(languageAfterSignIn('de', 'en', '?next=1', null)).toBe('de');
  });

  it("should keep the browser's explicit choice", () => {
    expect(languageAfterSignIn('es', 'en', '', storage('en'))).toBeNull();
    expect(languageAfterSignIn('es', 'de', '?lang=de', storage(null))).toBeNull();
  });

  it('should do nothing when already in it, or for an unknown language', () => {
    expect(languageAfterSignIn('es', 'es', '', storage(null))).toBeNull();
    expect(languageAfterSignIn('fr', 'en', '', storage(null))).toBeNull();
    expect(languageAfterSignIn(undefined, 'en', '', storage(null))).toBeNull();
  });

  it('should ignore a stored value that is no language', () => {
    expect(languageAfterSignIn('de', 'en', '?lang=xx', storage('xx'))).toBe('de');
  });
});

import { detectLanguage } from './detect-language';

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

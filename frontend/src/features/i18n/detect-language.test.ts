import { detectLanguage } from './detect-language';

function storage(value: string | null) {
  const items = new Map<string, string>(value === null ? [] : [['language', value]]);
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, next: string) => void items.set(key, next),
  };
}

describe(detectLanguage.name, () => {
  it('should prefer ?lang= from the URL and store it as the choice', () => {
    const stored = storage('es');

    expect(detectLanguage('?lang=de', stored)).toBe('de');
    expect(stored.items.get('language')).toBe('de');
  });

  it('should fall back to the stored choice', () => {
    expect(detectLanguage('', storage('es'))).toBe('es');
  });

  it('should ignore unsupported values, store nothing and default to English', () => {
    const stored = storage('xx');

    expect(detectLanguage('?lang=fr', stored)).toBe('en');
    expect(stored.items.get('language')).toBe('xx');
    expect(detectLanguage('', null)).toBe('en');
  });

  it('should still read ?lang= when storage refuses to write', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };

    expect(detectLanguage('?lang=es', refusing)).toBe('es');
  });
});

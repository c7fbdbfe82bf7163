import { act, waitFor } from '@testing-library/react';
import { fakeApi, renderRoute } from '@/testing/test-utils';
import { LanguageInUrl } from './language-in-url';

const api = fakeApi([]);

function open(url: string, language: 'en' | 'es' | 'de') {
  return renderRoute(LanguageInUrl, { path: '/blog', url, fetchFn: api.fetchFn, language });
}

describe(LanguageInUrl.name, () => {
  it('should give a plain address the page’s language, keeping its query and hash', async () => {
    const { history } = open('/blog?page=2#latest', 'de');

    await waitFor(() => expect(history.location.search).toBe('?page=2&lang=de'));
    expect(history.location.hash).toBe('#latest');
  });

  it('should leave English addresses without ?lang=', async () => {
    const { history } = open('/blog?lang=en&page=3', 'en');

    await waitFor(() => expect(history.location.search).toBe('?page=3'));
  });

  it('should follow a language change and a client-side navigation', async () => {
    const { history, i18n } = open('/blog?lang=es', 'es');

    await act(() => history.navigate('/blog?page=2'));
    await waitFor(() => expect(history.location.search).toBe('?page=2&lang=es'));
    await act(() => i18n.changeLanguage('en'));
    await waitFor(() => expect(history.location.search).toBe('?page=2'));
  });
});

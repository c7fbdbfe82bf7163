import { DEFAULT_LANGUAGE } from '@fabrion/shared';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '@/lib/i18n';

/**
 * Keeps the address in the page's language: `?lang=` for Spanish and German, none for English.
 * The site's links are plain paths, so after a click the new address gets the language of the
 * page (a replace: no new history entry). A reload or a shared link then renders on the server
 * in that language, instead of in English and switching after hydration.
 */
export function LanguageInUrl(): null {
  const { i18n } = useTranslation();
  const { pathname, search, hash, state } = useLocation();
  const navigate = useNavigate();
  const language = i18n.language;

  useEffect(() => {
    const params = new URLSearchParams(search);
    const wanted = language === DEFAULT_LANGUAGE ? null : language;
    if (params.get('lang') === wanted) return;
    if (wanted) params.set('lang', wanted);
    else params.delete('lang');
    const query = params.toString();
    void navigate(
      { pathname, search: query ? `?${query}` : '', hash },
      { replace: true, state, preventScrollReset: true },
    );
  }, [language, pathname, search, hash, state, navigate]);

  return null;
}

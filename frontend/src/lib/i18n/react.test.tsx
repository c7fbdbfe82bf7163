import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nProvider, useTranslation } from './react';
import { createTranslator, type TFunction } from './translator';

const resources = () => ({
  en: { common: { hello: 'Hello' }, page: { title: 'Title {{n}}' } },
  de: { common: { hello: 'Hallo' }, page: { title: 'Titel {{n}}' } },
});

function Greeting({ onT }: { onT?: (t: TFunction) => void }) {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    onT?.(t);
  }, [t, onT]);
  return (
    <p lang={i18n.language}>
      {t('hello')} {t('title', { ns: 'page', n: 1 })}
    </p>
  );
}

function PageTitle() {
  const { t } = useTranslation('page');
  return <h1>{t('title', { n: 2 })}</h1>;
}

describe('useTranslation', () => {
  it('should translate in the namespace asked for, common by default', () => {
    const i18n = createTranslator({ language: 'en', resources: resources() });
    render(
      <I18nProvider i18n={i18n}>
        <Greeting />
        <PageTitle />
      </I18nProvider>,
    );
    expect(screen.getByText('Hello Title 1')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('heading')).toHaveTextContent('Title 2');
  });

  it('should render again in the new language, with a new t, and not otherwise', async () => {
    const i18n = createTranslator({ language: 'en', resources: resources() });
    const seen: TFunction[] = [];
    const onT = (t: TFunction) => {
      seen.push(t);
    };
    const view = render(
      <I18nProvider i18n={i18n}>
        <Greeting onT={onT} />
        <PageTitle />
      </I18nProvider>,
    );
    view.rerender(
      <I18nProvider i18n={i18n}>
        <Greeting onT={onT} />
        <PageTitle />
      </I18nProvider>,
    );
    expect(seen).toHaveLength(1);

    await act(() => i18n.changeLanguage('de'));
    expect(screen.getByText('Hallo Titel 1')).toHaveAttribute('lang', 'de');
    expect(screen.getByRole('heading')).toHaveTextContent('Titel 2');
    expect(seen).toHaveLength(2);
    expect(seen[1]).not.toBe(seen[0]);
  });

  it('should record the namespaces a server render used', () => {
    const i18n = createTranslator({ language: 'en', resources: resources() });
    const html = renderToString(
      <I18nProvider i18n={i18n}>
        <PageTitle />
      </I18nProvider>,
    );
    expect(html).toBe('<h1>Title 2</h1>');
    expect(i18n.usedNamespaces()).toEqual(['page']);
  });

  it('should say so when there is no provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<PageTitle />)).toThrow(/I18nProvider/);
    vi.mocked(console.error).mockRestore();
  });
});

import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import { I18nProvider } from '@/lib/i18n';
import { createI18nInstance } from './i18n-instance';
import { isPageNamespace, pageNamespaces } from './namespaces';
import { resources } from './resources';
import { useNamespaceText, type PortalNamespace } from './use-namespace-text';

function TutorTitle() {
  const { t, language } = useNamespaceText('portal/tutor');
  return (
    <h1>
      {t('title')} ({language})
    </h1>
  );
}

/** An instance with German's common namespaces only, as the browser holds it before a portal page. */
function commonOnly() {
  const common = Object.entries(resources.de).filter(([namespace]) => !isPageNamespace(namespace));
  return createI18nInstance('de', { de: Object.fromEntries(common) });
}

describe(useNamespaceText.name, () => {
  const read = pageNamespaces.read;
  afterEach(() => {
    pageNamespaces.read = read;
  });

  it('should suspend while its namespace is fetched, then show its texts', async () => {
    // As the real loader: the same promise for the same file every time (React may render twice).
    let resolve!: (bundle: Record<string, unknown>) => void;
    const promise = new Promise<Record<string, unknown>>((done) => (resolve = done));
    const asked = new Set<string>();
    pageNamespaces.read = (language, namespace) => {
      asked.add(`${language}/${namespace}`);
      return promise;
    };
    const i18n = commonOnly();

    await act(async () => {
      render(
        <I18nProvider i18n={i18n}>
          <Suspense fallback={<p>Loading</p>}>
            <TutorTitle />
          </Suspense>
        </I18nProvider>,
      );
    });
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect([...asked]).toEqual(['de/portal/tutor']);

    await act(async () => resolve(resources.de['portal/tutor']!));
    expect(await screen.findByRole('heading', { name: 'KI-Tutor (de)' })).toBeInTheDocument();
    expect(i18n.hasResourceBundle('de', 'portal/tutor')).toBe(true);
  });

  it('should not fetch a namespace the instance already holds', async () => {
    pageNamespaces.read = () => {
      throw new Error('fetched');
    };
    const i18n = commonOnly();
    i18n.addResourceBundle('de', 'portal/tutor', resources.de['portal/tutor']!);

    render(
      <I18nProvider i18n={i18n}>
        <TutorTitle />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { name: 'KI-Tutor (de)' })).toBeInTheDocument();
  });

  // The list itself is checked against the locale files in `resources.test.ts`.
  it('should accept only the portal namespaces', () => {
    expectTypeOf(useNamespaceText).parameter(0).toEqualTypeOf<PortalNamespace>();
    // @ts-expect-error: not a portal namespace (checked by `tsc`, not at run time).
    expectTypeOf(useNamespaceText).toBeCallableWith('portal/unknown');
  });
});

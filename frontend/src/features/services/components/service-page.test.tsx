import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { I18n } from '@/lib/i18n';
import { MemoryRouter } from 'react-router';
import { Providers } from '@/app/providers';
import { makeStore } from '@/app/store';
import { createI18nInstance, ensureLanguage, isPageNamespace } from '@/features/i18n';
import { resources } from '@/features/i18n/server';
// As the browser entry does: page namespaces are fetched when a page needs them.
import '@/features/i18n/page-namespace-loader';
import { PAGE_TEST_TIMEOUT, TEST_API_BASE_URL } from '@/testing/test-utils';
import { ServicePage } from './service-page';

/**
 * An instance like the browser's: one language, its common namespaces and only the page
 * namespaces given (the rest is fetched when needed).
 */
function browserI18n(language: 'en' | 'es' | 'de', pageNamespaces: string[] = []) {
  const bundles = Object.fromEntries(
    Object.entries(resources[language]).filter(
      ([namespace]) => !isPageNamespace(namespace) || pageNamespaces.includes(namespace),
    ),
  );
  return createI18nInstance(language, { [language]: bundles });
}

/** Rendered inside an awaited `act`: the page may suspend while its cards are fetched. */
async function renderServicePage(i18n: I18n) {
  const store = makeStore(undefined, { fetchFn: fetch, baseUrl: TEST_API_BASE_URL });
  await act(async () => {
    render(
      <Providers store={store} i18n={i18n}>
        <MemoryRouter>
          <ServicePage slug="strategy" />
        </MemoryRouter>
      </Providers>,
    );
  });
}

const cardTitle = (name: string) => screen.findByRole('heading', { level: 3, name });

async function switchLanguage(i18n: I18n, language: 'en' | 'es' | 'de') {
  await act(async () => {
    await ensureLanguage(i18n, language);
    await i18n.changeLanguage(language);
  });
}

describe('ServicePage', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('should fetch the cards of its language when the page opens without them', async () => {
    const i18n = browserI18n('de');
    expect(i18n.hasResourceBundle('de', 'service-cards/strategy')).toBe(false);
    await renderServicePage(i18n);

    expect(await cardTitle('Potenzialanalyse')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(screen.getByText('4-8 Wochen')).toBeInTheDocument();
    expect(i18n.hasResourceBundle('de', 'service-cards/strategy')).toBe(true);
  });

  it('should show a language switch in the cards, and keep a saved edit in its own language', async () => {
    const i18n = browserI18n('en', ['service-cards/strategy']);
    await renderServicePage(i18n);
    await cardTitle('Opportunity Assessment');

    fireEvent.click(screen.getByRole('button', { name: /^Edit\s*Opportunity Assessment$/ }));
    const form = screen.getByRole('form', { name: 'Editing Opportunity Assessment' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), {
      target: { value: 'Our Own Assessment' },
    });
    fireEvent.submit(form);
    expect(await cardTitle('Our Own Assessment')).toBeInTheDocument();

    // German was never loaded: the switch fetches its common namespaces and these cards first.
    await switchLanguage(i18n, 'de');
    expect(await cardTitle('Potenzialanalyse')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Strategische Roadmap' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Our Own Assessment' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /^Bearbeiten\s*Potenzialanalyse$/ }));
    expect(screen.getByRole('textbox', { name: 'Titel' })).toHaveValue('Potenzialanalyse');
    fireEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));

    await switchLanguage(i18n, 'es');
    expect(await cardTitle('Evaluación de oportunidades')).toBeInTheDocument();

    await switchLanguage(i18n, 'en');
    expect(await cardTitle('Our Own Assessment')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Strategic Roadmapping' })).toBeVisible();
  });
});

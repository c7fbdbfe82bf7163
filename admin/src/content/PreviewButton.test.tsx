import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RecordContextProvider } from 'ra-core';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BackOfficeDataProvider } from '../dataProvider';
import { i18nProvider } from '../i18n/i18nProvider';
import { PreviewButton } from './PreviewButton';

function renderButton(previewLink: BackOfficeDataProvider['previewLink']) {
  const dataProvider = { previewLink } as unknown as BackOfficeDataProvider;
  return render(
    <AdminContext i18nProvider={i18nProvider} dataProvider={dataProvider}>
      <RecordContextProvider value={{ id: 'p1' }}>
        <PreviewButton resource="posts" />
      </RecordContextProvider>
    </AdminContext>,
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const SLOW = { timeout: 10_000 };

describe('PreviewButton', { timeout: 30_000 }, () => {
  it('opens a tab on the click and sends it to the link the server issued', async () => {
    const tab = { opener: {}, location: { href: 'about:blank' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const previewLink = vi.fn(async () => ({
      url: '/blog/a-draft?preview=t',
      expiresAt: '2025-06-01T09:10:00.000Z',
    }));
    renderButton(previewLink);

    fireEvent.click(await screen.findByRole('button', { name: 'Preview' }, SLOW));

    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).toBe('/blog/a-draft?preview=t'));
    expect(previewLink).toHaveBeenCalledWith('posts', 'p1');
    expect(tab.opener).toBeNull();
  });

  it('closes the tab again when the link is refused', async () => {
    const tab = { opener: {}, location: { href: 'about:blank' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderButton(vi.fn(async () => Promise.reject(new Error('Forbidden'))));

    fireEvent.click(await screen.findByRole('button', { name: 'Preview' }, SLOW));

    await waitFor(() => expect(tab.close).toHaveBeenCalled());
    expect(tab.location.href).toBe('about:blank');
  });
});

import { render, screen } from '@testing-library/react';
import { Providers } from '@/app/providers';
import { makeStore } from '@/app/store';
import { createI18n } from '@/features/i18n/server';
import { AppErrorBoundary } from './app-error-boundary';

function Broken(): never {
  throw new Error('render failed');
}

describe(AppErrorBoundary.name, () => {
  it('should show the error screen, and the page again once the reset key changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const tree = (path: string, page: React.ReactNode) => (
      <Providers store={makeStore()} i18n={createI18n('en')}>
        <AppErrorBoundary resetKey={path}>{page}</AppErrorBoundary>
      </Providers>
    );
    const { rerender } = render(tree('/blog', <Broken />));
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();

    rerender(tree('/blog', <p>Blog</p>));
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();

    rerender(tree('/about', <p>About us</p>));
    expect(screen.getByText('About us')).toBeInTheDocument();
  });
});

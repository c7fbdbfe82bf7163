import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { AppErrorBoundary } from '@/components/errors/app-error-boundary';
import { PageLoadError } from '@/components/errors/page-load-error';
import { createI18n } from '@/features/i18n/server';
import { Providers } from './providers';
import { makeStore } from './store';
import { lazyPage, loadPages, lazyRoute, type PageModule } from './lazy-page';

function Hello() {
  return <p>Hello page</p>;
}

/** An import the test settles by hand. */
function controlledImport() {
  const calls: Array<{ resolve: (module: PageModule) => void; reject: (error: Error) => void }> =
    [];
  const importer = vi.fn(
    () => new Promise<PageModule>((resolve, reject) => calls.push({ resolve, reject })),
  );
  return { importer, calls };
}

describe(lazyPage.name, () => {
  it('should suspend until the module is loaded, then render its page', async () => {
    const { importer, calls } = controlledImport();
    const page = lazyPage(importer);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <page.Component />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => calls[0]!.resolve({ Component: Hello }));
    expect(await screen.findByText('Hello page')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('should render at once, without suspending, once loaded (server rendering, hydration)', async () => {
    const page = lazyPage(() => Promise.resolve({ Component: Hello }));
    await page.load();
    expect(renderToString(<page.Component />)).toBe('<p>Hello page</p>');
  });

  it('should hand a failed load to the error screen as PageLoadError, without loading again', async () => {
    const { importer, calls } = controlledImport();
    const page = lazyPage(importer);
    const caught: unknown[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => caught.push(args[1]));
    render(
      <Providers store={makeStore()} i18n={createI18n('en')}>
        <AppErrorBoundary>
          <Suspense fallback={null}>
            <page.Component />
          </Suspense>
        </AppErrorBoundary>
      </Providers>,
    );
    await act(async () => calls[0]!.reject(new TypeError('Failed to fetch module')));

    expect(await screen.findByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(caught.find((error) => error instanceof PageLoadError)).toBeDefined();
    expect(importer).toHaveBeenCalledTimes(1);
  });
});

describe(loadPages.name, () => {
  it('should load the pages of the matched routes only and return their modules', async () => {
    const layout = vi.fn(() => Promise.resolve({ Component: Hello }));
    const about = vi.fn(() => Promise.resolve({ Component: Hello, prefetch: () => [] }));
    const blog = vi.fn(() => Promise.resolve({ Component: Hello }));
    const routes = [
      {
        path: '/',
        ...lazyRoute(layout),
        children: [
          { path: 'about', ...lazyRoute(about) },
          { path: 'blog', ...lazyRoute(blog) },
        ],
      },
    ];

    const pages = await loadPages(routes, '/about');

    expect(pages.map(({ match }) => match.pathname)).toEqual(['/', '/about']);
    expect(typeof pages[1]!.module?.prefetch).toBe('function');
    expect([layout, about, blog].map((load) => load.mock.calls.length)).toEqual([1, 1, 0]);
  });
});

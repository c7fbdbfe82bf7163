import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { deferred, loadDeferredComponents } from './deferred';
import { whenHydrated } from './hydration-gate';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A loader the test resolves by hand. */
function controlledLoader() {
  let resolve!: (component: typeof Greeting) => void;
  const promise = new Promise<typeof Greeting>((done) => (resolve = done));
  return { load: vi.fn(() => promise), resolve };
}

describe(deferred.name, () => {
  it('should render the component once its code has loaded, passing its props', async () => {
    const { load, resolve } = controlledLoader();
    const Deferred = deferred(load);
    render(<Deferred name="Ada" />);
    expect(screen.queryByText('Hello Ada')).toBeNull();
    await act(async () => resolve(Greeting));
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('should keep the server markup and report the page hydrated only after the part is', async () => {
    const { load, resolve } = controlledLoader();
    const Deferred = deferred(load);
    // The server's markup for the loaded component, inside the Suspense boundary it renders.
    const container = document.createElement('div');
    container.innerHTML =
      renderToString(<Greeting name="Grace" />).replace(/^/, '<!--$-->') + '<!--/$-->';
    document.body.appendChild(container);
    const hydrated = vi.fn();

    await act(async () => {
      hydrateRoot(container, <Deferred name="Grace" />);
    });
    whenHydrated(hydrated);
    // Still waiting for the chunk: the server's text stays, the page is not hydrated yet.
    expect(container.textContent).toBe('Hello Grace');
    expect(hydrated).not.toHaveBeenCalled();

    await act(async () => resolve(Greeting));
    expect(container.textContent).toBe('Hello Grace');
    expect(hydrated).toHaveBeenCalledTimes(1);
    container.remove();
  });
});

describe(loadDeferredComponents.name, () => {
  it('should load every declared part so that rendering it is synchronous (server rendering)', async () => {
    const Deferred = deferred(() => Promise.resolve(Greeting));
    await loadDeferredComponents();
    expect(renderToString(<Deferred name="Linus" />)).toBe(
      '<!--$--><p>Hello <!-- -->Linus</p><!--/$-->',
    );
  });
});

describe(whenHydrated.name, () => {
  it('should call back at once when nothing is deferred', () => {
    const callback = vi.fn();
    whenHydrated(callback);
    expect(callback).toHaveBeenCalledTimes(1);
  });
});

import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { ScrollRestoration } from './scroll-restoration';

const router: { navigate?: NavigateFunction } = {};
/** Moves the router as a link (a path) or the Back and Forward buttons (a number) would. */
const navigate = (to: string | number, options?: { replace?: boolean }) =>
  typeof to === 'number' ? router.navigate!(to) : router.navigate!(to, options);

function Navigator() {
  const current = useNavigate();
  useEffect(() => {
    router.navigate = current;
  });
  return <div id="team">Team</div>;
}

function scrolledTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe(ScrollRestoration.name, () => {
  beforeEach(() => {
    window.scrollTo = vi.fn() as typeof window.scrollTo;
    Element.prototype.scrollIntoView = vi.fn();
    render(
      <MemoryRouter initialEntries={['/blog']}>
        <ScrollRestoration />
        <Navigator />
      </MemoryRouter>,
    );
    vi.mocked(window.scrollTo).mockClear();
  });

  it('should start a new page at the top and return to the old position on Back', async () => {
    scrolledTo(1200);
    await act(async () => navigate('/blog/a-post'));
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 0);

    scrolledTo(300);
    await act(async () => navigate(-1));
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 1200);

    await act(async () => navigate(1));
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 300);
  });

  it('should scroll to the element a hash names', async () => {
    await act(async () => navigate('/about#team'));
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('should leave the page where it is when a replace keeps the path (language switch)', async () => {
    scrolledTo(800);
    await act(async () => navigate('/blog?lang=de', { replace: true }));
    expect(window.scrollTo).not.toHaveBeenCalled();

    await act(async () => navigate('/blog?page=2'));
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('should keep the positions for the tab when the page is left (restored after a reload)', () => {
    scrolledTo(640);
    window.dispatchEvent(new Event('pagehide'));
    expect(Object.values(JSON.parse(sessionStorage.getItem('scroll-positions')!))).toContain(640);
  });
});

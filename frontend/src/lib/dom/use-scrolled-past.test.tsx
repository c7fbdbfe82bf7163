import { act, render } from '@testing-library/react';
import { scrollMarkerSx, useScrolledPast } from './use-scrolled-past';

/** IntersectionObserver as jsdom lacks it: the test reports what the browser would. */
class FakeObserver {
  static current: FakeObserver | undefined;
  observed: Element[] = [];
  disconnected = false;
  constructor(readonly report: (entries: Array<{ isIntersecting: boolean }>) => void) {
    FakeObserver.current = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
}

function Header() {
  const [scrolled, marker] = useScrolledPast();
  return (
    <>
      <div ref={marker} data-testid="marker" style={{ height: scrollMarkerSx(10).height }} />
      <header data-scrolled={String(scrolled)} />
    </>
  );
}

describe(useScrolledPast.name, () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeObserver));
  afterEach(() => vi.unstubAllGlobals());

  it('should report scrolled while the marker is out of view, the latest change winning', () => {
    const { container, getByTestId, unmount } = render(<Header />);
    const header = container.querySelector('header')!;
    const observer = FakeObserver.current!;
    expect(observer.observed).toEqual([getByTestId('marker')]);
    expect(header.dataset.scrolled).toBe('false');

    act(() => observer.report([{ isIntersecting: false }]));
    expect(header.dataset.scrolled).toBe('true');
    // A quick scroll down and back up, delivered together.
    act(() => observer.report([{ isIntersecting: false }, { isIntersecting: true }]));
    expect(header.dataset.scrolled).toBe('false');

    unmount();
    expect(observer.disconnected).toBe(true);
  });

  it('should size the marker to the threshold', () => {
    expect(scrollMarkerSx(10)).toMatchObject({ position: 'absolute', top: 0, height: '10px' });
  });
});

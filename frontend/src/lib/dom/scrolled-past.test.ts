import { scrollMarkerSx, watchScrolledPast } from './scrolled-past';

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

/** The marker and the header it names, as the site header renders them. */
function page() {
  document.body.innerHTML =
    '<div data-testid="marker" data-scroll-target="bar"></div><header id="bar" data-scrolled="false"></header>';
  return {
    marker: document.querySelector<HTMLElement>('[data-testid="marker"]')!,
    header: document.querySelector<HTMLElement>('header')!,
  };
}

describe(watchScrolledPast.name, () => {
  beforeEach(() => {
    FakeObserver.current = undefined;
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('should report scrolled while the marker is out of view, the latest change winning', () => {
    const { marker, header } = page();
    const stop = watchScrolledPast(marker);
    const observer = FakeObserver.current!;
    expect(observer.observed).toEqual([marker]);
    expect(header.dataset.scrolled).toBe('false');

    observer.report([{ isIntersecting: false }]);
    expect(header.dataset.scrolled).toBe('true');
    // A quick scroll down and back up, delivered together.
    observer.report([{ isIntersecting: false }, { isIntersecting: true }]);
    expect(header.dataset.scrolled).toBe('false');

    stop();
    expect(observer.disconnected).toBe(true);
  });

  it('should do nothing when the marker names no element', () => {
    const { marker, header } = page();
    marker.dataset.scrollTarget = 'missing';
    watchScrolledPast(marker)();
    expect(FakeObserver.current).toBeUndefined();
    expect(header.dataset.scrolled).toBe('false');
  });

  it('should size the marker to the threshold', () => {
    expect(scrollMarkerSx(10)).toMatchObject({ position: 'absolute', top: 0, height: '10px' });
  });
});

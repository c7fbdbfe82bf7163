import { scrollToSection } from './scroll-to-section';

/** A section whose distance from the viewport's top is read from `tops` (the last one repeats). */
function section(tops: number[]) {
  const target = document.createElement('section');
  let reads = 0;
  target.getBoundingClientRect = () => {
    const top = tops[Math.min(reads, tops.length - 1)]!;
    reads += 1;
    return { top } as DOMRect;
  };
  target.scrollIntoView = vi.fn();
  document.body.append(target);
  return target;
}

/** The browser's `scrollend` after each scroll (Chromium and Firefox send it). */
function scrollEnds(times: number) {
  for (let i = 0; i < times; i += 1) window.dispatchEvent(new Event('scrollend'));
}

describe(scrollToSection.name, () => {
  beforeEach(() => {
    vi.useFakeTimers();
    Object.defineProperty(document.documentElement, 'scrollHeight', {
      configurable: true,
      value: 20_000,
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('should scroll again when the section moved while the smooth scroll ran', () => {
    // 3,000 px away; after the first scroll it is 900 px further down; then it is at the top.
    const target = section([3000, 900, 0]);

    scrollToSection(target);
    scrollEnds(2);

    expect(target.scrollIntoView).toHaveBeenCalledTimes(2);
    expect(target.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
  });

  it('should not scroll when the section is already at the top', () => {
    const target = section([0]);

    scrollToSection(target);
    scrollEnds(1);

    expect(target.scrollIntoView).not.toHaveBeenCalled();
  });

  it('should stop correcting once the visitor scrolls', () => {
    const target = section([3000, 900]);

    scrollToSection(target);
    window.dispatchEvent(new Event('wheel'));
    scrollEnds(1);

    expect(target.scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('should stop listening when no scroll ever ends', () => {
    const target = section([3000, 900]);

    scrollToSection(target);
    vi.advanceTimersByTime(3000);
    scrollEnds(1);

    expect(target.scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('should give up after three corrections', () => {
    const target = section([3000, 500]);

    scrollToSection(target);
    scrollEnds(6);

    expect(target.scrollIntoView).toHaveBeenCalledTimes(4);
  });
});

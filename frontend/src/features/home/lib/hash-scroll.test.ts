import { scrollToHash } from './hash-scroll';

describe('scrollToHash', () => {
  const scrolled = vi.fn();
  beforeEach(() => {
    vi.useFakeTimers();
    Element.prototype.scrollIntoView = scrolled;
    document.body.innerHTML = '<section id="insights"></section>';
  });
  afterEach(() => {
    vi.useRealTimers();
    scrolled.mockReset();
    window.history.replaceState(null, '', '/');
  });

  it("should scroll to the section the address's hash names after 100 ms", () => {
    window.history.replaceState(null, '', '/#insights');
    scrollToHash(document.body);
    vi.advanceTimersByTime(99);
    expect(scrolled).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(document.getElementById('insights'));
  });

  it('should scroll nothing without a hash, or once cancelled', () => {
    scrollToHash(document.body);
    window.history.replaceState(null, '', '/#insights');
    scrollToHash(document.body)();
    vi.advanceTimersByTime(1_000);
    expect(scrolled).not.toHaveBeenCalled();
  });
});

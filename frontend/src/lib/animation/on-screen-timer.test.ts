import { runOnScreenTimer, type TimedStep } from './on-screen-timer';

let stops: Array<() => void> = [];
function animate(step: TimedStep) {
  const target = document.createElement('span');
  document.body.appendChild(target);
  stops.push(runOnScreenTimer(target, step));
}

/** An IntersectionObserver whose callback the test calls. */
function stubIntersectionObserver() {
  const observers: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return (isIntersecting: boolean) => observers.forEach((cb) => cb([{ isIntersecting }]));
}

describe(runOnScreenTimer.name, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  });
  afterEach(() => {
    stops.forEach((stop) => stop());
    stops = [];
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('should call the step at the moments it asks for, with the time run', () => {
    const step = vi.fn<TimedStep>().mockReturnValue(100);
    animate(step);
    expect(step).toHaveBeenCalledTimes(1);
    expect(step).toHaveBeenLastCalledWith(0);
    vi.advanceTimersByTime(99);
    expect(step).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(step).toHaveBeenCalledTimes(2);
    expect(step).toHaveBeenLastCalledWith(100);
  });

  it('should stop off screen and go on from where it stopped', () => {
    const setOnScreen = stubIntersectionObserver();
    const step = vi.fn<TimedStep>().mockReturnValue(100);
    animate(step);
    expect(step).not.toHaveBeenCalled();

    setOnScreen(true);
    vi.advanceTimersByTime(250);
    expect(step.mock.calls.map(([ms]) => ms)).toEqual([0, 100, 200]);

    setOnScreen(false);
    vi.advanceTimersByTime(5_000);
    expect(step).toHaveBeenCalledTimes(3);
    expect(vi.getTimerCount()).toBe(0);

    // 250 ms had run: the first call back on screen continues from there.
    setOnScreen(true);
    expect(step).toHaveBeenLastCalledWith(250);
  });

  it('should stop for good when the step asks for no further call', () => {
    const step = vi.fn<TimedStep>().mockReturnValue(Infinity);
    animate(step);
    vi.advanceTimersByTime(10_000);
    expect(step).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('should stand still under reduced motion, and move once the visitor no longer asks for it', () => {
    let changed: (() => void) | undefined;
    const media = {
      matches: true,
      addEventListener: (_type: string, listener: () => void) => (changed = listener),
      removeEventListener: vi.fn(),
    };
    vi.stubGlobal('matchMedia', vi.fn().mockReturnValue(media));
    const step = vi.fn<TimedStep>().mockReturnValue(100);
    animate(step);
    vi.advanceTimersByTime(1_000);
    expect(step).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);

    media.matches = false;
    changed!();
    expect(step).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(100);
    expect(step).toHaveBeenCalledTimes(2);
  });

  it('should leave no timer and no listener once stopped', () => {
    const removed = vi.spyOn(window, 'removeEventListener');
    const step = vi.fn<TimedStep>().mockReturnValue(100);
    animate(step);
    stops.pop()!();
    vi.advanceTimersByTime(1_000);
    expect(step).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
    expect(removed).toHaveBeenCalledWith('load', expect.any(Function));
  });
});

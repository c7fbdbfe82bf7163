import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { useOnScreenTimer, type TimedStep } from './use-on-screen-timer';

function Animated({ step }: { step: TimedStep }) {
  const ref = useRef<HTMLSpanElement>(null);
  useOnScreenTimer(ref, step);
  return <span ref={ref} />;
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
  return (isIntersecting: boolean) =>
    act(() => observers.forEach((cb) => cb([{ isIntersecting }])));
}

describe(useOnScreenTimer.name, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('should call the step at the moments it asks for, with the time run', () => {
    const step = vi.fn<TimedStep>().mockReturnValue(100);
    render(<Animated step={step} />);
    expect(step).toHaveBeenCalledTimes(1);
    expect(step).toHaveBeenLastCalledWith(0);
    act(() => vi.advanceTimersByTime(99));
    expect(step).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1));
    expect(step).toHaveBeenCalledTimes(2);
    expect(step).toHaveBeenLastCalledWith(100);
  });

  it('should stop off screen and go on from where it stopped', () => {
    const setOnScreen = stubIntersectionObserver();
    const step = vi.fn<TimedStep>().mockReturnValue(100);
    render(<Animated step={step} />);
    expect(step).not.toHaveBeenCalled();

    setOnScreen(true);
    act(() => vi.advanceTimersByTime(250));
    expect(step.mock.calls.map(([ms]) => ms)).toEqual([0, 100, 200]);

    setOnScreen(false);
    act(() => vi.advanceTimersByTime(5_000));
    expect(step).toHaveBeenCalledTimes(3);
    expect(vi.getTimerCount()).toBe(0);

    // 250 ms had run: the first call back on screen continues from there.
    setOnScreen(true);
    expect(step).toHaveBeenLastCalledWith(250);
  });

  it('should stop for good when the step asks for no further call', () => {
    const step = vi.fn<TimedStep>().mockReturnValue(Infinity);
    render(<Animated step={step} />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(step).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});

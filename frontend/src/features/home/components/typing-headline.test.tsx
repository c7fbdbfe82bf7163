import { act, render } from '@testing-library/react';
import { Profiler } from 'react';
import { TypingHeadline } from './typing-headline';

describe(TypingHeadline.name, () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'performance'],
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('should type the text on timers, without animation frames or re-rendering React', () => {
    const onRender = vi.fn();
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    const { container } = render(
      <Profiler id="typing" onRender={onRender}>
        <TypingHeadline words={['Pay-per-Use', 'Data-as-a-Service']} />
      </Profiler>,
    );
    const text = container.querySelector('[data-typing-text]')!;
    expect(text.textContent).toBe('Pay-per-Use');
    const renders = onRender.mock.calls.length;

    // The full word holds 1200 ms, 11 characters go at 50 ms each, "D" comes 100 ms later.
    act(() => vi.advanceTimersByTime(1200 + 11 * 50 + 99));
    expect(text.textContent).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(text.textContent).toBe('D');
    act(() => vi.advanceTimersByTime(300));
    expect(text.textContent).toBe('Data');
    expect(onRender.mock.calls.length).toBe(renders);
    // One timer waits for the next change; no frame was ever asked for.
    expect(vi.getTimerCount()).toBe(1);
    expect(frame).not.toHaveBeenCalled();
  });

  it('should stand still under reduced motion', () => {
    const matchMedia = vi.fn().mockReturnValue({
      matches: true,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    });
    vi.stubGlobal('matchMedia', matchMedia);
    try {
      const { container } = render(<TypingHeadline words={['Pay-per-Use', 'Data-as-a-Service']} />);
      act(() => vi.advanceTimersByTime(5_000));
      expect(container.querySelector('[data-typing-text]')!.textContent).toBe('Pay-per-Use');
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

import { act, render } from '@testing-library/react';
import { Profiler } from 'react';
import { TypingHeadline } from './typing-headline';

describe(TypingHeadline.name, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('should animate the text without re-rendering React on each frame', () => {
    const onRender = vi.fn();
    const { container } = render(
      <Profiler id="typing" onRender={onRender}>
        <TypingHeadline words={['Pay-per-Use', 'Data-as-a-Service']} />
      </Profiler>,
    );
    const text = container.querySelector('[data-typing-text]')!;
    expect(text.textContent).toBe('Pay-per-Use');
    const renders = onRender.mock.calls.length;

    // The full word holds 1200 ms, 11 characters go at 50 ms each, "D" comes 100 ms later (the
    // first frame, 16 ms in, only starts the clock).
    act(() => vi.advanceTimersByTime(1200 + 11 * 50 + 100 + 50));
    expect(text.textContent).toBe('D');
    act(() => vi.advanceTimersByTime(300));
    expect(text.textContent).toBe('Data');
    expect(onRender.mock.calls.length).toBe(renders);
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
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

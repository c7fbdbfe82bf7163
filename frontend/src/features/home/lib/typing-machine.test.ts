import { TYPING_TIMING, typingFrame, typingStartMs } from './typing-machine';

describe('typingFrame', () => {
  const words = ['Pay-per-Use', 'Robot-as-a-Service'];
  const first = words[0]!;
  const second = words[1]!;

  it('should type one character per 100 ms', () => {
    expect(typingFrame(words, 0)).toEqual({ wordIndex: 0, text: 'P', phase: 'typing' });
    expect(typingFrame(words, 99).text).toBe('P');
    expect(typingFrame(words, 100).text).toBe('Pa');
    expect(typingFrame(words, 250).text).toBe('Pay');
  });

  it('should hold the full word for 1200 ms, then erase one character per 50 ms', () => {
    const typed = first.length * TYPING_TIMING.typeMs;
    expect(typingFrame(words, typed)).toEqual({ wordIndex: 0, text: first, phase: 'pausing' });
    expect(typingFrame(words, typed + 1199).phase).toBe('pausing');
    expect(typingFrame(words, typed + 1200)).toEqual({
      wordIndex: 0,
      text: first.slice(0, -1),
      phase: 'erasing',
    });
    expect(typingFrame(words, typed + 1200 + 50).text).toBe(first.slice(0, -2));
  });

  it('should move to the next word after erasing and wrap around after the last', () => {
    const firstCycle = first.length * 150 + 1200;
    expect(typingFrame(words, firstCycle)).toEqual({ wordIndex: 1, text: 'R', phase: 'typing' });
    const secondCycle = second.length * 150 + 1200;
    expect(typingFrame(words, firstCycle + secondCycle)).toEqual({
      wordIndex: 0,
      text: 'P',
      phase: 'typing',
    });
  });

  it('should start on the first word fully typed (the server-rendered frame)', () => {
    expect(typingFrame(words, typingStartMs(words))).toEqual({
      wordIndex: 0,
      text: first,
      phase: 'pausing',
    });
  });

  it('should cope with no words', () => {
    expect(typingFrame([], 500).text).toBe('');
  });
});

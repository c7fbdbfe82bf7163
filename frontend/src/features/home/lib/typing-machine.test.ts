import { typingFrame, typingStartMs } from './typing-machine';

describe('typingFrame', () => {
  const words = ['Pay-per-Use', 'Robot-as-a-Service'];
  const first = words[0]!;
  const second = words[1]!;
  const typed = first.length * 100;

  it('should add one character every 100 ms', () => {
    expect(typingFrame(words, 0)).toEqual({ wordIndex: 0, text: '', phase: 'typing' });
    expect(typingFrame(words, 100).text).toBe('P');
    expect(typingFrame(words, 199).text).toBe('P');
    expect(typingFrame(words, 300).text).toBe('Pay');
    expect(typingFrame(words, typed - 1).text).toBe(first.slice(0, -1));
  });

  it('should hold the complete word for exactly 1200 ms', () => {
    expect(typingFrame(words, typed)).toEqual({ wordIndex: 0, text: first, phase: 'pausing' });
    expect(typingFrame(words, typed + 1199)).toEqual({
      wordIndex: 0,
      text: first,
      phase: 'pausing',
    });
  });

  it('should then remove one character every 50 ms', () => {
    const erasing = typed + 1200;
    expect(typingFrame(words, erasing)).toEqual({
      wordIndex: 0,
      text: first.slice(0, -1),
      phase: 'erasing',
    });
    expect(typingFrame(words, erasing + 49).text).toBe(first.slice(0, -1));
    expect(typingFrame(words, erasing + 50).text).toBe(first.slice(0, -2));
    expect(typingFrame(words, erasing + (first.length - 1) * 50).text).toBe('');
  });

  it('should move to the next word after erasing and wrap around after the last', () => {
    const firstCycle = first.length * 150 + 1200;
    expect(typingFrame(words, firstCycle)).toEqual({ wordIndex: 1, text: '', phase: 'typing' });
    expect(typingFrame(words, firstCycle + 100).text).toBe('R');
    const secondCycle = second.length * 150 + 1200;
    expect(typingFrame(words, firstCycle + secondCycle + 100)).toEqual({
      wordIndex: 0,
      text: 'P',
      phase: 'typing',
    });
  });

  it('should start on the first word complete (the server-rendered frame)', () => {
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

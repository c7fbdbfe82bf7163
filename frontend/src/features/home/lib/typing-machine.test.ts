import { typingFrame, typingStartMs } from './typing-machine';

describe('typingFrame', () => {
  const words = ['Pay-per-Use', 'Robot-as-a-Service'];
  const first = words[0]!;
  const second = words[1]!;
  const typed = first.length * 100;

  it('should add one character every 100 ms', () => {
    expect(typingFrame(words, 0)).toMatchObject({ wordIndex: 0, text: '', phase: 'typing' });
    expect(typingFrame(words, 100).text).toBe('P');
    expect(typingFrame(words, 199).text).toBe('P');
    expect(typingFrame(words, 300).text).toBe('Pay');
    expect(typingFrame(words, typed - 1).text).toBe(first.slice(0, -1));
  });

  it('should hold the complete word for exactly 1200 ms', () => {
    expect(typingFrame(words, typed)).toMatchObject({
      wordIndex: 0,
      text: first,
      phase: 'pausing',
    });
    expect(typingFrame(words, typed + 1199)).toMatchObject({
      wordIndex: 0,
      text: first,
      phase: 'pausing',
    });
  });

  it('should then remove one character every 50 ms', () => {
    const erasing = typed + 1200;
    expect(typingFrame(words, erasing)).toMatchObject({
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
    expect(typingFrame(words, firstCycle)).toMatchObject({
      wordIndex: 1,
      text: '',
      phase: 'typing',
    });
    expect(typingFrame(words, firstCycle + 100).text).toBe('R');
    const secondCycle = second.length * 150 + 1200;
    expect(typingFrame(words, firstCycle + secondCycle + 100)).toMatchObject({
      wordIndex: 0,
      text: 'P',
      phase: 'typing',
    });
  });

  it('should start on the first word complete (the server-rendered frame)', () => {
    expect(typingFrame(words, typingStartMs(words))).toMatchObject({
      wordIndex: 0,
      text: first,
      phase: 'pausing',
    });
  });

  it('should tell how long the text stays, up to its next change', () => {
    expect(typingFrame(words, 0).msToNext).toBe(100);
    expect(typingFrame(words, 130).msToNext).toBe(70);
    expect(typingFrame(words, typed - 1).msToNext).toBe(1);
    expect(typingFrame(words, typed + 200).msToNext).toBe(1000);
    expect(typingFrame(words, typed + 1200 + 10).msToNext).toBe(40);
    // Asked again at the announced moment, the text has changed.
    for (const at of [0, 130, typed - 1, typed + 200, typed + 1210]) {
      const frame = typingFrame(words, at);
      expect(typingFrame(words, at + frame.msToNext).text).not.toBe(frame.text);
    }
  });

  it('should cope with no words', () => {
    expect(typingFrame([], 500)).toMatchObject({ text: '', msToNext: Infinity });
  });
});

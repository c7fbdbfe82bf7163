/** Timing of the hero's typing headline (spec §9). */
export const TYPING_TIMING = { typeMs: 100, eraseMs: 50, pauseMs: 1200 } as const;

export type TypingPhase = 'typing' | 'pausing' | 'erasing';

export interface TypingFrame {
  wordIndex: number;
  text: string;
  phase: TypingPhase;
  /** How long this text stays on screen from `elapsedMs` on: when to look again. */
  msToNext: number;
}

type Timing = typeof TYPING_TIMING;

/** One word's cycle: typed a character at a time, held, erased a character at a time. */
function cycleMs(word: string, timing: Timing): number {
  return word.length * timing.typeMs + timing.pauseMs + word.length * timing.eraseMs;
}

/**
 * The headline at `elapsedMs` since the cycle started, as a pure function of time: the animation
 * loop only asks "what should be shown now", so pausing, a controlled clock and server rendering
 * (see `typingStartMs`) all give the same frames.
 *
 * A word gains a character every 100 ms, stays complete for 1200 ms, then loses the first
 * character when the pause ends and another every 50 ms; the next word starts from empty.
 * `msToNext` lets the headline wait for the next change on a timer instead of asking every frame.
 */
export function typingFrame(
  words: readonly string[],
  elapsedMs: number,
  timing: Timing = TYPING_TIMING,
): TypingFrame {
  if (words.length === 0) return { wordIndex: 0, text: '', phase: 'pausing', msToNext: Infinity };
  const total = words.reduce((sum, word) => sum + cycleMs(word, timing), 0);
  let t = ((Math.max(0, elapsedMs) % total) + total) % total;
  let wordIndex = 0;
  for (; wordIndex < words.length; wordIndex += 1) {
    const length = cycleMs(words[wordIndex]!, timing);
    if (t < length) break;
    t -= length;
  }
  const word = words[wordIndex]!;
  const typedMs = word.length * timing.typeMs;
  if (t < typedMs) {
    const typed = Math.floor(t / timing.typeMs);
    const msToNext = (typed + 1) * timing.typeMs - t;
    return { wordIndex, text: word.slice(0, typed), phase: 'typing', msToNext };
  }
  t -= typedMs;
  if (t < timing.pauseMs) {
    return { wordIndex, text: word, phase: 'pausing', msToNext: timing.pauseMs - t };
  }
  t -= timing.pauseMs;
  const erased = Math.floor(t / timing.eraseMs) + 1;
  const msToNext = erased * timing.eraseMs - t;
  return { wordIndex, text: word.slice(0, word.length - erased), phase: 'erasing', msToNext };
}

/** Where the loop starts: the first word complete, its pause beginning (the server's frame). */
export function typingStartMs(words: readonly string[], timing: Timing = TYPING_TIMING): number {
  return (words[0]?.length ?? 0) * timing.typeMs;
}

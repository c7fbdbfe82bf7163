import { runOnScreenTimer } from '@/lib/animation/on-screen-timer';
import type { Enhancer } from '@/lib/dom/enhance';
import { typingFrame, typingStartMs } from './typing-machine';

/**
 * The hero's typed business-model names, on the text's own element: its words are `data-words`
 * (JSON), the first of them typed in the server's HTML. A timer writes the text node at each change
 * (every 50–100 ms while typing or erasing, once per pause), nothing in the frames between, only
 * on screen and after load (`runOnScreenTimer`). Plain DOM: on the home page no React runs for it.
 */
export const typeHeadline: Enhancer = (element) => {
  const words = JSON.parse(element.dataset.words ?? '[]') as string[];
  if (words.length === 0) return () => undefined;
  let shown = element.textContent ?? '';
  return runOnScreenTimer(element, (runningMs) => {
    const frame = typingFrame(words, typingStartMs(words) + runningMs);
    if (frame.text !== shown) {
      shown = frame.text;
      // The text node itself (React's, where React rendered it), so a later render finds it.
      const node = element.firstChild;
      if (node) node.nodeValue = frame.text;
      else element.textContent = frame.text;
    }
    return frame.msToNext;
  });
};

import Box from '@mui/material/Box';
import { useCallback, useRef } from 'react';
import { useOnScreenTimer } from '@/lib/animation/use-on-screen-timer';
import { typingFrame, typingStartMs } from '../lib/typing-machine';

/**
 * The typed business-model name. The first frame (first word, fully typed) is rendered by React,
 * also on the server; after that a timer writes the text node directly at each change (every
 * 50–100 ms while typing or erasing, once per pause), nothing in the frames between. Not CSS: a
 * typewriter in CSS clips a proportional font mid-letter and its text is not in the page.
 */
export function TypingHeadline({ words }: { words: readonly string[] }) {
  const text = useRef<HTMLSpanElement>(null);
  const shown = useRef(words[0] ?? '');

  const step = useCallback(
    (runningMs: number) => {
      const frame = typingFrame(words, typingStartMs(words) + runningMs);
      if (frame.text !== shown.current && text.current) {
        shown.current = frame.text;
        // Writes React's own text node, so a later render still finds the node it created.
        const node = text.current.firstChild;
        if (node) node.nodeValue = frame.text;
        else text.current.textContent = frame.text;
      }
      return frame.msToNext;
    },
    [words],
  );
  useOnScreenTimer(text, step, words.length > 0);

  return (
    <Box component="span" sx={{ display: 'block', minHeight: '2.3em', color: 'secondary.main' }}>
      <span ref={text} data-typing-text="">
        {words[0]}
      </span>
      <Box
        component="span"
        aria-hidden="true"
        sx={{
          display: 'inline-block',
          width: '3px',
          height: '0.9em',
          ml: 0.5,
          bgcolor: 'currentColor',
          verticalAlign: '-0.05em',
          animation: 'caret-blink 1s steps(1) infinite',
          '@keyframes caret-blink': { '50%': { opacity: 0 } },
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }}
      />
    </Box>
  );
}

import Box from '@mui/material/Box';
import { useCallback, useRef } from 'react';
import { useFrameLoop } from '@/lib/animation/use-frame-loop';
import { typingFrame, typingStartMs } from '../lib/typing-machine';

/**
 * The typed business-model name. The first frame (first word, fully typed) is rendered by React,
 * also on the server; after that each animation frame writes the text node directly.
 */
export function TypingHeadline({ words }: { words: readonly string[] }) {
  const text = useRef<HTMLSpanElement>(null);
  const elapsed = useRef(typingStartMs(words));
  const shown = useRef(words[0] ?? '');

  const onFrame = useCallback(
    (deltaMs: number) => {
      elapsed.current += deltaMs;
      const next = typingFrame(words, elapsed.current).text;
      if (next !== shown.current && text.current) {
        shown.current = next;
        // Writes React's own text node, so a later render still finds the node it created.
        const node = text.current.firstChild;
        if (node) node.nodeValue = next;
        else text.current.textContent = next;
      }
    },
    [words],
  );
  useFrameLoop(text, onFrame);

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

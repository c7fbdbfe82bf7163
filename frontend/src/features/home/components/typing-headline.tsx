import Box from '@mui/material/Box';
import { useRef } from 'react';
import { ENHANCE_ATTRIBUTE } from '@/lib/dom/enhance';
import { useEnhancer } from '@/lib/dom/use-enhancer';
import { typeHeadline } from '../lib/typed-headline';

/**
 * The typed business-model name. The first word, fully typed, is rendered by React, also on the
 * server; after that a plain script types (`typeHeadline`): on the server-rendered home page the
 * boot script runs it (`data-enhance`), with no React in the browser; anywhere else, this
 * component's effect. Not CSS: a typewriter in CSS clips a proportional font mid-letter and its
 * text is not in the page.
 */
export function TypingHeadline({ words }: { words: readonly string[] }) {
  const text = useRef<HTMLSpanElement>(null);
  useEnhancer(text, typeHeadline);

  return (
    <Box component="span" sx={{ display: 'block', minHeight: '2.3em', color: 'secondary.main' }}>
      <span
        ref={text}
        data-typing-text=""
        data-words={JSON.stringify(words)}
        {...{ [ENHANCE_ATTRIBUTE]: 'typing-headline' }}
      >
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

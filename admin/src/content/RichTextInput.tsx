import LinearProgress from '@mui/material/LinearProgress';
import { lazy, Suspense } from 'react';
import type { InputProps } from 'react-admin';

// Tiptap and ProseMirror weigh about 440 kB: only the forms with a body download them.
const TiptapBodyInput = lazy(() => import('./TiptapBodyInput'));

/**
 * The body as rich text (react-admin's `ra-input-rich-text`, Tiptap). What it produces is only a
 * draft: the server stores it through the sanitizer the site renders with.
 */
export function RichTextInput(props: InputProps & { label?: string }) {
  return (
    <Suspense fallback={<LinearProgress aria-label="Loading the editor" sx={{ width: '100%' }} />}>
      <TiptapBodyInput {...props} />
    </Suspense>
  );
}

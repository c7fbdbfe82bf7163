import { useMemo } from 'react';
import type { InputProps } from 'react-admin';
import {
  ClearButtons,
  DefaultEditorOptions,
  FormatButtons,
  LevelSelect,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput as TiptapInput,
  RichTextInputToolbar,
} from 'ra-input-rich-text';

/**
 * The editor's settings: react-admin's defaults, with the editable area named for assistive
 * technology (ProseMirror's element has no role or name of its own).
 */
export function editorOptions(label: string): typeof DefaultEditorOptions {
  return {
    ...DefaultEditorOptions,
    editorProps: {
      ...DefaultEditorOptions.editorProps,
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': label },
    },
  };
}

/**
 * The buttons for what the site's sanitizer keeps (headings, bold, italic, underline, code,
 * lists, links, quotes). Colours, alignment and images are left out: their styles would be
 * dropped on save; so is strikethrough (`<s>` is not allowed), hidden from the format group.
 */
const TOOLBAR = (
  <RichTextInputToolbar size="small">
    <LevelSelect size="small" />
    <FormatButtons size="small" />
    <ListButtons size="small" />
    <LinkButtons size="small" />
    <QuoteButtons size="small" />
    <ClearButtons size="small" />
  </RichTextInputToolbar>
);

const EDITOR_SX = {
  '& button[value="strike"]': { display: 'none' },
  '& .ProseMirror': { minHeight: 200 },
};

/** React-admin's Tiptap input with our toolbar (loaded on demand by `RichTextInput`). */
export default function TiptapBodyInput(props: InputProps & { label?: string }) {
  const label = props.label ?? 'Body';
  // The editor is created again whenever its options change: they must stay the same object.
  const options = useMemo(() => editorOptions(label), [label]);
  return (
    <TiptapInput
      {...props}
      label={label}
      toolbar={TOOLBAR}
      editorOptions={options}
      sx={EDITOR_SX}
    />
  );
}

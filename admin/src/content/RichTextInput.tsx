import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import Stack from '@mui/material/Stack';
import { useEffect, useRef } from 'react';
import { useInput, type InputProps } from 'react-admin';

const COMMANDS: Array<[label: string, command: string, value?: string]> = [
  ['Bold', 'bold'],
  ['Italic', 'italic'],
  ['Heading', 'formatBlock', 'h2'],
  ['Paragraph', 'formatBlock', 'p'],
  ['List', 'insertUnorderedList'],
  ['Numbered', 'insertOrderedList'],
  ['Quote', 'formatBlock', 'blockquote'],
];

/**
 * The body as rich text: an editable area producing HTML, with a small toolbar. What it produces
 * is only a draft: the server stores it through the sanitizer the site renders with.
 */
export function RichTextInput(props: InputProps & { label?: string }) {
  const { field, fieldState, isRequired } = useInput(props);
  const editor = useRef<HTMLDivElement>(null);
  const value = typeof field.value === 'string' ? field.value : '';

  // Only the outside value (loading the record) is written into the editor, never while typing.
  useEffect(() => {
    const element = editor.current;
    if (element && element.innerHTML !== value && document.activeElement !== element)
      element.innerHTML = value;
  }, [value]);

  const run = (command: string, argument?: string) => {
    editor.current?.focus();
    document.execCommand(command, false, argument);
    field.onChange(editor.current?.innerHTML ?? '');
  };
  const addLink = () => {
    const url = window.prompt('Link address (https://…)');
    if (url && /^https?:\/\//.test(url)) run('createLink', url);
  };
  const id = `rich-text-${props.source}`;
  return (
    <Box sx={{ width: '100%', mb: 2 }}>
      <InputLabel htmlFor={id} required={isRequired} sx={{ mb: 0.5 }}>
        {props.label ?? 'Body'}
      </InputLabel>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mb: 0.5 }} role="toolbar">
        {COMMANDS.map(([label, command, argument]) => (
          <Button
            key={label}
            size="small"
            variant="outlined"
            onClick={() => run(command, argument)}
          >
            {label}
          </Button>
        ))}
        <Button size="small" variant="outlined" onClick={addLink}>
          Link
        </Button>
      </Stack>
      <Box
        id={id}
        ref={editor}
        role="textbox"
        aria-multiline="true"
        aria-label={props.label ?? 'Body'}
        contentEditable
        suppressContentEditableWarning
        onInput={(event) => field.onChange((event.target as HTMLDivElement).innerHTML)}
        onBlur={field.onBlur}
        sx={{
          minHeight: 240,
          p: 1.5,
          border: 1,
          borderColor: fieldState.invalid ? 'error.main' : 'divider',
          borderRadius: 1,
          '& h2': { fontSize: '1.3rem' },
        }}
      />
      {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
    </Box>
  );
}

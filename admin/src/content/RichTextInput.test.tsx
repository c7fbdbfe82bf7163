import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { Form, RecordContextProvider, ResourceContextProvider } from 'ra-core';
import { AdminContext } from 'react-admin';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider';
import { RichTextInput } from './RichTextInput';

function renderBody(content: string, onSubmit: (values: Record<string, unknown>) => void) {
  return render(
    <AdminContext i18nProvider={i18nProvider}>
      <ResourceContextProvider value="posts">
        <RecordContextProvider value={{ id: 1, content }}>
          <Form onSubmit={onSubmit}>
            <RichTextInput source="content" label="Body" />
            <button type="submit">Save</button>
          </Form>
        </RecordContextProvider>
      </ResourceContextProvider>
    </AdminContext>,
  );
}

// The editor is loaded on demand: load it once before the tests, as a browser would on first use.
beforeAll(async () => {
  await import('./TiptapBodyInput');
});
afterEach(cleanup);

// The first render builds react-admin's whole context: slow on a busy machine.
const SLOW = { timeout: 10_000 };

describe('RichTextInput (ra-input-rich-text)', { timeout: 30_000 }, () => {
  it("shows the record's HTML in an editable area named for the field", async () => {
    renderBody('<p>Bearings <strong>announce</strong> their end.</p>', () => {});
    const body = await screen.findByRole('textbox', { name: 'Body' }, SLOW);
    await waitFor(() => expect(body.querySelector('strong')?.textContent).toBe('announce'), SLOW);
    expect(body.getAttribute('contenteditable')).toBe('true');
  });

  it('offers only the formats the sanitizer keeps', async () => {
    renderBody('<p>x</p>', () => {});
    for (const name of [
      'Bold',
      'Italic',
      'Bulleted list',
      'Numbered list',
      'Add a link',
      'Blockquote',
    ])
      expect(await screen.findByRole('button', { name }, SLOW)).toBeTruthy();
    for (const name of [/align/i, /colou?r/i, /image/i])
      expect(screen.queryAllByRole('button', { name })).toHaveLength(0);
  });

  it('hands the edited HTML to the form', async () => {
    let saved: Record<string, unknown> = {};
    renderBody('<p>Old text</p>', (values) => {
      saved = values;
    });
    const body = await screen.findByRole('textbox', { name: 'Body' }, SLOW);
    const bold = await screen.findByRole('button', { name: 'Bold' }, SLOW);
    await waitFor(() => expect(body.textContent).toBe('Old text'));
    // Select the whole text (ProseMirror reads the DOM selection) and make it bold.
    await act(async () => {
      body.focus();
      const range = document.createRange();
      range.selectNodeContents(body);
      const selection = window.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
      document.dispatchEvent(new Event('selectionchange'));
    });
    await act(async () => bold.click());
    await act(async () => screen.getByRole('button', { name: 'Save' }).click());
    await waitFor(() => expect(saved.content).toBe('<p><strong>Old text</strong></p>'));
  });
});

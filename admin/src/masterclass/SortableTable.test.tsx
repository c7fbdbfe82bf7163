import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { TestMemoryRouter } from 'ra-core';
import { AdminContext, ListContextProvider, Notification, useList } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BackOfficeDataProvider } from '../dataProvider';
import { i18nProvider } from '../i18n/i18nProvider';
import { SortableTable } from './SortableTable';

const LESSONS = [
  { id: 'a', title: 'First', orderIndex: 0 },
  { id: 'b', title: 'Second', orderIndex: 1 },
  { id: 'c', title: 'Third', orderIndex: 2 },
];
const ROW_HEIGHT = 40;

function Lessons() {
  const list = useList({ data: LESSONS });
  return (
    <ListContextProvider value={list}>
      <SortableTable
        resource="masterclass-lessons"
        columns={[{ source: 'title', label: 'Title' }]}
      />
    </ListContextProvider>
  );
}

function renderTable(move: BackOfficeDataProvider['move']) {
  const dataProvider = { move } as unknown as BackOfficeDataProvider;
  return render(
    <TestMemoryRouter>
      <AdminContext i18nProvider={i18nProvider} dataProvider={dataProvider}>
        <Lessons />
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
}

const titles = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]!.textContent);

/** jsdom lays nothing out: each body row gets a box of its own, in document order. */
function layOutRows() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const row = this.closest('tbody > tr');
    const index = row ? Array.from(row.parentElement!.children).indexOf(row) : 0;
    const top = (index + 1) * ROW_HEIGHT;
    return DOMRect.fromRect({ x: 0, y: top, width: 600, height: ROW_HEIGHT });
  });
}

/** A key pressed, then a turn of the event loop (the keyboard sensor listens from the next one). */
async function press(target: Document | HTMLElement, code: string) {
  await act(async () => {
    fireEvent.keyDown(target, { code, key: code === 'Space' ? ' ' : code });
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** The keyboard drag of dnd-kit's keyboard sensor: Space, an arrow per step, Space. */
async function dragWithKeyboard(handle: HTMLElement, steps: number) {
  handle.focus();
  await press(handle, 'Space');
  for (let i = 0; i < steps; i += 1) await press(document, 'ArrowDown');
  await press(document, 'Space');
}

beforeEach(layOutRows);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const SLOW = { timeout: 10_000 };

describe('SortableTable', { timeout: 30_000 }, () => {
  it('saves a keyboard drag as the row’s new place and shows it at once', async () => {
    const move = vi.fn(async () => {});
    renderTable(move);
    const handle = await screen.findByRole('button', { name: 'Drag First' }, SLOW);
    expect(titles()).toEqual(['First', 'Second', 'Third']);

    await dragWithKeyboard(handle, 2);

    await waitFor(() => expect(move).toHaveBeenCalledWith('masterclass-lessons', 'a', 2));
    expect(move).toHaveBeenCalledTimes(1);
    expect(titles()).toEqual(['Second', 'Third', 'First']);
  });

  it('puts the rows back and says why when the server refuses the drop', async () => {
    const move = vi.fn(async () => Promise.reject(new Error('Section not found')));
    renderTable(move);
    const handle = await screen.findByRole('button', { name: 'Drag Second' }, SLOW);

    await dragWithKeyboard(handle, 1);

    expect(await screen.findByText('Section not found')).toBeTruthy();
    expect(move).toHaveBeenCalledWith('masterclass-lessons', 'b', 2);
    expect(titles()).toEqual(['First', 'Second', 'Third']);
  });

  it('keeps the step arrows for each row', async () => {
    const move = vi.fn(async () => {});
    renderTable(move);
    fireEvent.click(await screen.findByRole('button', { name: 'Move Third up' }, SLOW));
    await waitFor(() => expect(move).toHaveBeenCalledWith('masterclass-lessons', 'c', 'up'));
  });
});

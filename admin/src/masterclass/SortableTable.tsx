import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DragIndicator from '@mui/icons-material/DragIndicator';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import {
  RecordContextProvider,
  useDataProvider,
  useListContext,
  useNotify,
  useRedirect,
  useRefresh,
} from 'react-admin';
import type { BackOfficeDataProvider } from '../dataProvider';
import { MoveButtons } from './MoveButtons';

type OrderedResource = 'masterclass-sections' | 'masterclass-lessons';

interface OrderedRecord {
  id: string;
  title: string;
  [field: string]: unknown;
}

export interface SortableColumn {
  source: string;
  label: string;
}

/**
 * The list's records in their order, each row dragged by its handle (pointer, or keyboard: Space,
 * the arrows, Space) or moved a step by its arrows; a drop is saved as the row's new place in one
 * call, shown at once and put back if the server refuses it. A row's click opens its edit page.
 */
export function SortableTable({
  resource,
  columns,
}: {
  resource: OrderedResource;
  columns: SortableColumn[];
}) {
  const { data } = useListContext<OrderedRecord>();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  // A drop's order, shown until the list's data is fetched again (or the server refuses it).
  const [dropped, setDropped] = useState<{ base: typeof data; rows: OrderedRecord[] } | null>(null);
  const rows = dropped && dropped.base === data ? dropped.rows : (data ?? []);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  async function drop({ active, over }: DragEndEvent) {
    const from = rows.findIndex((row) => row.id === active.id);
    const to = rows.findIndex((row) => row.id === over?.id);
    if (from < 0 || to < 0 || from === to) return;
    setDropped({ base: data, rows: arrayMove(rows, from, to) });
    try {
      await dataProvider.move(resource, String(active.id), to);
      refresh();
    } catch (error) {
      setDropped(null);
      notify((error as Error).message, { type: 'error' });
    }
  }

  const titleOf = (id: unknown) => rows.find((row) => row.id === id)?.title ?? '';
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={(event) => void drop(event)}
      accessibility={{
        announcements: {
          onDragStart: ({ active }) => `Picked up ${titleOf(active.id)}.`,
          onDragOver: ({ active, over }) =>
            over ? `${titleOf(active.id)} is over ${titleOf(over.id)}.` : undefined,
          onDragEnd: ({ active, over }) =>
            over ? `${titleOf(active.id)} was dropped at ${titleOf(over.id)}.` : undefined,
          onDragCancel: ({ active }) => `Moving ${titleOf(active.id)} was cancelled.`,
        },
      }}
    >
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" />
            {columns.map((column) => (
              <TableCell key={column.source}>{column.label}</TableCell>
            ))}
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          <SortableContext items={rows.map((row) => row.id)} strategy={verticalListSortingStrategy}>
            {rows.map((row) => (
              <SortableRow key={row.id} resource={resource} record={row} columns={columns} />
            ))}
          </SortableContext>
        </TableBody>
      </Table>
    </DndContext>
  );
}

function SortableRow({
  resource,
  record,
  columns,
}: {
  resource: OrderedResource;
  record: OrderedRecord;
  columns: SortableColumn[];
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: record.id });
  const redirect = useRedirect();
  return (
    <RecordContextProvider value={record}>
      <TableRow
        ref={setNodeRef}
        hover
        onClick={() => redirect('edit', resource, record.id)}
        sx={{
          cursor: 'pointer',
          transform: CSS.Translate.toString(transform),
          transition,
          position: 'relative',
          zIndex: isDragging ? 1 : undefined,
          bgcolor: isDragging ? 'action.selected' : undefined,
        }}
      >
        <TableCell padding="checkbox" onClick={(event) => event.stopPropagation()}>
          <IconButton
            ref={setActivatorNodeRef}
            size="small"
            aria-label={`Drag ${record.title}`}
            sx={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
            {...attributes}
            {...listeners}
          >
            <DragIndicator fontSize="small" />
          </IconButton>
        </TableCell>
        {columns.map((column) => (
          <TableCell key={column.source}>{String(record[column.source] ?? '')}</TableCell>
        ))}
        <TableCell align="right">
          <MoveButtons resource={resource} />
        </TableCell>
      </TableRow>
    </RecordContextProvider>
  );
}

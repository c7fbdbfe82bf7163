import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useRecordContext } from 'react-admin';

export interface AuditChange {
  entity: string;
  operation: 'insert' | 'update' | 'remove';
  id: string | null;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

const show = (value: unknown) =>
  value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);

/** One row per changed field: record, field, before, after. */
export function changeRows(changes: AuditChange[]) {
  return changes.flatMap((change, index) => {
    const fields = [
      ...new Set([...Object.keys(change.before ?? {}), ...Object.keys(change.after ?? {})]),
    ];
    return fields.map((field) => ({
      key: `${index}.${field}`,
      record: `${change.entity} ${change.operation}${change.id ? ` ${change.id}` : ''}`,
      field,
      before: show(change.before?.[field]),
      after: show(change.after?.[field]),
    }));
  });
}

/** The before/after of the fields a staff write changed. */
export function ChangesTable() {
  const record = useRecordContext<{ changes: AuditChange[] }>();
  if (!record) return null;
  const rows = changeRows(record.changes);
  if (rows.length === 0)
    return (
      <Typography variant="body2">
        No record fields changed (an action without data changes).
      </Typography>
    );
  return (
    <Table size="small" aria-label="Changed fields">
      <TableHead>
        <TableRow>
          <TableCell>Record</TableCell>
          <TableCell>Field</TableCell>
          <TableCell>Before</TableCell>
          <TableCell>After</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            <TableCell>{row.record}</TableCell>
            <TableCell>{row.field}</TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{row.before}</TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{row.after}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

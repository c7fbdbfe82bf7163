import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  ChipField,
  Datagrid,
  DateField,
  FunctionField,
  List,
  SimpleList,
  SelectInput,
  TextField,
  TopToolbar,
} from 'react-admin';
import { JOB_STATES, QueueCounts } from './QueueCounts';
import { RemoveJobButton, RetryAllFailedButton, RetryJobButton } from './JobButtons';

interface JobRecord {
  attemptsMade: number;
  attemptsAllowed: number;
  failedReason: string | null;
}

const filters = [
  <SelectInput
    key="state"
    source="state"
    choices={JOB_STATES.map((id) => ({ id, name: id }))}
    alwaysOn
    emptyText="failed"
  />,
];

function Actions() {
  return (
    <TopToolbar>
      <RetryAllFailedButton />
    </TopToolbar>
  );
}

/** The SMS notification queue: counts per state, the jobs of one state, retry and remove. */
export function QueueJobList() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <List
      filters={filters}
      filterDefaultValues={{ state: 'failed' }}
      sort={{ field: 'createdAt', order: 'DESC' }}
      actions={<Actions />}
      exporter={false}
      title="Notification queue"
    >
      <QueueCounts />
      {phone ? (
        <SimpleList<JobRecord & { id: string; state: string; createdAt: string }>
          primaryText={(job) => job.failedReason ?? job.state}
          secondaryText={(job) =>
            `${job.state} · attempts ${job.attemptsMade} / ${job.attemptsAllowed}`
          }
          tertiaryText={(job) => new Date(job.createdAt).toLocaleString()}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="id" label="Job" sortable={false} />
          <ChipField source="state" sortable={false} />
          <FunctionField<JobRecord>
            label="Attempts"
            render={(job) => `${job.attemptsMade} / ${job.attemptsAllowed}`}
          />
          <FunctionField<JobRecord>
            label="Error"
            render={(job) =>
              job.failedReason && job.failedReason.length > 80
                ? `${job.failedReason.slice(0, 79)}…`
                : (job.failedReason ?? '—')
            }
          />
          <DateField source="createdAt" label="Created" showTime />
          <DateField source="finishedAt" label="Finished" showTime sortable={false} emptyText="—" />
          <RetryJobButton />
          <RemoveJobButton />
        </Datagrid>
      )}
    </List>
  );
}

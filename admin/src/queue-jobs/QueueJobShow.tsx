import {
  ChipField,
  DateField,
  FunctionField,
  Labeled,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
} from 'react-admin';
import { RemoveJobButton, RetryJobButton } from './JobButtons';

interface JobRecord {
  attemptsMade: number;
  attemptsAllowed: number;
  stacktrace: string[];
  data: unknown;
  returnValue: unknown;
}

function Actions() {
  return (
    <TopToolbar>
      <RetryJobButton />
      <RemoveJobButton />
    </TopToolbar>
  );
}

const pre = { margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word' } as const;

/** One job: attempts, error and timestamps; phone numbers and e-mails arrive masked. */
export function QueueJobShow() {
  return (
    <Show actions={<Actions />} title="Notification job">
      <SimpleShowLayout>
        <TextField source="id" label="Job" />
        <TextField source="name" />
        <ChipField source="state" />
        <FunctionField<JobRecord>
          label="Attempts"
          render={(job) => `${job.attemptsMade} of ${job.attemptsAllowed}`}
        />
        <TextField source="failedReason" label="Error" emptyText="—" />
        <DateField source="createdAt" label="Created" showTime />
        <DateField source="processedAt" label="Last started" showTime emptyText="—" />
        <DateField source="finishedAt" label="Finished" showTime emptyText="—" />
        <Labeled label="Data">
          <FunctionField<JobRecord>
            render={(job) => <pre style={pre}>{JSON.stringify(job.data, null, 2)}</pre>}
          />
        </Labeled>
        <Labeled label="Stack trace">
          <FunctionField<JobRecord>
            render={(job) =>
              job.stacktrace.length ? <pre style={pre}>{job.stacktrace.join('\n\n')}</pre> : '—'
            }
          />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}

import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import {
  ChipField,
  Datagrid,
  DateField,
  DateTimeInput,
  EmailField,
  FunctionField,
  SimpleList,
  SearchInput,
  SelectInput,
  TextField,
  useListContext,
} from 'react-admin';
import { ExportableList } from '../operations/ExportableList';
import { firstTouch, LEAD_STATUS_CHOICES, type LeadRecord } from './choices';
import { ReleaseButton } from './ReleaseButton';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Name, e-mail or company" />,
  <SelectInput key="status" source="status" choices={LEAD_STATUS_CHOICES} />,
  <DateTimeInput key="from" source="from" label="Received after" />,
  <DateTimeInput key="to" source="to" label="Received before" />,
];

/** Inbox and spam as two tabs over the same list (the `view` filter). */
function ViewTabs() {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const view = (filterValues as { view?: string }).view ?? 'inbox';
  return (
    <Tabs
      value={view}
      onChange={(_, value: string) =>
        setFilters({ ...filterValues, view: value, status: undefined }, displayedFilters)
      }
      aria-label="Lead views"
    >
      <Tab value="inbox" label="Inbox" />
      <Tab value="spam" label="Spam" />
    </Tabs>
  );
}

export function LeadList() {
  return (
    <ExportableList
      filters={filters}
      filterDefaultValues={{ view: 'inbox' }}
      csvPath="/api/admin/leads/export.csv"
      title="Leads"
      header={<ViewTabs />}
      narrow={
        <SimpleList<LeadRecord>
          primaryText={(lead) => `${lead.name}${lead.company ? `, ${lead.company}` : ''}`}
          secondaryText={(lead) => `${lead.status} · ${firstTouch(lead)}`}
          tertiaryText={(lead) => new Date(lead.createdAt).toLocaleDateString()}
          linkType="edit"
        />
      }
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <DateField source="createdAt" label="Received" showTime />
        <TextField source="name" />
        <EmailField source="email" />
        <TextField source="company" emptyText="—" />
        <TextField source="interest" sortable={false} />
        <ChipField source="status" />
        <TextField source="ownerEmail" label="Owner" sortable={false} emptyText="—" />
        <FunctionField<LeadRecord>
          label="First touch"
          sortable={false}
          render={(lead) => firstTouch(lead)}
        />
        <FunctionField<LeadRecord>
          label=""
          render={(lead) => (lead.spam && !lead.releasedAt ? lead.spamReason : null)}
        />
        <ReleaseButton />
      </Datagrid>
    </ExportableList>
  );
}

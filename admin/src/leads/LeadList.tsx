import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  ChipField,
  Datagrid,
  DateField,
  DateTimeInput,
  EmailField,
  FilterButton,
  FunctionField,
  List,
  SimpleList,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
  useListContext,
} from 'react-admin';
import { ExportCsvButton } from '../operations/ExportCsvButton';
import { firstTouch, LEAD_STATUS_CHOICES, type LeadRecord } from './choices';
import { ReleaseButton } from './ReleaseButton';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Name, e-mail or company" />,
  <SelectInput key="status" source="status" choices={LEAD_STATUS_CHOICES} />,
  <DateTimeInput key="from" source="from" label="Received after" />,
  <DateTimeInput key="to" source="to" label="Received before" />,
];

function Actions() {
  return (
    <TopToolbar>
      <FilterButton />
      <ExportCsvButton path="/api/admin/leads/export.csv" />
    </TopToolbar>
  );
}

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
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <List
      filters={filters}
      filterDefaultValues={{ view: 'inbox' }}
      sort={{ field: 'createdAt', order: 'DESC' }}
      actions={<Actions />}
      exporter={false}
      title="Leads"
    >
      <ViewTabs />
      {phone ? (
        <SimpleList<LeadRecord>
          primaryText={(lead) => `${lead.name}${lead.company ? `, ${lead.company}` : ''}`}
          secondaryText={(lead) => `${lead.status} · ${firstTouch(lead)}`}
          tertiaryText={(lead) => new Date(lead.createdAt).toLocaleDateString()}
          linkType="edit"
        />
      ) : (
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
      )}
    </List>
  );
}

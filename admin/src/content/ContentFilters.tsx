import { SearchInput, SelectInput } from 'react-admin';

export const CONTENT_STATUS_CHOICES = [
  { id: 'draft', name: 'Draft' },
  { id: 'scheduled', name: 'Scheduled' },
  { id: 'published', name: 'Published' },
];

export const contentFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={CONTENT_STATUS_CHOICES} alwaysOn />,
];

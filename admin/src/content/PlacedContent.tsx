import type { ReactNode } from 'react';
import { Datagrid, List, NumberField, NumberInput, SimpleForm } from 'react-admin';
import { contentFilters } from './ContentFilters';
import { ConfirmDeleteToolbar } from './EditActions';
import { PublishInputs, StatusField } from './PublishInputs';

/**
 * Job openings and client logos: items of an about page, shown in `position` order once
 * published. Their list shows the given columns, then status and position; their form the given
 * inputs, then position and publishing.
 */
export function PlacedContentList({ title, children }: { title: string; children: ReactNode }) {
  return (
    <List filters={contentFilters} sort={{ field: 'position', order: 'ASC' }} title={title}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        {children}
        <StatusField />
        <NumberField source="position" />
      </Datagrid>
    </List>
  );
}

export function PlacedContentForm({
  edit,
  defaultValues,
  children,
}: {
  edit: boolean;
  /** Beyond a draft at position 0. */
  defaultValues?: Record<string, unknown>;
  children: ReactNode;
}) {
  return (
    <SimpleForm
      toolbar={edit ? <ConfirmDeleteToolbar /> : undefined}
      defaultValues={{ published: false, position: 0, ...defaultValues }}
    >
      {children}
      <NumberInput source="position" min={0} step={1} />
      <PublishInputs />
    </SimpleForm>
  );
}

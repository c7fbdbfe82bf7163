import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { ReactElement, ReactNode } from 'react';
import { FilterButton, List, type ListProps, TopToolbar } from 'react-admin';
import { ExportCsvButton } from './ExportCsvButton';

type ExportableListProps = Omit<ListProps, 'actions' | 'exporter' | 'children'> & {
  /** The server's CSV of every row the filters select (not only this page). */
  csvPath: string;
  /** What phones and narrow windows show instead of the table (a SimpleList). */
  narrow: ReactElement;
  /** Above the rows, whatever the width (tabs over the list). */
  header?: ReactNode;
  /** The table. */
  children: ReactElement;
};

/**
 * A list staff read and export: newest first unless told, filters behind a button beside the
 * CSV export, and `narrow` instead of the table below the md breakpoint.
 */
export function ExportableList({
  csvPath,
  narrow,
  header,
  children,
  ...list
}: ExportableListProps) {
  const isNarrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <List
      sort={{ field: 'createdAt', order: 'DESC' }}
      {...list}
      actions={
        <TopToolbar>
          <FilterButton />
          <ExportCsvButton path={csvPath} />
        </TopToolbar>
      }
      exporter={false}
    >
      {header}
      {isNarrow ? narrow : children}
    </List>
  );
}

import { useEffect, useState } from 'react';
import { useDataProvider, useRecordContext } from 'react-admin';
import type { BackOfficeDataProvider } from '../dataProvider';
import type { UserRecord } from './AccountActions';

/**
 * One part of an account's page loaded for the account on show: null while loading (or when
 * `enabled` says the part does not apply), `fallback` when the call fails. `version` reloads it.
 */
export function useMemberData<T>(
  load: (dataProvider: BackOfficeDataProvider, userId: string) => Promise<T>,
  options: { fallback: T; enabled?: (record: UserRecord) => boolean; version?: number },
): { record: UserRecord | undefined; data: T | null } {
  const record = useRecordContext<UserRecord>();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const [data, setData] = useState<T | null>(null);
  const { fallback, enabled = () => true, version = 0 } = options;
  const userId = record?.id;
  const applies = record ? enabled(record) : false;
  useEffect(() => {
    if (!userId || !applies) return;
    let current = true;
    load(dataProvider, userId).then(
      (result) => current && setData(result),
      () => current && setData(fallback),
    );
    return () => {
      current = false;
    };
    // `load`, `fallback` and `enabled` are fixed per part; the account and version decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dataProvider, userId, applies, version]);
  return { record, data: applies ? data : null };
}

import { useCallback } from 'react';
import type { Backend } from '../../data/backend.ts';
import type { IpsBucket } from '../../domain/ips-buckets.ts';
import { useLoadList } from '../../session/use-load.ts';

/** The IPS buckets an approval can enrol a new user in (a cohort), by name. */
export function useCohorts(backend: Backend) {
  const load = useCallback(
    () => backend.ipsBuckets.listAll().then((list) => list.sort(byName)),
    [backend],
  );
  return useLoadList<IpsBucket>(load, 'Cohorts').value;
}

const byName = (a: IpsBucket, b: IpsBucket) => a.name.localeCompare(b.name);

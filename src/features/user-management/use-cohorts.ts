import { useEffect, useState } from 'react';
import type { Backend } from '../../data/backend.ts';
import type { IpsBucket } from '../../domain/ips-buckets.ts';

/** The IPS buckets an approval can enrol a new user in (a cohort), by name. */
export function useCohorts(backend: Backend) {
  const [cohorts, setCohorts] = useState<IpsBucket[] | null>(null);
  useEffect(() => {
    let live = true;
    backend.ipsBuckets.listAll().then(
      (list) => live && setCohorts(list.sort((a, b) => a.name.localeCompare(b.name))),
      (failure) => {
        console.error('Cohorts could not be loaded', failure);
        if (live) setCohorts([]);
      },
    );
    return () => {
      live = false;
    };
  }, [backend]);
  return cohorts;
}

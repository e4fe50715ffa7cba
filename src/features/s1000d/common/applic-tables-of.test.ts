import { expect, it } from 'vitest';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import { applicTablesOf } from './applic-worker-client.ts';

const row = (k: string, t: ObjectListing['t'], s: string): ObjectListing => ({
  k,
  t,
  c: k,
  n: k,
  s,
  z: 1,
  h: k,
});

it('finds the ACT, CCT and PCT of a listing by their schemas, data modules only', () => {
  const listing = [
    row('DMC-PCT', 'dm', 'prdcrossreftable'),
    row('DMC-STEP', 'dm', 'proced'),
    row('PMC-ACT', 'pm', 'appliccrossreftable'),
    row('DMC-ACT', 'dm', 'appliccrossreftable'),
  ];
  const { act, cct, pct } = applicTablesOf(listing);
  expect(act?.k).toBe('DMC-ACT');
  expect(cct).toBeUndefined();
  expect(pct?.k).toBe('DMC-PCT');
  expect(applicTablesOf(null)).toEqual({ act: undefined, cct: undefined, pct: undefined });
});

import { useEffect, useMemo, useState } from 'react';
import type { ApplicProperty } from '../../../s1000d/applic/applic-tables.ts';
import { fileNameOfRow } from '../../../s1000d/csdb/file-names.ts';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import { createRefResolver } from '../../../s1000d/csdb/ref-graph.ts';
import { labelProducts, type ProductChoice } from '../../../s1000d/reader/applic-choices.ts';
import type { ReaderWorker } from './reader-worker-client.ts';
import type { ReaderSource } from './use-reader-source.ts';

export type ApplicChoices = {
  properties: ApplicProperty[];
  products: ProductChoice[];
  actKey?: string;
};

const EMPTY: ApplicChoices = { properties: [], products: [] };

/**
 * The products a reader can choose (the PCT the ACT points at) and the properties they can
 * set by hand (the ACT's attributes and the CCT's conditions). Without an ACT reference the
 * project's first ACT serves.
 */
export function useApplicChoices(
  source: ReaderSource,
  worker: ReaderWorker | null,
  actRef: string | undefined,
) {
  const [choices, setChoices] = useState<ApplicChoices>(EMPTY);
  const { rows, read } = source;
  const actRow = useMemo(() => {
    if (!rows) return undefined;
    const resolved = actRef ? createRefResolver(rows)(actRef) : undefined;
    if (resolved && 'rows' in resolved && resolved.rows[0]) return resolved.rows[0];
    return rows.find((r) => r.s === 'appliccrossreftable');
  }, [rows, actRef]);

  useEffect(() => {
    if (!worker || !rows || !actRow) return;
    let live = true;
    const resolve = createRefResolver(rows);
    const rowOf = (ref: string | undefined): ObjectListing | undefined => {
      const found = ref ? resolve(ref) : undefined;
      return found && 'rows' in found ? found.rows[0] : undefined;
    };
    const table = async (row: ObjectListing | undefined) =>
      row ? worker.readApplicTable((await read(row)).bytes, fileNameOfRow(row)) : undefined;
    (async () => {
      const act = await table(actRow);
      if (!act) return;
      const [pct, cct] = await Promise.all([table(rowOf(act.pct)), table(rowOf(act.cct))]);
      const properties = [...act.properties, ...(cct?.properties ?? [])];
      const products = labelProducts(pct?.products ?? [], properties, act.primary);
      if (live) setChoices({ properties, products, actKey: actRow.k });
    })().catch((cause: unknown) => {
      console.error('The applicability tables could not be read', cause);
      if (live) setChoices(EMPTY);
    });
    return () => {
      live = false;
    };
  }, [worker, rows, actRow, read]);
  return choices;
}

import { useState } from 'react';
import type { Backend } from '../../../data/backend.ts';
import type { Actor } from '../../../data/s1000d-store-types.ts';
import type { AttributeDef, CctModel } from '../../../s1000d/applic/act-cct-model.ts';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import { useSubmit } from '../../../ui/use-submit.ts';
import { saveTable } from './save-table.ts';

/** What the ACT and CCT editors are given by the page. */
export type TableEditorProps = {
  backend: Backend;
  projectId: string;
  row: ObjectListing;
  author: Actor | null;
  /** Kept by the page: saving makes a new issue, which the page reads into a new editor. */
  saved: string | null;
  onSaved: (message: string | null) => void;
};

/** What TableSaveFooter shows of one table's save. */
export type TableSaving = {
  table: 'ACT' | 'CCT';
  /** What the check found at the last save: nothing was saved. */
  problems: readonly string[];
  save: { busy: boolean; error: string | null; submit: () => Promise<boolean> };
  canSave: boolean;
  saved: string | null;
};

/** Saves the edited ACT or CCT once its check finds no problem: what its footer shows. */
export function useTableSave(
  { backend, projectId, row, author, saved, onSaved }: TableEditorProps,
  table: 'ACT' | 'CCT',
  check: () => string[],
  model: () => { attributes: AttributeDef[] } | { cct: CctModel },
) {
  const [problems, setProblems] = useState<string[]>([]);
  const save = useSubmit(
    async () => {
      onSaved(null);
      const found = check();
      setProblems(found);
      if (found.length || !author) return;
      onSaved(await saveTable(backend, projectId, row, model(), author));
    },
    (failure) => `The ${table} could not be saved: ${(failure as Error).message}. Nothing changed.`,
  );
  return { table, problems, save, canSave: !!author, saved } satisfies TableSaving;
}

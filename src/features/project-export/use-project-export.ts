import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Backend } from '../../data/backend.ts';
import { useSession } from '../../session/session-context.ts';
import { useLoad } from '../../session/use-load.ts';
import { isPermissionDenied } from '../../data/error-codes.ts';
import type { ProductConfiguration } from '../../domain/product-configurations.ts';
import { readFileBytes } from '../../lib/browser-file.ts';
import { markImport } from '../../lib/import-marks.ts';
import { readBundleBytes } from './bundle-file.ts';
import { BUNDLE_TEXT, MAX_BUNDLE_BYTES, parseBundle } from './bundle.ts';
import { withConfigurations, type ExportableProject } from './export-selection.ts';
import { importProjects, type ImportSummary } from './import-projects.ts';
import { CHOOSABLE, KIND_LABEL, type Choosable } from './kinds.ts';

export type { ExportableProject };
export const projectKey = (p: ExportableProject) => `${p.collection}/${p.id}`;

/** An import that stopped this long ago without progress is undone when the page opens. */
const STALE_IMPORT_MS = 10 * 60_000;

export const EXPORT_TEXT = {
  loadFailed: 'Your projects could not be loaded. Please try again.',
  readFailed: 'The file could not be read.',
  writeFailed:
    'The projects could not be saved, so nothing from the file was imported. Please try again.',
  refused: 'Part of the file was refused by the database, so nothing from it was imported.',
  noPermission: (what: string) =>
    `Your role cannot create and delete ${what}, so this file was not imported.`,
  undone: (n: number) =>
    `An import that did not finish was undone: ${n} document${n === 1 ? '' : 's'} removed.`,
} as const;

export type ImportOutcome = { ok: true; summary: ImportSummary } | { ok: false; message: string };

type Exportable = { projects: ExportableProject[]; sets: ProductConfiguration[] };
const NOTHING: Exportable = { projects: [], sets: [] };

/** Every project the user may export, by name, and their product configuration sets. */
async function exportable(backend: Backend, uid: string): Promise<Exportable> {
  const owned = (c: Choosable) =>
    backend[c].listOwned(uid).then((list) => list.map((p) => ({ ...p, collection: c })));
  const [lists, sets] = await Promise.all([
    Promise.all(CHOOSABLE.map(owned)),
    backend.productConfigurations.listOwned(uid),
  ]);
  const projects: ExportableProject[] = lists.flat();
  projects.sort((a, b) => a.name.localeCompare(b.name));
  return { projects, sets };
}

type Permission = (c: Choosable | 'productConfigurations') => boolean;

/** The user's projects, drafts and PLM data, exporting a choice of them and importing a bundle. */
export function useProjectExport(mayImport: Permission, canImport: boolean) {
  const { backend, profile } = useSession();
  const uid = profile?.uid;
  const load = useMemo(
    () => (backend && uid ? () => exportable(backend, uid) : null),
    [backend, uid],
  );
  const { value, failed, reload } = useLoad<Exportable, Exportable | null>(load, {
    initial: null,
    fallback: NOTHING,
    what: 'Projects for export',
  });
  const projects = value?.projects ?? null;
  const sets = value?.sets ?? NOTHING.sets;
  const error = failed ? EXPORT_TEXT.loadFailed : null;
  const [notice, setNotice] = useState<string | null>(null);

  // Leftovers of an import that stopped halfway (decision 703) are removed once per visit.
  useEffect(() => {
    // Never while viewing as another user: that would write to their data.
    if (!backend || !uid || !canImport) return;
    backend.projectImport
      .undoInterrupted(uid, new Date(), STALE_IMPORT_MS)
      .then((removed) => {
        if (removed === 0) return;
        setNotice(EXPORT_TEXT.undone(removed));
        reload();
      })
      .catch((cause: unknown) => console.error('An interrupted import could not be undone', cause));
  }, [backend, uid, canImport, reload]);

  const bundleOf = useCallback(
    (chosen: ExportableProject[]) => withConfigurations(chosen, sets),
    [sets],
  );

  const importFile = useCallback(
    async (file: File): Promise<ImportOutcome> => {
      if (!backend || !uid) return { ok: false, message: EXPORT_TEXT.readFailed };
      markImport('chosen');
      // A zip of a 10 MB bundle is smaller; anything far above cannot hold an acceptable one.
      if (file.size > MAX_BUNDLE_BYTES) return { ok: false, message: BUNDLE_TEXT.tooLarge };
      let bytes: Uint8Array;
      try {
        bytes = await readFileBytes(file);
      } catch {
        return { ok: false, message: EXPORT_TEXT.readFailed };
      }
      const read = readBundleBytes(bytes);
      if (!read.ok) return read;
      const parsed = parseBundle(read.text);
      if (!parsed.ok) return parsed;
      const refused = parsed.projects.find((p) => !mayImport(p.collection));
      if (refused) {
        return {
          ok: false,
          message: EXPORT_TEXT.noPermission(KIND_LABEL[refused.collection].plural),
        };
      }
      markImport('checked');
      try {
        return { ok: true, summary: await importProjects(backend, uid, parsed.projects) };
      } catch (cause) {
        console.error('Project import failed; nothing was kept', cause);
        return {
          ok: false,
          message: isPermissionDenied(cause) ? EXPORT_TEXT.refused : EXPORT_TEXT.writeFailed,
        };
      } finally {
        reload();
      }
    },
    [backend, uid, mayImport, reload],
  );

  return { projects, error, notice, bundleOf, importFile };
}

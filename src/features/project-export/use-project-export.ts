import { useCallback, useEffect, useState } from 'react';
import { useSession } from '../../app/session/session-context.ts';
import type { ProjectDocument } from '../../data/projects.ts';
import { BUNDLE_TEXT, MAX_BUNDLE_BYTES, parseBundle, type ExportableCollection } from './bundle.ts';
import { readFileText } from './browser-file.ts';
import { importProjects, type ImportSummary } from './import-projects.ts';

export type ExportableProject = ProjectDocument & { collection: ExportableCollection };
export const projectKey = (p: ExportableProject) => `${p.collection}/${p.id}`;

export const EXPORT_TEXT = {
  loadFailed: 'Your projects could not be loaded. Please try again.',
  readFailed: 'The file could not be read.',
  checkFailed: 'Your projects could not be checked, so nothing was imported. Please try again.',
  noPermission: (what: string) => `Your role cannot create ${what}, so this file was not imported.`,
} as const;

export type ImportOutcome = { ok: true; summary: ImportSummary } | { ok: false; message: string };

/** The user's PBS and IPS projects, and importing a bundle for them. */
export function useProjectExport(canCreate: (c: ExportableCollection) => boolean) {
  const { backend, profile } = useSession();
  const uid = profile?.uid;
  const [projects, setProjects] = useState<ExportableProject[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!backend || !uid) return;
    let live = true;
    Promise.all([backend.pbsProjects.listOwned(uid), backend.ipsProjects.listOwned(uid)])
      .then(([pbs, ips]) => {
        const tag = (collection: ExportableCollection) => (p: ProjectDocument) => ({
          ...p,
          collection,
        });
        const all = [...pbs.map(tag('pbsProjects')), ...ips.map(tag('ipsProjects'))];
        if (live) setProjects(all.sort((a, b) => a.name.localeCompare(b.name)));
      })
      .catch((cause: unknown) => {
        console.error('Projects could not be loaded for export', cause);
        if (!live) return;
        setError(EXPORT_TEXT.loadFailed);
        setProjects([]);
      });
    return () => {
      live = false;
    };
  }, [backend, uid, version]);

  const importFile = useCallback(
    async (file: File): Promise<ImportOutcome> => {
      if (!backend || !uid) return { ok: false, message: EXPORT_TEXT.readFailed };
      if (file.size > MAX_BUNDLE_BYTES) return { ok: false, message: BUNDLE_TEXT.tooLarge };
      let text: string;
      try {
        text = await readFileText(file);
      } catch {
        return { ok: false, message: EXPORT_TEXT.readFailed };
      }
      const parsed = parseBundle(text);
      if (!parsed.ok) return parsed;
      const refused = (['pbsProjects', 'ipsProjects'] as const).find(
        (c) => !canCreate(c) && parsed.projects.some((p) => p.collection === c),
      );
      if (refused) {
        const what = refused === 'pbsProjects' ? 'PBS projects' : 'IPS projects';
        return { ok: false, message: EXPORT_TEXT.noPermission(what) };
      }
      try {
        const summary = await importProjects(backend, uid, parsed.projects);
        return { ok: true, summary };
      } catch (cause) {
        // Only the name check before the first write throws; write failures are in the summary.
        console.error('Project import could not start', cause);
        return { ok: false, message: EXPORT_TEXT.checkFailed };
      } finally {
        setVersion((v) => v + 1);
      }
    },
    [backend, uid, canCreate],
  );

  return { projects, error, importFile };
}

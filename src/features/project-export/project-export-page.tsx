import { Download } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useViewer } from '../../session/use-viewer.ts';
import { Loading } from '../../ui/loading.tsx';
import { ReadOnlyNote } from '../../ui/read-only-note.tsx';
import { encodeBundle, type ExportableCollection } from './bundle.ts';
import { zipBundle } from './bundle-file.ts';
import { BundleError } from './bundle-values.ts';
import { downloadFile } from '../../lib/browser-file.ts';
import { ImportPanel } from './import-panel.tsx';
import { IMPORT_NEEDS } from './kinds.ts';
import { ProjectPicker } from './project-picker.tsx';
import { projectKey, useProjectExport } from './use-project-export.ts';
import { ErrorMessage } from '../../ui/error-message.tsx';
import { IconButton } from '../../ui/icon-button.tsx';

const IMPORT_READ_ONLY_TEXT =
  'You are viewing as another user: importing is disabled. Exit View As to import projects.';

export default function ProjectExportPage() {
  const viewer = useViewer();
  const canImport = !viewer.readOnly && viewer.can('project-export', 'create');
  const mayImport = useCallback(
    (c: ExportableCollection) =>
      IMPORT_NEEDS[c].actions.every((action) => viewer.can(IMPORT_NEEDS[c].area, action)),
    [viewer],
  );
  const { projects, error, notice, bundleOf, importFile } = useProjectExport(mayImport, canImport);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [exportError, setExportError] = useState<string | null>(null);
  if (projects === null) return <Loading text="Loading content..." />;

  const toggle = (key: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const allSelected = projects.length > 0 && selected.size === projects.length;
  const download = (as: 'json' | 'zip') => {
    const now = new Date();
    try {
      const text = encodeBundle(bundleOf(projects.filter((p) => selected.has(projectKey(p)))), now);
      const name = `ips-studio-projects-${now.toISOString().slice(0, 10)}`;
      if (as === 'json') downloadFile(`${name}.json`, text, 'application/json');
      else downloadFile(`${name}.zip`, zipBundle(text), 'application/zip');
      setExportError(null);
    } catch (cause) {
      if (!(cause instanceof BundleError)) throw cause;
      setExportError(`The export could not be made: ${cause.message}`);
    }
  };

  return (
    <div className="flex flex-col gap-8">
      <h1 className="text-2xl font-semibold text-slate-900">Project Export</h1>
      {viewer.readOnly && <ReadOnlyNote text={IMPORT_READ_ONLY_TEXT} />}
      <ErrorMessage text={error} plain />
      {notice && (
        <p role="status" className="text-sm text-slate-700">
          {notice}
        </p>
      )}
      <section aria-labelledby="export-heading" className="flex flex-col gap-3">
        <h2 id="export-heading" className="text-lg font-semibold text-slate-900">
          Export
        </h2>
        {projects.length === 0 ? (
          <p className="text-slate-600">You have no projects, drafts or PLM data to export.</p>
        ) : (
          <>
            <label className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                className="h-4 w-4"
                checked={allSelected}
                onChange={() => setSelected(new Set(allSelected ? [] : projects.map(projectKey)))}
              />
              Select all
            </label>
            <ProjectPicker projects={projects} selected={selected} onToggle={toggle} />
            <p className="text-sm text-slate-600">
              A PBS project's product configurations are exported with it.
            </p>
            <div className="flex flex-wrap gap-3">
              <IconButton
                icon={Download}
                className="btn-primary w-fit"
                disabled={selected.size === 0}
                onClick={() => download('json')}
              >
                Download {selected.size} project
                {selected.size === 1 ? '' : 's'}
              </IconButton>
              <IconButton
                icon={Download}
                className="btn-secondary w-fit"
                disabled={selected.size === 0}
                onClick={() => download('zip')}
              >
                Download as zip
              </IconButton>
            </div>
          </>
        )}
        <ErrorMessage text={exportError} plain />
      </section>
      <ImportPanel disabled={!canImport} onImport={importFile} />
    </div>
  );
}

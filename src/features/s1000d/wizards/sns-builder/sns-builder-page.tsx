import { useMemo, useState } from 'react';
import { countSnsNodes, sortSnsTree, validateSnsTree } from '../../../../s1000d/sns/sns-edit.ts';
import type { SnsNode } from '../../../../s1000d/sns/sns-tree.ts';
import { PageHeader } from '../../../../ui/page-header.tsx';
import { useSubmit } from '../../../../ui/use-submit.ts';
import { ApplyPanel } from './apply-panel.tsx';
import { downloadFile } from '../../../../lib/browser-file.ts';
import { inSnsWorker } from './sns-builder-jobs.ts';
import { SnsTreeEditor } from './sns-tree-editor.tsx';
import { StartPanel } from './start-panel.tsx';
import { Panel } from '../../../../ui/panel.tsx';
import { ErrorMessage } from '../../../../ui/error-message.tsx';

type Draft = { tree: SnsNode[]; from: string; notes: string[] };

export default function SnsBuilderPage() {
  const [draft, setDraft] = useState<Draft | null>(null);
  const problems = useMemo(() => (draft ? validateSnsTree(draft.tree) : []), [draft]);
  const exportAs = useSubmit(async (kind: 'csv' | 'brex') => {
    if (!draft) return;
    if (kind === 'csv') {
      const csv = await inSnsWorker((api) => api.csv(draft.tree));
      downloadFile('sns.csv', csv, 'text/csv');
    } else {
      const xml = await inSnsWorker((api) => api.snsRules(draft.tree));
      downloadFile('snsRules.xml', xml, 'application/xml');
    }
  }, 'The SNS could not be exported. Please try again.');
  const edit = (tree: SnsNode[]) => draft && setDraft({ ...draft, tree });

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="SNS Builder"
        intro="Build a project's standard numbering system: start from one of the eight maintained SNS, a PBS project or nothing, edit it, export it as BREX snsRules or CSV, and write it into a project's BREX."
      />
      <Panel id="sns-start" title="Start">
        <div className="mt-3">
          <StartPanel onStart={(tree, from, notes) => setDraft({ tree, from, notes })} />
        </div>
      </Panel>
      {draft && (
        <>
          <Panel id="sns-edit" title="Edit">
            <p role="status" className="mt-1 text-sm text-slate-700">
              {countSnsNodes(draft.tree)} nodes, from {draft.from}.{' '}
              {problems.length === 0
                ? 'No problems.'
                : `${problems.length} problems to fix before export.`}
            </p>
            {draft.notes.length > 0 && (
              <ul className="mt-1 list-disc pl-5 text-sm text-amber-800">
                {draft.notes.map((n) => (
                  <li key={n}>{n}</li>
                ))}
              </ul>
            )}
            {problems.length > 0 && (
              <ul aria-label="Problems" className="mt-2 list-disc pl-5 text-sm text-red-700">
                {problems.slice(0, 50).map((p) => (
                  <li key={p.path.join('.') + p.message}>{p.message}</li>
                ))}
              </ul>
            )}
            <div className="mt-3 flex gap-2">
              <button
                type="button"
                className="btn-secondary"
                onClick={() => edit(sortSnsTree(draft.tree))}
              >
                Sort by code
              </button>
            </div>
            <div className="mt-3">
              <SnsTreeEditor tree={draft.tree} onChange={edit} />
            </div>
          </Panel>
          <Panel id="sns-export" title="Export and apply">
            <div className="mt-3 flex flex-wrap gap-2">
              <button
                type="button"
                className="btn-secondary"
                disabled={problems.length > 0 || exportAs.busy}
                onClick={() => void exportAs.submit('brex')}
              >
                Download BREX snsRules
              </button>
              <button
                type="button"
                className="btn-secondary"
                disabled={problems.length > 0 || exportAs.busy}
                onClick={() => void exportAs.submit('csv')}
              >
                Download CSV
              </button>
            </div>
            <ErrorMessage plain className="mt-2" text={exportAs.error} />
            <div className="mt-4">
              <ApplyPanel tree={draft.tree} disabled={problems.length > 0} />
            </div>
          </Panel>
        </>
      )}
    </div>
  );
}

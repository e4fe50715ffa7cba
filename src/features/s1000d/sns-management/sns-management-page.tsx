import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { SNS_MODES, type SnsMode } from '../../../s1000d/brex/check-sns.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { NewDataModuleDialog } from '../common/new-data-module-dialog.tsx';
import { ProjectRouteSelect } from '../common/project-route-select.tsx';
import { useS1000dActor } from '../common/use-s1000d-actor.ts';
import { useProjectForCodes } from '../common/use-project-for-codes.ts';
import { useS1000dProject } from '../common/use-s1000d-project.ts';
import type { SnsUsageNode } from '../../../s1000d/sns/sns-usage.ts';
import { SnsNodeEditor } from './sns-node-editor.tsx';
import { SnsUsageTable } from './sns-usage-table.tsx';
import { useSnsUsage } from './use-sns-usage.ts';
import { SelectField } from '../../../ui/select-field.tsx';
import { ErrorMessage } from '../../../ui/error-message.tsx';

const MODE_NAMES: Record<SnsMode, string> = {
  normal: 'Normal (codes may stop at a level the rules have)',
  strict: 'Strict (every level must be in the rules)',
  unstrict: 'Unstrict (zero levels pass)',
};

export default function SnsManagementPage() {
  const { projectId } = useParams();
  const { project, rows, rights, error } = useS1000dProject(projectId);
  const actor = useS1000dActor();
  const [newAt, setNewAt] = useState<string | null>(null);
  const [editing, setEditing] = useState<SnsUsageNode | null>(null);
  const author = rights?.writeObjects && actor && project ? actor.actor : null;
  const listing = useMemo(() => rows?.filter((r) => !r.deleted).map((r) => r.row) ?? null, [rows]);
  const rules = useProjectForCodes(project, listing);
  const [mode, setMode] = useState<SnsMode | undefined>(undefined);
  const { result, error: usageError } = useSnsUsage(rules, listing, mode);
  const shownMode =
    mode ?? (rules.status === 'ready' ? rules.project.settings.snsMode : undefined) ?? 'normal';

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={project ? `SNS of ${project.name}` : 'SNS Management'}
        intro="A project's standard numbering system as a tree, with the data modules filed under each node and those whose SNS the rules do not have."
      />
      <div className="flex max-w-3xl flex-wrap items-end gap-4">
        <div className="min-w-64">
          <ProjectRouteSelect toolPath="/tools/sns-management" projectId={projectId} />
        </div>
        {result?.name && (
          <SelectField
            label="SNS check"
            value={shownMode}
            options={SNS_MODES}
            labels={MODE_NAMES}
            onChange={setMode}
          />
        )}
      </div>
      <ErrorMessage plain text={error} />
      <ErrorMessage plain text={usageError} />
      {projectId && !error && !result && <p className="text-slate-600">Working out the SNS...</p>}
      {rules.status === 'unusable' && <p className="text-sm text-amber-800">{rules.message}</p>}
      {rules.status === 'ready' && rules.note && (
        <p className="text-sm text-amber-800">{rules.note}</p>
      )}
      {newAt !== null && author && project && listing && (
        <NewDataModuleDialog
          projectId={project.id}
          settings={project.settings}
          rows={listing}
          actor={author}
          onClose={() => setNewAt(null)}
          prefill={{ sns: newAt }}
        />
      )}
      {result && (
        <>
          <p role="status" className="text-slate-700">
            {result.name
              ? `${result.usage.modules} data modules checked against ${result.name}: ${result.usage.outside.length} outside it. Edit it in the`
              : `${project?.name ?? 'The project'} has no SNS rules: the tree shows the SNS its ${result.usage.modules} data modules use. Build rules in the`}{' '}
            <Link className="text-blue-700 underline" to="/tools/wizards/s1000d/sns-builder">
              SNS Builder
            </Link>
            .
          </p>
          {result.source === 'maintained' && author && (
            <p className="text-sm text-slate-600">
              {project?.name} follows a maintained SNS, which is not changed here: build a project
              SNS from it in the SNS Builder to retitle or renumber its nodes.
            </p>
          )}
          {editing && author && project && listing && (
            <SnsNodeEditor
              key={editing.sns}
              node={editing}
              project={project}
              rows={listing}
              actor={author}
              onClose={() => setEditing(null)}
            />
          )}
          <section className="rounded-lg border border-slate-200 bg-white p-4">
            <SnsUsageTable
              tree={result.usage.tree}
              onNew={author ? setNewAt : undefined}
              onEdit={author && result.source === 'project' ? setEditing : undefined}
            />
          </section>
          {result.usage.outside.length > 0 && (
            <section
              aria-labelledby="sns-outside"
              className="rounded-lg border border-amber-200 bg-white p-4"
            >
              <h2 id="sns-outside" className="text-lg font-semibold text-slate-900">
                Data modules outside the SNS ({result.usage.outside.length})
              </h2>
              <ul className="mt-2 flex flex-col gap-1 text-sm">
                {result.usage.outside.map((o) => (
                  <li key={o.key}>
                    <span className="font-mono">{o.code}</span> {o.title}: {o.message}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </div>
  );
}

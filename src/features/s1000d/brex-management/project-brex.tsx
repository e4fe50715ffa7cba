import { Link } from 'react-router';
import { Loading } from '../../../ui/loading.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useS1000dProject } from '../common/use-s1000d-project.ts';
import { BrexDiffPanel } from './brex-diff-panel.tsx';
import { BrexTable } from './brex-table.tsx';
import { useBrexInventory } from './use-brex-inventory.ts';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { Panel } from '../../../ui/panel.tsx';

/** /tools/brex-management/:projectId: every BREX a project's objects reach, and their state. */
export function ProjectBrex({ projectId }: { projectId: string }) {
  const { project, rows, rights, error } = useS1000dProject(projectId);
  const { inventory, summaries, error: inventoryError } = useBrexInventory(projectId, rows);
  if (error || project === null || (project && !rights?.read))
    return (
      <ErrorMessage
        plain
        text={error ?? 'This S1000D project does not exist, or you are not one of its members.'}
      />
    );
  if (!project || !inventory) return <Loading text="Loading the project's BREX..." />;
  const own = inventory.brex.filter((b) => b.source === 'project').length;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={`BREX of ${project.name}`}
        intro={`${own} project BREX, ${inventory.brex.length - own} S1000D default BREX in reach.`}
        actions={
          <Link
            className="btn-secondary"
            to={`/tools/wizards/s1000d/brex-tools?project=${projectId}`}
          >
            Check with BREX Tools
          </Link>
        }
      />
      <ErrorMessage plain text={inventoryError} />
      <BrexTable inventory={inventory} summaries={summaries} />
      <Panel id="brex-missing" title="References to BREX that are not present">
        {inventory.missing.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">Every brexDmRef names a BREX in reach.</p>
        ) : (
          <ul className="mt-2 flex flex-col gap-2 text-sm">
            {inventory.missing.map((m) => (
              <li key={m.ref}>
                <span className="font-mono text-xs break-all">{m.ref}</span>, named by{' '}
                {m.from.length} object(s):{' '}
                <span className="font-mono text-xs break-all">{m.from.join(', ')}</span>
                {m.present.length > 0 && (
                  <span> The project holds issue(s) {m.present.join(', ')}.</span>
                )}
              </li>
            ))}
          </ul>
        )}
        <p className="mt-2 text-sm text-slate-700">
          {inventory.noBrex.length === 0
            ? 'Every object names a BREX.'
            : `${inventory.noBrex.length} object(s) name no BREX: ${inventory.noBrex.join(', ')}`}
        </p>
      </Panel>
      <BrexDiffPanel projectId={projectId} brex={inventory.brex} />
    </div>
  );
}

import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { IconLink } from '../../ui/icon-link.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { useSession } from '../../session/session-context.ts';
import type { ProjectDocument } from '../../domain/projects.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Loading } from '../../ui/loading.tsx';
import { IPS_TEXT, useIpsPermissions } from './ips-permissions.ts';
import { readIpsData } from './ips-project.ts';
import { useOwned } from './use-owned.ts';
import { ErrorMessage } from '../../ui/error-message.tsx';
import { IconButton } from '../../ui/icon-button.tsx';
import { Note } from '../../ui/note.tsx';
import { CardList } from '../../ui/card-list.tsx';

export default function IpsProjectsPage() {
  const { backend } = useSession();
  const can = useIpsPermissions();
  const { list, failed, reload } = useOwned('ipsProjects');
  const [deleting, setDeleting] = useState<ProjectDocument | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (list === null) return <Loading text="Loading content..." />;
  const remove = (id: string) =>
    backend!.ipsProjects
      .remove(id)
      .catch(() => setError(IPS_TEXT.saveFailed))
      .finally(reload);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="IPS Projects"
        actions={
          can.canCreate && (
            <IconLink to="/tools/ips-project-creator" icon={Plus} className="btn-primary">
              New IPS project
            </IconLink>
          )
        }
      />
      {can.readOnly && <Note>{IPS_TEXT.readOnly}</Note>}
      {(failed || error) && <ErrorMessage plain text={error ?? IPS_TEXT.loadFailed} />}
      {list.length === 0 ? (
        <p className="text-slate-600">No IPS projects yet.</p>
      ) : (
        <CardList label="IPS projects">
          {list.map((p) => {
            const data = readIpsData(p.fields);
            return (
              <li key={p.id} className="flex items-center justify-between gap-3 p-4">
                <div>
                  <Link
                    to={`/tools/ips-projects/${p.id}`}
                    className="font-medium text-blue-800 underline"
                  >
                    {p.name || 'Untitled'}
                  </Link>
                  <p className="text-sm text-slate-600">
                    {[data.product, data.customer, data.specifications.join(', ')]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </div>
                <IconButton
                  label={`Delete ${p.name}`}
                  icon={Trash2}
                  disabled={!can.canDelete}
                  onClick={() => setDeleting(p)}
                />
              </li>
            );
          })}
        </CardList>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete IPS project"
        message={`Delete "${deleting?.name ?? ''}"? This cannot be undone.`}
        confirmLabel="Delete project"
        onConfirm={() => deleting && void remove(deleting.id)}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}

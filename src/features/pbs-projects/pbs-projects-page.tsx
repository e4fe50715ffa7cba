import { Plus } from 'lucide-react';
import { useState } from 'react';
import { IconLink } from '../../ui/icon-link.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import type { ProjectDocument } from '../../domain/projects.ts';
import { Loading } from '../../ui/loading.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { usePbsPermissions } from './pbs-permissions.ts';
import { ProjectRow } from './project-row.tsx';
import { readItems } from './read-items.ts';
import { ReadOnlyNote } from '../../ui/read-only-note.tsx';
import { RenameDialog } from './rename-dialog.tsx';
import { useLinkedIps } from './use-linked-ips.ts';
import { usePbsProjects } from './use-pbs-projects.ts';
import { ErrorMessage } from '../../ui/error-message.tsx';
import { CardList } from '../../ui/card-list.tsx';
import { SearchField } from '../../ui/search-field.tsx';

export default function PbsProjectsPage() {
  const list = usePbsProjects();
  const can = usePbsPermissions();
  const linkedIps = useLinkedIps();
  const [search, setSearch] = useState('');
  const [renaming, setRenaming] = useState<ProjectDocument | null>(null);
  const [deleting, setDeleting] = useState<ProjectDocument | null>(null);
  if (list.projects === null) return <Loading text="Loading content..." />;
  const term = search.trim().toLowerCase();
  const shown = list.projects.filter((p) =>
    [p.name, p.fields.description, p.fields.product].some(
      (v) => typeof v === 'string' && v.toLowerCase().includes(term),
    ),
  );
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="PBS Projects"
        actions={
          can.canCreate && (
            <IconLink to="/tools/create-pbs" icon={Plus} className="btn-primary">
              New PBS project
            </IconLink>
          )
        }
      />
      {can.readOnly && <ReadOnlyNote />}
      <ErrorMessage text={list.error} plain />
      <SearchField
        className="max-w-md"
        label="Search PBS projects"
        placeholder="Search by name, product or description"
        value={search}
        onChange={setSearch}
      />
      {list.projects.length === 0 ? (
        <p className="text-slate-600">No PBS projects yet.</p>
      ) : shown.length === 0 ? (
        <p className="text-slate-600">No project matches "{search}".</p>
      ) : (
        <CardList label="PBS projects">
          {shown.map((p) => (
            <ProjectRow
              key={p.id}
              project={p}
              itemCount={readItems(p.fields.items).length}
              usedBy={linkedIps.get(p.id) ?? []}
              {...can}
              onRename={() => setRenaming(p)}
              onDuplicate={() => void list.duplicate(p)}
              onDelete={() => setDeleting(p)}
            />
          ))}
        </CardList>
      )}
      {renaming && (
        <RenameDialog
          name={renaming.name}
          check={(name) => list.checkName(name, renaming.id)}
          onRename={(name) => void list.rename(renaming.id, name)}
          onClose={() => setRenaming(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete PBS project"
        message={`Delete "${deleting?.name ?? ''}" with its whole breakdown and product configurations? This cannot be undone.`}
        confirmLabel="Delete project"
        onConfirm={() => deleting && void list.remove(deleting.id)}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}

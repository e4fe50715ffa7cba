import { useState } from 'react';
import { useParams } from 'react-router';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { useViewer } from '../../session/use-viewer.ts';
import { Loading } from '../../ui/loading.tsx';
import { IPS_TEXT, useIpsPermissions } from './ips-permissions.ts';
import { otherFields, readIpsData } from './ips-project.ts';
import { IpsProjectSections } from './ips-project-sections.tsx';
import type { ProjectSection } from './project-sections.ts';
import { SectionForm } from './section-form.tsx';
import { useIpsProject } from './use-ips-project.ts';
import { useOwned } from './use-owned.ts';
import { Note } from '../../ui/note.tsx';

const NO_EDIT_TEXT = 'Your role can view IPS projects but not change them.';

export default function IpsProjectPage() {
  const { projectId = '' } = useParams();
  const can = useIpsPermissions();
  const viewer = useViewer();
  const { project, pbsName, saveSection } = useIpsProject(projectId);
  const pbs = useOwned('pbsProjects', can.canEdit && viewer.can('pbs-projects', 'view'));
  const [editing, setEditing] = useState<ProjectSection | null>(null);
  if (project === null) return <Loading text="Loading content..." />;
  if (project === 'missing') return <p role="alert">{IPS_TEXT.notFound}</p>;
  const data = readIpsData(project.fields);
  const form = editing && (
    <SectionForm
      key={editing}
      section={editing}
      initial={{ name: project.name, data }}
      pbsProjects={pbs.list ?? []}
      onSave={async (state) => {
        const problems = await saveSection(editing, state);
        if (problems.length === 0) setEditing(null);
        return problems;
      }}
      onCancel={() => setEditing(null)}
    />
  );
  return (
    <div className="flex flex-col gap-6">
      <Breadcrumbs trail={[['IPS Projects', '/tools/ips-projects']]} />
      <PageHeader title={project.name || 'Untitled'} />
      {!can.canEdit && <Note>{can.readOnly ? IPS_TEXT.readOnly : NO_EDIT_TEXT}</Note>}
      <IpsProjectSections
        data={data}
        pbsName={pbsName}
        others={otherFields(project.fields)}
        edit={{ editing, form, onEdit: can.canEdit ? setEditing : null }}
      />
    </div>
  );
}

import type { ProjectDocument } from '../../domain/projects.ts';
import { TextField } from '../../ui/text-field.tsx';
import type { CreatorState, CreatorStep as Step } from './creator-steps.ts';
import { MILESTONE_STATUSES, type IpsProjectData, type Milestone } from './ips-project.ts';
import { ListEditor } from './list-editor.tsx';
import { IpsProjectSections } from './ips-project-sections.tsx';
import { SpecificationsStep } from './specifications-step.tsx';
import { LinkedPbsSelect } from './linked-pbs-select.tsx';

type Props = {
  step: Step;
  state: CreatorState;
  pbsProjects: ProjectDocument[];
  onChange: (state: CreatorState) => void;
};

/** The fields of one creator step. */
export function CreatorStep({ step, state, pbsProjects, onChange }: Props) {
  const { data } = state;
  const set = <K extends keyof IpsProjectData>(key: K, value: IpsProjectData[K]) =>
    onChange({ ...state, data: { ...data, [key]: value } });
  const text = (key: 'description' | 'product' | 'customer' | 'contract') => ({
    value: data[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value),
  });
  switch (step) {
    case 'Programme':
      return (
        <div className="flex flex-col gap-4">
          <TextField
            label="Programme name"
            value={state.name}
            onChange={(e) => onChange({ ...state, name: e.target.value })}
          />
          <TextField label="Description" multiline {...text('description')} />
        </div>
      );
    case 'Product':
      return (
        <div className="flex flex-col gap-4">
          <TextField label="Product" {...text('product')} />
          <LinkedPbsSelect
            value={data.linkedPbsProjectId}
            pbsProjects={pbsProjects}
            onChange={(id) => set('linkedPbsProjectId', id)}
          />
        </div>
      );
    case 'Customer':
      return (
        <div className="flex flex-col gap-4">
          <TextField label="Customer" {...text('customer')} />
          <TextField label="Contract" {...text('contract')} />
        </div>
      );
    case 'Specifications':
      return (
        <SpecificationsStep
          chosen={data.specifications}
          onChange={(s) => set('specifications', s)}
        />
      );
    case 'Team':
      return (
        <ListEditor
          label="Team members"
          rows={data.team}
          empty={{ name: '', role: '' }}
          columns={[
            { key: 'name', label: 'Name' },
            { key: 'role', label: 'Role' },
          ]}
          onChange={(team) => set('team', team)}
        />
      );
    case 'Milestones':
      return (
        <ListEditor
          label="Milestones"
          rows={data.milestones}
          empty={{ title: '', due: '', status: 'Planned' }}
          columns={[
            { key: 'title', label: 'Title' },
            { key: 'due', label: 'Due date', type: 'date' },
            { key: 'status', label: 'Status', options: MILESTONE_STATUSES },
          ]}
          onChange={(rows) => set('milestones', rows as Milestone[])}
        />
      );
    case 'Review': {
      const pbs = pbsProjects.find((p) => p.id === data.linkedPbsProjectId);
      return <IpsProjectSections data={data} pbsName={pbs?.name ?? null} others={[]} />;
    }
  }
}

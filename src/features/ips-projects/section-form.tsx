import { useState, type FormEvent } from 'react';
import type { ProjectDocument } from '../../domain/projects.ts';
import { TextField } from '../../ui/text-field.tsx';
import { CreatorStep } from './creator-step.tsx';
import type { CreatorState } from './creator-steps.ts';
import type { ProjectSection } from './project-sections.ts';
import { LinkedPbsSelect } from './linked-pbs-select.tsx';

type Props = {
  section: ProjectSection;
  initial: CreatorState;
  pbsProjects: ProjectDocument[];
  /** Resolves to the messages that stop the save; empty when it was saved. */
  onSave: (state: CreatorState) => Promise<string[]>;
  onCancel: () => void;
};

/** One section of the project page in edit mode, with the creator's fields. */
export function SectionForm({ section, initial, pbsProjects, onSave, onCancel }: Props) {
  const [state, setState] = useState(initial);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const set = (key: 'product' | 'linkedPbsProjectId', value: string) =>
    setState({ ...state, data: { ...state.data, [key]: value } });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors(await onSave(state));
    setBusy(false);
  };
  const step = (s: 'Programme' | 'Customer' | 'Specifications' | 'Team' | 'Milestones') => (
    <CreatorStep step={s} state={state} pbsProjects={pbsProjects} onChange={setState} />
  );
  return (
    <form
      aria-label={`Edit ${section}`}
      className="flex flex-col gap-4"
      onSubmit={(e) => void submit(e)}
    >
      {section === 'Overview' && (
        <>
          {step('Programme')}
          <TextField
            label="Product"
            value={state.data.product}
            onChange={(e) => set('product', e.target.value)}
          />
          {step('Customer')}
        </>
      )}
      {section === 'Linked PBS project' && (
        <LinkedPbsSelect
          value={state.data.linkedPbsProjectId}
          pbsProjects={pbsProjects}
          onChange={(id) => set('linkedPbsProjectId', id)}
        />
      )}
      {(section === 'Specifications' || section === 'Team' || section === 'Milestones') &&
        step(section)}
      {errors.length > 0 && (
        <ul role="alert" className="text-sm text-red-700">
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
      <div className="flex gap-3">
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? 'Saving…' : `Save ${section.toLowerCase()}`}
        </button>
        <button type="button" className="btn-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

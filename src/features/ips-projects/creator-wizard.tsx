import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../session/session-context.ts';
import type { ProjectDocument } from '../../domain/projects.ts';
import { CreatorStep } from './creator-step.tsx';
import {
  CREATOR_STEPS,
  CREATOR_TEXT,
  firstInvalidStep,
  validateStep,
  type CreatorState,
} from './creator-steps.ts';
import { IPS_TEXT } from './ips-permissions.ts';
import { useCreatorDraft } from './use-creator-draft.ts';
import { StepButtons, StepList } from '../../ui/step-list.tsx';

type Props = {
  initial: CreatorState;
  initialStep: number;
  draftId: string | null;
  pbsProjects: ProjectDocument[];
};

const DRAFT_LABEL = {
  idle: '',
  saving: 'Saving draft…',
  saved: 'Draft saved',
  failed: 'The draft could not be saved.',
};

export function CreatorWizard({ initial, initialStep, draftId, pbsProjects }: Props) {
  const { backend, profile } = useSession();
  const navigate = useNavigate();
  const draft = useCreatorDraft(draftId);
  const [state, setState] = useState(initial);
  const [step, setStep] = useState(initialStep);
  const [errors, setErrors] = useState<string[]>([]);
  const current = CREATOR_STEPS[step]!;
  const change = (next: CreatorState, nextStep = step) => {
    setState(next);
    draft.schedule(next, nextStep);
  };
  const go = (to: number) => {
    if (to > step) {
      const problems = validateStep(current, state);
      if (problems.length > 0) return setErrors(problems);
    }
    setErrors([]);
    setStep(to);
    draft.schedule(state, to);
  };
  const create = async () => {
    const invalid = firstInvalidStep(state);
    if (invalid)
      return (setStep(CREATOR_STEPS.indexOf(invalid)), setErrors(validateStep(invalid, state)));
    try {
      const name = state.name.trim();
      if (await backend!.ipsProjects.existsByName(profile!.uid, name))
        return setErrors([CREATOR_TEXT.nameTaken(name)]);
      const id = await backend!.ipsProjects.create(profile!.uid, name, state.data);
      await draft.remove();
      void navigate(`/tools/ips-projects/${id}`);
    } catch (cause) {
      console.error('IPS project could not be created', cause);
      setErrors([IPS_TEXT.saveFailed]);
    }
  };
  return (
    <div className="flex flex-col gap-4">
      <StepList label="Steps" steps={CREATOR_STEPS} current={step} />
      <section
        aria-labelledby="creator-step"
        className="rounded-lg border border-slate-200 bg-white p-6"
      >
        <h2 id="creator-step" className="mb-4 text-lg font-semibold text-slate-900">
          {current}
        </h2>
        <CreatorStep
          step={current}
          state={state}
          pbsProjects={pbsProjects}
          onChange={(next) => change(next)}
        />
        {errors.length > 0 && (
          <ul role="alert" className="mt-4 text-sm text-red-700">
            {errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        )}
      </section>
      <div className="flex items-center justify-between gap-3">
        <p role="status" className="text-sm text-slate-600">
          {DRAFT_LABEL[draft.status]}
        </p>
        <div className="flex gap-3">
          <StepButtons
            step={step}
            count={CREATOR_STEPS.length}
            go={go}
            finish={
              <button type="button" className="btn-primary" onClick={() => void create()}>
                Create IPS project
              </button>
            }
          />
        </div>
      </div>
    </div>
  );
}

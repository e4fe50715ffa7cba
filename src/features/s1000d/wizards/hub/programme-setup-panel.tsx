import { useState } from 'react';
import { Link } from 'react-router';
import { IPS_ELEMENTS, S_SERIES } from '../../../../domain/ips-programme.ts';
import { useSession } from '../../../../session/session-context.ts';
import { useViewer } from '../../../../session/use-viewer.ts';
import { TextField } from '../../../../ui/text-field.tsx';
import {
  effectiveMic,
  EMPTY_SETUP,
  firstInvalidSetupStep,
  ipsProjectFields,
  micFromProduct,
  missingSpecs,
  pbsSetupLink,
  responsibleParties,
  s1000dSetupLink,
  SETUP_STEPS,
  validateSetupStep,
  type ProgrammeSetup,
} from './programme-setup.ts';
import { ErrorList, ErrorMessage } from '../../../../ui/error-message.tsx';
import { StepButtons, StepList } from '../../../../ui/step-list.tsx';
import { ActionButton } from '../../../../ui/action-button.tsx';
import { Refusal, useSubmit } from '../../../../ui/use-submit.ts';

/** The SX000i programme set-up: five steps, then the IPS project and the two set-ups. */
export function ProgrammeSetupPanel() {
  const [setup, setSetup] = useState<ProgrammeSetup>(EMPTY_SETUP);
  const [step, setStep] = useState(0);
  const [errors, setErrors] = useState<string[]>([]);
  const current = SETUP_STEPS[step]!;
  const change = (patch: Partial<ProgrammeSetup>) => setSetup((s) => ({ ...s, ...patch }));
  const go = (to: number) => {
    if (to > step) {
      const problems = validateSetupStep(current, setup);
      if (problems.length > 0) return setErrors(problems);
    }
    setErrors([]);
    setStep(to);
  };

  return (
    <section
      id="programme-setup"
      aria-labelledby="programme-setup-title"
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-6"
    >
      <div>
        <h2 id="programme-setup-title" className="text-lg font-semibold text-slate-900">
          IPS programme set-up (SX000i)
        </h2>
        <p className="text-sm text-slate-600">
          SX000i ties the S-Series specifications into one Integrated Product Support process.
          Decide which specifications apply, which IPS elements are in scope and who answers for
          each; then open the PBS and S1000D project set-ups already filled in.
        </p>
      </div>
      <StepList label="Set-up steps" steps={SETUP_STEPS} current={step} />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-base font-semibold text-slate-900">{current}</legend>
        {current === 'Programme' && <ProgrammeStep setup={setup} change={change} />}
        {current === 'Specifications' && <SpecsStep setup={setup} change={change} />}
        {current === 'IPS elements' && <ElementsStep setup={setup} change={change} />}
        {current === 'Responsible parties' && <PartiesStep setup={setup} change={change} />}
        {current === 'Launch' && <LaunchStep setup={setup} />}
      </fieldset>
      <ErrorList errors={errors} />
      <div className="flex justify-end gap-3">
        <StepButtons step={step} count={SETUP_STEPS.length} go={go} />
      </div>
    </section>
  );
}

type StepProps = { setup: ProgrammeSetup; change: (patch: Partial<ProgrammeSetup>) => void };

function ProgrammeStep({ setup, change }: StepProps) {
  const suggested = micFromProduct(setup.product);
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <TextField
        label="Programme name"
        value={setup.name}
        onChange={(e) => change({ name: e.target.value })}
      />
      <TextField
        label="Product"
        value={setup.product}
        onChange={(e) => change({ product: e.target.value })}
      />
      <TextField
        label="Model identification code (S1000D)"
        value={setup.mic}
        placeholder={suggested || 'e.g. BIKE'}
        onChange={(e) => change({ mic: e.target.value })}
      />
    </div>
  );
}

function SpecsStep({ setup, change }: StepProps) {
  return (
    <div className="flex flex-col gap-2">
      {S_SERIES.map(([code, title]) => (
        <label key={code} className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            // SX000i is the programme's own guide: always in scope.
            disabled={code === 'SX000i'}
            checked={setup.specs.includes(code)}
            onChange={(e) =>
              change({
                specs: e.target.checked
                  ? [...setup.specs, code]
                  : setup.specs.filter((c) => c !== code),
              })
            }
          />
          <strong>{code}</strong> {title}
        </label>
      ))}
    </div>
  );
}

function ElementsStep({ setup, change }: StepProps) {
  const missing = missingSpecs(setup);
  return (
    <div className="flex flex-col gap-3">
      <ul className="grid gap-2 sm:grid-cols-2">
        {IPS_ELEMENTS.map((element) => (
          <li key={element.id}>
            <label className="flex items-start gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className="mt-1"
                checked={setup.elements.includes(element.id)}
                onChange={(e) =>
                  change({
                    elements: e.target.checked
                      ? [...setup.elements, element.id]
                      : setup.elements.filter((id) => id !== element.id),
                  })
                }
              />
              <span>
                <strong>{element.title}</strong>
                <span className="block text-slate-600">
                  {element.about} Usually {element.specs.join(' and ')}.
                </span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      {missing.length > 0 && (
        <div role="note" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          <p>Specifications these elements usually need are not in scope:</p>
          <ul className="list-disc pl-5">
            {missing.map((m) => (
              <li key={m.spec}>
                {m.spec}, for {m.for.join(', ').toLowerCase()}
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="btn-secondary mt-2"
            onClick={() => change({ specs: [...setup.specs, ...missing.map((m) => m.spec)] })}
          >
            Add {missing.map((m) => m.spec).join(', ')}
          </button>
        </div>
      )}
    </div>
  );
}

function PartiesStep({ setup, change }: StepProps) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {IPS_ELEMENTS.filter((e) => setup.elements.includes(e.id)).map((element) => (
        <TextField
          key={element.id}
          label={`Responsible for ${element.title.toLowerCase()}`}
          value={setup.parties[element.id] ?? ''}
          onChange={(e) => change({ parties: { ...setup.parties, [element.id]: e.target.value } })}
        />
      ))}
    </div>
  );
}

function LaunchStep({ setup }: { setup: ProgrammeSetup }) {
  const { backend, profile } = useSession();
  const viewer = useViewer();
  const [savedId, setSavedId] = useState<string | null>(null);
  const invalid = firstInvalidSetupStep(setup);
  const mayCreate = !viewer.readOnly && viewer.can('ips-projects', 'create');
  const save = useSubmit(async () => {
    if (!backend || !profile) return;
    const name = setup.name.trim();
    if (await backend.ipsProjects.existsByName(profile.uid, name))
      throw new Refusal(`You already have an IPS project called "${name}".`);
    setSavedId(await backend.ipsProjects.create(profile.uid, name, ipsProjectFields(setup)));
  }, 'The programme could not be saved. Nothing was stored; try again.');
  if (invalid) return <p className="text-sm text-red-700">Finish the step “{invalid}” first.</p>;
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium text-slate-700">Programme</dt>
        <dd>
          {setup.name.trim()} for {setup.product.trim()} (MIC {effectiveMic(setup) || 'none'})
        </dd>
        <dt className="font-medium text-slate-700">Specifications</dt>
        <dd>{setup.specs.join(', ')}</dd>
        <dt className="font-medium text-slate-700">Responsible parties</dt>
        <dd>
          <ul aria-label="Responsible parties">
            {responsibleParties(setup).map((p) => (
              <li key={p.name}>
                {p.name}: {p.role.replace(/^Responsible for /, '')}
              </li>
            ))}
          </ul>
        </dd>
      </dl>
      <div className="flex flex-wrap gap-3">
        <ActionButton action={save} disabled={!mayCreate || savedId !== null} busyText="Saving...">
          Save as an IPS project
        </ActionButton>
        <Link className="btn-secondary" to={pbsSetupLink(setup)}>
          Open the PBS set-up
        </Link>
        {setup.specs.includes('S1000D') && (
          <Link className="btn-secondary" to={s1000dSetupLink(setup)}>
            Open the S1000D project set-up
          </Link>
        )}
      </div>
      {!mayCreate && (
        <p className="text-sm text-slate-600">
          Your role cannot create IPS projects; the PBS and S1000D set-ups still open filled in.
        </p>
      )}
      <ErrorMessage plain text={save.error} />
      {savedId && (
        <p role="status" className="text-sm text-emerald-800">
          Saved.{' '}
          <Link className="underline" to={`/tools/ips-projects/${savedId}`}>
            Open the IPS project
          </Link>
        </p>
      )}
    </div>
  );
}

import { format } from 'date-fns';
import { useState, type FormEvent } from 'react';
import type { Backend } from '../../../data/backend.ts';
import type { Actor, S1000dProject } from '../../../data/s1000d-store-types.ts';
import { projectBrexCode, validateProjectSettings } from '../../../s1000d/csdb/project-settings.ts';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import type { SnsCarrier, SnsChange } from '../../../s1000d/sns/sns-change.ts';
import type { SnsUsageNode } from '../../../s1000d/sns/sns-usage.ts';
import { useSession } from '../../../session/session-context.ts';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useSubmit } from '../../../ui/use-submit.ts';
import { readObjectBytes } from '../common/read-object-bytes.ts';
import { storeGeneratedObject } from '../common/store-generated-object.ts';
import { runWorkerJob } from '../common/worker-job.ts';
import type { SnsWorkerApi } from './sns-worker.ts';

type Props = {
  node: SnsUsageNode;
  project: S1000dProject;
  rows: readonly ObjectListing[];
  actor: Actor;
  onClose: () => void;
};

/** The two changes of a node, each a form of one field. */
const CHANGES = [
  { kind: 'retitle', label: 'Title', maxLength: 200, action: 'Retitle' },
  { kind: 'renumber', label: 'Code', maxLength: 4, action: 'Renumber' },
] as const;

type Outcome = { message: string; ok: boolean; carriers: SnsCarrier[]; sns: string };

async function changeInWorker(
  backend: Backend,
  project: S1000dProject,
  rows: readonly ObjectListing[],
  change: SnsChange,
) {
  const settings = validateProjectSettings(project.settings);
  if (!settings.ok) throw new Error('The project settings cannot be read.');
  const code = projectBrexCode(settings.value);
  const brexRow = rows.find((r) => r.c === code);
  if (!brexRow) throw new Error(`The project BREX ${code} is not in the project.`);
  const brex = await readObjectBytes(backend, project.id, brexRow.k);
  return runWorkerJob<SnsWorkerApi, ReturnType<SnsWorkerApi['change']>>(
    () => new Worker(new URL('./sns-worker.ts', import.meta.url), { type: 'module' }),
    (api) => api.change(brex, change, [...rows], format(new Date(), 'yyyy-MM-dd')),
  );
}

/**
 * Retitles or renumbers one node of the project SNS: the change is the project BREX's next
 * in-work issue; a clash is refused; the data modules carrying the old SNS can be listed.
 */
export function SnsNodeEditor({ node, project, rows, actor, onClose }: Props) {
  const { backend } = useSession();
  const [values, setValues] = useState({ retitle: node.title, renumber: node.code });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [listed, setListed] = useState(false);
  const apply = useSubmit(async (change: SnsChange) => {
    if (!backend) return;
    setOutcome(null);
    setListed(false);
    const made = await changeInWorker(backend, project, rows, change);
    if (!made.ok || !('bytes' in made)) {
      const message = made.ok ? 'Nothing was changed.' : made.message;
      return setOutcome({ ok: false, message, carriers: made.carriers, sns: node.sns });
    }
    const stored = await storeGeneratedObject(backend, project.id, rows, made, actor);
    setOutcome({
      ok: stored.stored,
      message: stored.stored ? made.summary : `Nothing was written: ${stored.message}`,
      carriers: made.carriers,
      sns: node.sns,
    });
  }, 'The SNS could not be changed: the project BREX could not be read or stored. Nothing was changed.');
  const submit = (kind: SnsChange['kind']) => (event: FormEvent) => {
    event.preventDefault();
    void apply.submit(
      kind === 'retitle'
        ? { kind, sns: node.sns, title: values.retitle }
        : { kind, sns: node.sns, code: values.renumber.trim().toUpperCase() },
    );
  };

  return (
    <section
      aria-label={`Change ${node.sns}`}
      className="flex flex-col gap-3 rounded-lg border border-blue-200 bg-white p-4"
    >
      <div className="flex items-center justify-between">
        <h2 className="text-lg font-semibold text-slate-900">
          Change {node.sns} {node.title}
        </h2>
        <button type="button" className="btn-secondary px-3 py-1" onClick={onClose}>
          Close
        </button>
      </div>
      {CHANGES.map((change) => (
        <OneFieldForm
          key={change.kind}
          {...change}
          value={values[change.kind]}
          onChange={(value) => setValues({ ...values, [change.kind]: value })}
          busy={apply.busy}
          onSubmit={submit(change.kind)}
        />
      ))}
      {apply.busy && <p className="text-sm text-slate-600">Writing the project BREX...</p>}
      <ErrorMessage plain text={apply.error} />
      {outcome && (
        <div className="flex flex-col gap-2 text-sm">
          <p role={outcome.ok ? 'status' : 'alert'} className={outcome.ok ? '' : 'text-red-700'}>
            {outcome.message}
          </p>
          {outcome.carriers.length > 0 && (
            <div>
              <button
                type="button"
                className="text-blue-700 underline"
                aria-expanded={listed}
                onClick={() => setListed((v) => !v)}
              >
                {listed ? 'Hide' : 'List'} the {outcome.carriers.length} data modules carrying{' '}
                {outcome.sns}
              </button>
              {listed && (
                <ul aria-label={`Data modules carrying ${outcome.sns}`} className="mt-1 pl-2">
                  {outcome.carriers.map((c) => (
                    <li key={c.key}>
                      <span className="font-mono">{c.code}</span> {c.title}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
        </div>
      )}
    </section>
  );
}

type FieldProps = {
  label: string;
  value: string;
  maxLength: number;
  onChange: (value: string) => void;
  action: string;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
};

function OneFieldForm({ label, value, maxLength, onChange, action, busy, onSubmit }: FieldProps) {
  return (
    <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-2">
      <TextField
        label={label}
        className="min-w-72"
        value={value}
        maxLength={maxLength}
        onChange={(e) => onChange(e.target.value)}
      />
      <button type="submit" className="btn-primary" disabled={busy}>
        {action}
      </button>
    </form>
  );
}

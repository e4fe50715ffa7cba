import { Download } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { mayCreateS1000dProject } from '../../../../access/s1000d-project-access.ts';
import { downloadFile } from '../../../../lib/browser-file.ts';
import { useSession } from '../../../../session/session-context.ts';
import { toDefaultsText, toDmtypesText } from '../../../../s1000d/csdb/defaults-files.ts';
import { PROJECT_ISSUES } from '../../../../s1000d/csdb/project-settings.ts';
import { MAINTAINED_SNS } from '../../../../s1000d/sns/maintained-sns.ts';
import { PageHeader } from '../../../../ui/page-header.tsx';
import { SelectField } from '../../../../ui/select-field.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { useS1000dActor } from '../../common/use-s1000d-actor.ts';
import {
  DESCRIPTION_LIMIT,
  initialForm,
  NAME_LIMIT,
  settingsOf,
  type RapidSetupForm,
} from './rapid-setup-form.ts';
import { IconButton } from '../../../../ui/icon-button.tsx';
import { ErrorList } from '../../../../ui/error-message.tsx';
import { SubmitButton } from '../../../../ui/submit-button.tsx';

const SNS_LABELS = Object.fromEntries([
  ...MAINTAINED_SNS.map((s) => [s.id, `${s.name} (maintained SNS)`]),
  ['none', 'No SNS yet'],
]) as Record<RapidSetupForm['sns'], string>;
const SNS_OPTIONS = [...MAINTAINED_SNS.map((s) => s.id), 'none'] as const;

/** /tools/wizards/s1000d/rapid-setup: a new S1000D project's defaults in one pass, as s1kd-defaults. */
export default function RapidSetupPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { backend } = useSession();
  const actor = useS1000dActor();
  const [form, setForm] = useState(() => initialForm(params));
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const set =
    <K extends keyof RapidSetupForm>(key: K) =>
    (value: RapidSetupForm[K]) =>
      setForm((f) => ({ ...f, [key]: value }));
  const text = (key: keyof RapidSetupForm, label: string, extra: object = {}) => (
    <TextField
      label={label}
      value={String(form[key])}
      onChange={(e) => set(key)(e.target.value as never)}
      {...extra}
    />
  );
  const checked = settingsOf(form);
  const may = actor ? mayCreateS1000dProject(actor) : false;
  const exportFile = (name: '.defaults' | '.dmtypes') => {
    if (!checked.ok) return setProblems(checked.problems);
    downloadFile(
      name,
      name === '.defaults' ? toDefaultsText(checked.value) : toDmtypesText(checked.value),
      'text/plain',
    );
  };
  const create = async () => {
    if (!checked.ok) return setProblems(checked.problems);
    setProblems([]);
    setBusy(true);
    try {
      const id = await backend!.s1000dProjects.create(
        {
          name: form.name.trim(),
          description: form.description.trim(),
          settings: checked.value,
          visibility: form.workspace ? 'workspace' : 'members',
        },
        actor!.actor,
      );
      navigate(`/tools/s1000d-projects/${id}`);
    } catch (cause) {
      console.error('The project could not be created', cause);
      setProblems([
        'The project could not be created: you need the S1000D (schemas) create permission. Nothing was saved.',
      ]);
      setBusy(false);
    }
  };
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <PageHeader
        title="Rapid Setup"
        intro="A new S1000D project with its defaults in one pass: issue, codes, enterprises, security, BREX and SNS. Export them as s1kd-tools .defaults and .dmtypes files."
      />
      {!may && (
        <p className="text-slate-700">
          You may fill this in and export the files; creating the project needs the S1000D (schemas)
          create permission.
        </p>
      )}
      <form
        className="flex flex-col gap-6"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void create();
        }}
      >
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-lg font-semibold text-slate-900">Project</legend>
          {text('name', 'Project name', { maxLength: NAME_LIMIT, required: true })}
          <SelectField
            label="S1000D issue"
            value={form.issue}
            options={PROJECT_ISSUES}
            onChange={set('issue')}
          />
          <TextField
            className="sm:col-span-2"
            label="Description"
            multiline
            maxLength={DESCRIPTION_LIMIT}
            value={form.description}
            onChange={(e) => set('description')(e.target.value)}
          />
          <label className="flex items-center gap-2 text-sm sm:col-span-2">
            <input
              type="checkbox"
              checked={form.workspace}
              onChange={(e) => set('workspace')(e.target.checked)}
            />
            Everyone in the workspace may read it (members only otherwise)
          </label>
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-lg font-semibold text-slate-900">Codes</legend>
          {text('modelIdentCodes', 'Model identification codes (comma-separated)')}
          {text('systemDiffCode', 'System difference code', { maxLength: 4 })}
          {text('languageIsoCode', 'Language (ISO 639)', { maxLength: 3 })}
          {text('countryIsoCode', 'Country (ISO 3166)', { maxLength: 2 })}
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-lg font-semibold text-slate-900">
            Enterprises and security
          </legend>
          {text('rpcCode', 'Responsible partner company code (CAGE)', { maxLength: 5 })}
          {text('rpcName', 'Responsible partner company name', { maxLength: 200 })}
          {text('originatorCode', 'Originator code (CAGE)', { maxLength: 5 })}
          {text('originatorName', 'Originator name', { maxLength: 200 })}
          {text('securityClassification', 'Default security classification', { maxLength: 2 })}
          <SelectField
            label="SNS"
            value={form.sns}
            options={SNS_OPTIONS}
            labels={SNS_LABELS}
            onChange={set('sns')}
          />
        </fieldset>
        <p className="text-sm text-slate-600">
          BREX: the S1000D default BREX of Issue {form.issue}; build a project BREX later with the
          BREX Builder.
        </p>
        <ErrorList errors={problems} />
        <div className="flex flex-wrap gap-3">
          <SubmitButton busy={busy} busyText="Creating…" disabled={!may}>
            Create project
          </SubmitButton>
          {(['.defaults', '.dmtypes'] as const).map((name) => (
            <IconButton
              key={name}
              icon={Download}
              className="btn-secondary"
              onClick={() => exportFile(name)}
            >
              Export {name}
            </IconButton>
          ))}
        </div>
      </form>
    </div>
  );
}

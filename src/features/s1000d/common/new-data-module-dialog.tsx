import { useNavigate } from 'react-router';
import { useSession } from '../../../session/session-context.ts';
import type { Actor, StoredSettings } from '../../../data/s1000d-store-types.ts';
import { moduleEditorPath } from '../../../lib/s1000d-viewer-paths.ts';
import { validateProjectSettings } from '../../../s1000d/csdb/project-settings.ts';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import { objectKeyOf } from '../../../s1000d/csdb/object-key.ts';
import { FormDialog } from '../../../ui/form-dialog.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useDraft } from '../../../ui/use-draft.ts';
import { Refusal, useSubmit } from '../../../ui/use-submit.ts';
import { newDataModuleInWorker } from './csdb-worker-client.ts';
import type { DmPrefill } from './new-data-module-prefill.ts';
import { storeGeneratedObject } from './store-generated-object.ts';

type Props = {
  projectId: string;
  settings: StoredSettings;
  rows: readonly ObjectListing[];
  actor: Actor;
  onClose: () => void;
  /** Opened from an SNS node or a planned DML entry: the code parts they give. */
  prefill?: DmPrefill;
};

type Draft = Record<'sns' | 'infoCode' | 'techName' | 'infoName' | 'learn', string>;
type Field = { key: keyof Draft; label: string; required?: boolean; upper?: boolean };

/** The dialog's fields, in order; codes are upper case as they are typed. */
const FIELDS: readonly Field[] = [
  { key: 'sns', label: 'SNS, as in the code (e.g. DA1-20-00)', required: true },
  { key: 'infoCode', label: 'Information code (e.g. 040, 520A)', required: true, upper: true },
  { key: 'techName', label: 'Technical name', required: true },
  { key: 'infoName', label: "Information name (default: the information code's name)" },
  { key: 'learn', label: 'Learn code, for learning modules (e.g. T4JC)', upper: true },
];

/** What a failure says; why the module was refused (settings, SNS, check, store) is said as it is. */
const failureText = (failure: unknown) =>
  `The data module could not be created: ${(failure as Error).message}. Nothing was stored.`;

/**
 * "New data module…" (s1kd-newdm): the code from the project's defaults, the SNS node and the
 * information code; the schema from the project's information-code map. Stored as issue
 * 000-01, then opened in the editor.
 */
export function NewDataModuleDialog(props: Props) {
  const { projectId, settings, rows, actor, onClose, prefill = {} } = props;
  const { backend } = useSession();
  const navigate = useNavigate();
  const { draft, set } = useDraft<Draft>(() => ({
    sns: prefill.sns ?? '',
    infoCode: prefill.infoCode ?? '',
    techName: prefill.techName ?? '',
    infoName: prefill.infoName ?? '',
    learn: prefill.learn ?? '',
  }));
  const { sns, infoCode, techName, infoName, learn } = draft;

  const create = useSubmit(async () => {
    const valid = validateProjectSettings(settings);
    if (!valid.ok)
      throw new Refusal(`Complete the project's settings first: ${valid.problems.join('; ')}.`);
    // The SNS as a data module code writes it: system, subsystem and sub-subsystem, assembly.
    const m = /^([A-Z0-9]{2,3})(?:-([A-Z0-9])([A-Z0-9])?)?(?:-([A-Z0-9]{2,4}))?$/.exec(
      sns.trim().toUpperCase(),
    );
    if (!m)
      throw new Refusal(
        'Write the SNS as in a data module code: system-subsystem-assembly, e.g. DA1-20-00.',
      );
    const [, systemCode = '', subSystemCode = '0', subSubSystemCode = '0', assyCode = '00'] = m;
    const [ic = '', icv] = [infoCode.trim().slice(0, 3), infoCode.trim().slice(3, 4)];
    const made = await newDataModuleInWorker({
      ...prefill.kept,
      settings: valid.value,
      sns: { systemCode, subSystemCode, subSubSystemCode, assyCode },
      infoCode: ic,
      ...(icv ? { infoCodeVariant: icv } : {}),
      techName,
      ...(infoName.trim() ? { infoName } : {}),
      ...(learn.trim()
        ? { learnCode: learn.trim().slice(0, 3), learnEventCode: learn.trim().slice(3) }
        : {}),
      date: new Date().toISOString().slice(0, 10),
    });
    if (!made.ok) throw new Refusal(made.problems.join(' '));
    const stored = await storeGeneratedObject(backend!, projectId, rows, made, actor);
    if (!stored.stored) throw new Refusal(stored.message);
    onClose();
    void navigate(
      moduleEditorPath(
        projectId,
        objectKeyOf('dm', made.code, {
          languageIsoCode: valid.value.languageIsoCode,
          countryIsoCode: valid.value.countryIsoCode,
        }),
      ),
    );
  }, failureText);

  return (
    <FormDialog
      title="New data module"
      onClose={onClose}
      onSubmit={() => void create.submit()}
      error={create.error}
      busy={create.busy}
      submitLabel="Create and edit"
      busyLabel="Creating…"
    >
      {FIELDS.map(({ key, upper, ...field }) => (
        <TextField
          key={key}
          {...field}
          value={draft[key]}
          onChange={(e) => set({ [key]: upper ? e.target.value.toUpperCase() : e.target.value })}
        />
      ))}
      {prefill.kept && (
        <p className="text-sm text-slate-600">
          From the plan: disassembly code {prefill.kept.disassyCode}
          {prefill.kept.disassyCodeVariant}, item location {prefill.kept.itemLocationCode}, schema{' '}
          {prefill.kept.schema}.
        </p>
      )}
    </FormDialog>
  );
}

import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../../session/session-context.ts';
import type { Actor, StoredSettings } from '../../../data/s1000d-store-types.ts';
import { moduleEditorPath } from '../../../lib/s1000d-viewer-paths.ts';
import { validateProjectSettings } from '../../../s1000d/csdb/project-settings.ts';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import { objectKeyOf } from '../../../s1000d/csdb/object-key.ts';
import { DialogActions } from '../../../ui/dialog-actions.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { newDataModuleInWorker } from './csdb-worker-client.ts';
import type { DmPrefill } from './new-data-module-prefill.ts';
import { storeGeneratedObject } from './store-generated-object.ts';

type Props = {
  projectId: string;
  settings: StoredSettings;
  rows: readonly ObjectListing[];
  actor: Actor;
  open: boolean;
  onClose: () => void;
  /** Opened from an SNS node or a planned DML entry: the code parts they give. */
  prefill?: DmPrefill;
};

/**
 * "New data module…" (s1kd-newdm): the code from the project's defaults, the SNS node and the
 * information code; the schema from the project's information-code map. Stored as issue
 * 000-01, then opened in the editor.
 */
export function NewDataModuleDialog(props: Props) {
  const { projectId, settings, rows, actor, open, onClose, prefill = {} } = props;
  const { backend } = useSession();
  const navigate = useNavigate();
  const [sns, setSns] = useState(prefill.sns ?? '');
  const [infoCode, setInfoCode] = useState(prefill.infoCode ?? '');
  const [techName, setTechName] = useState(prefill.techName ?? '');
  const [infoName, setInfoName] = useState(prefill.infoName ?? '');
  const [learn, setLearn] = useState(prefill.learn ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const create = async () => {
    setError(null);
    const valid = validateProjectSettings(settings);
    if (!valid.ok) {
      setError(`Complete the project's settings first: ${valid.problems.join('; ')}.`);
      return;
    }
    // The SNS as a data module code writes it: system, subsystem and sub-subsystem, assembly.
    const m = /^([A-Z0-9]{2,3})(?:-([A-Z0-9])([A-Z0-9])?)?(?:-([A-Z0-9]{2,4}))?$/.exec(
      sns.trim().toUpperCase(),
    );
    if (!m) {
      setError(
        'Write the SNS as in a data module code: system-subsystem-assembly, e.g. DA1-20-00.',
      );
      return;
    }
    const [, systemCode = '', subSystemCode = '0', subSubSystemCode = '0', assyCode = '00'] = m;
    const [ic = '', icv] = [infoCode.trim().slice(0, 3), infoCode.trim().slice(3, 4)];
    setBusy(true);
    try {
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
      if (!made.ok) {
        setError(made.problems.join(' '));
        return;
      }
      const stored = await storeGeneratedObject(
        backend!,
        projectId,
        [...rows],
        { name: made.fileName, bytes: new TextEncoder().encode(made.xml) },
        actor,
      );
      if (!stored.stored) {
        setError(stored.message);
        return;
      }
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
    } catch (cause) {
      console.error('Creating the data module failed', cause);
      setError(
        `The data module could not be created: ${(cause as Error).message}. Nothing was stored.`,
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title="New data module" open={open} onClose={onClose}>
      <form
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          void create();
        }}
      >
        <TextField
          label="SNS, as in the code (e.g. DA1-20-00)"
          value={sns}
          onChange={(e) => setSns(e.target.value)}
          required
        />
        <TextField
          label="Information code (e.g. 040, 520A)"
          value={infoCode}
          onChange={(e) => setInfoCode(e.target.value.toUpperCase())}
          required
        />
        <TextField
          label="Technical name"
          value={techName}
          onChange={(e) => setTechName(e.target.value)}
          required
        />
        <TextField
          label="Information name (default: the information code's name)"
          value={infoName}
          onChange={(e) => setInfoName(e.target.value)}
        />
        <TextField
          label="Learn code, for learning modules (e.g. T4JC)"
          value={learn}
          onChange={(e) => setLearn(e.target.value.toUpperCase())}
        />
        {prefill.kept && (
          <p className="text-sm text-slate-600">
            From the plan: disassembly code {prefill.kept.disassyCode}
            {prefill.kept.disassyCodeVariant}, item location {prefill.kept.itemLocationCode}, schema{' '}
            {prefill.kept.schema}.
          </p>
        )}
        <DialogActions
          error={error}
          busy={busy}
          onCancel={onClose}
          submitLabel="Create and edit"
          busyLabel="Creating…"
        />
      </form>
    </Modal>
  );
}

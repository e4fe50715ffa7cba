import { useState } from 'react';
import {
  BR_PRIORITIES,
  BR_STATUSES,
  DECISION_KINDS,
  DECISION_LABELS,
  PRIORITY_LABELS,
  STATUS_LABELS,
  validateDecision,
  type Brdp,
  type BrdpDecision,
} from '../../../s1000d/brdp/brdp-model.ts';
import { DialogActions } from '../../../ui/dialog-actions.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useDraft } from '../../../ui/use-draft.ts';
import { useSubmit } from '../../../ui/use-submit.ts';

type Props = {
  brdp: Brdp;
  decision: BrdpDecision;
  onSave: (decision: BrdpDecision) => Promise<void>;
  onClose: () => void;
};

/** The form for one BRDP's decision: kind, number, text, priority, owner, status, BREX rules. */
export function DecisionDialog({ brdp, decision, onSave, onClose }: Props) {
  const { draft, set, field } = useDraft(decision);
  const [rules, setRules] = useState(decision.brexRules.join(', '));
  const [found, setFound] = useState<string[]>([]);
  const save = useSubmit(async (next: BrdpDecision) => {
    await onSave(next);
    onClose();
  }, 'The decision could not be saved: you need to be an author of the project with S1000D edit rights. Nothing was saved.');
  const check = () => {
    const next = {
      ...draft,
      decisionNumber: draft.decisionNumber.trim().toUpperCase(),
      owner: draft.owner.trim(),
      brexRules: rules.split(/[\s,]+/).filter(Boolean),
    };
    const problems = validateDecision(next);
    setFound(problems);
    save.setError(null);
    if (!problems.length) void save.submit(next);
  };
  const problems = save.error ? [save.error] : found;
  return (
    <Modal title={`Decision on ${brdp.id}`} open onClose={onClose}>
      <div className="flex flex-col gap-3">
        <p className="text-sm text-slate-700">
          <strong>{brdp.title || brdp.id}</strong>
          {brdp.chapter && ` (${brdp.chapter})`}
          {brdp.description && <span className="mt-1 block">{brdp.description}</span>}
        </p>
        <SelectField
          label="Decision"
          value={draft.kind}
          options={DECISION_KINDS}
          labels={DECISION_LABELS}
          onChange={(kind) => set({ kind })}
        />
        <TextField label="Decision number" {...field('decisionNumber')} />
        <TextField label="Decision text" multiline {...field('text')} />
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            label="Priority"
            value={draft.priority}
            options={BR_PRIORITIES}
            labels={PRIORITY_LABELS}
            onChange={(priority) => set({ priority })}
          />
          <SelectField
            label="Status"
            value={draft.status}
            options={BR_STATUSES}
            labels={STATUS_LABELS}
            onChange={(status) => set({ status })}
          />
        </div>
        <TextField label="Owner" {...field('owner')} />
        <TextField
          label="BREX rules (ids, comma-separated)"
          value={rules}
          onChange={(e) => setRules(e.target.value)}
        />
        {problems.length > 0 && (
          <ul role="alert" className="list-disc rounded-md bg-red-50 p-3 pl-8 text-sm text-red-800">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        )}
        <DialogActions
          busy={save.busy}
          onCancel={onClose}
          submitLabel="Save decision"
          busyLabel="Saving..."
          onSubmit={check}
        />
      </div>
    </Modal>
  );
}

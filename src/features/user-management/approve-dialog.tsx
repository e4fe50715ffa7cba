import { useState, type FormEvent } from 'react';
import type { AccountRequest } from '../../domain/account-requests.ts';
import type { Backend } from '../../data/backend.ts';
import type { ApprovalResult } from './approve-account-request.ts';
import { DialogActions } from '../../ui/dialog-actions.tsx';
import { Modal } from '../../ui/modal.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { DecisionNotesField } from './decision-notes-field.tsx';
import { TemporaryPassword } from './temporary-password.tsx';
import { useApproval } from './use-approval.ts';
import { useCohorts } from './use-cohorts.ts';

/** A cohort as the approver picks it: its name (or bucket id), marked when inactive. */
function cohortLabel(bucket: { name: string; bucketId: string; isActive: boolean } | undefined) {
  if (!bucket) return '';
  return `${bucket.name || bucket.bucketId}${bucket.isActive ? '' : ' (inactive)'}`;
}

type Props = {
  backend: Backend;
  request: AccountRequest;
  approvedBy: string;
  approve: ReturnType<typeof useApproval>;
  onClose: () => void;
};

export function ApproveDialog({ backend, request, approvedBy, approve, onClose }: Props) {
  const cohorts = useCohorts(backend);
  const [cohortId, setCohortId] = useState('');
  const [notes, setNotes] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ApprovalResult | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setResult(
      await approve({ requestId: request.id, approvedBy, cohortId: cohortId || null, notes }),
    );
    setBusy(false);
  }

  if (result?.kind === 'approved') {
    return (
      <Modal title="Account request approved" open onClose={onClose}>
        {result.password ? (
          <TemporaryPassword email={result.email} password={result.password} />
        ) : (
          <p className="text-sm text-slate-700">
            {result.email} already had an account, so no new login or temporary password was made.
            The request is recorded as approved.
          </p>
        )}
        <div className="mt-4 flex justify-end">
          <button type="button" className="btn-primary" onClick={onClose}>
            Done
          </button>
        </div>
      </Modal>
    );
  }

  return (
    <Modal title={`Approve ${request.email}`} open onClose={busy ? () => {} : onClose}>
      <form onSubmit={submit} className="space-y-4">
        <p className="text-sm text-slate-700">
          Creates a login with a temporary password and a profile for {request.fullName} (
          {request.company}).
        </p>
        <SelectField
          label="Cohort"
          value={cohortId}
          options={cohorts?.map((bucket) => bucket.id) ?? []}
          labels={(id) => cohortLabel(cohorts?.find((bucket) => bucket.id === id))}
          none={cohorts ? 'No cohort' : 'Loading...'}
          disabled={!cohorts}
          onChange={setCohortId}
        />
        <DecisionNotesField value={notes} onChange={setNotes} />
        <DialogActions
          error={result?.kind === 'failed' ? result.message : null}
          busy={busy}
          onCancel={onClose}
          submitLabel={result?.kind === 'failed' && result.progress ? 'Try again' : 'Approve'}
          busyLabel="Approving..."
        />
      </form>
    </Modal>
  );
}

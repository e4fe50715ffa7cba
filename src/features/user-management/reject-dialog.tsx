import { useState } from 'react';
import type { AccountRequest } from '../../domain/account-requests.ts';
import type { Backend } from '../../data/backend.ts';
import { decisionFailure } from './approve-account-request.ts';
import { DecisionNotesField } from './decision-notes-field.tsx';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { useSubmit } from '../../ui/use-submit.ts';

type Props = { backend: Backend; request: AccountRequest; rejectedBy: string; onClose: () => void };

export function RejectDialog({ backend, request, rejectedBy, onClose }: Props) {
  const [notes, setNotes] = useState('');
  const { busy, error, submit } = useSubmit(
    async () => {
      await backend.accountRequests.decide(request.id, {
        status: 'rejected',
        by: rejectedBy,
        notes: notes.trim(),
      });
      onClose();
    },
    (failure) => decisionFailure(failure) ?? 'The request could not be rejected. Please try again.',
  );

  return (
    <FormDialog
      title={`Reject ${request.email}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      error={error}
      busy={busy}
      submitLabel="Reject"
      busyLabel="Rejecting..."
    >
      <DecisionNotesField value={notes} onChange={setNotes} />
    </FormDialog>
  );
}

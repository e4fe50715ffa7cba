import { useState, type FormEvent } from 'react';
import type { AccountRequest } from '../../domain/account-requests.ts';
import type { Backend } from '../../data/backend.ts';
import { decisionFailure } from './approve-account-request.ts';
import { Modal } from './modal.tsx';

type Props = { backend: Backend; request: AccountRequest; rejectedBy: string; onClose: () => void };

export function RejectDialog({ backend, request, rejectedBy, onClose }: Props) {
  const [notes, setNotes] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      await backend.accountRequests.decide(request.id, {
        status: 'rejected',
        by: rejectedBy,
        notes: notes.trim(),
      });
      onClose();
    } catch (failure) {
      console.error('Rejecting the request failed', failure);
      setProblem(
        decisionFailure(failure) ?? 'The request could not be rejected. Please try again.',
      );
      setBusy(false);
    }
  }

  return (
    <Modal title={`Reject ${request.email}`} open onClose={busy ? () => {} : onClose}>
      <form onSubmit={submit} className="space-y-4">
        <div className="space-y-1">
          <label htmlFor="reject-notes" className="label">
            Notes
          </label>
          <textarea
            id="reject-notes"
            className="field"
            rows={3}
            maxLength={2000}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
          />
        </div>
        {problem && (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
            {problem}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <button type="button" className="btn-secondary" disabled={busy} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? 'Rejecting...' : 'Reject'}
          </button>
        </div>
      </form>
    </Modal>
  );
}

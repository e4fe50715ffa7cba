import { useState } from 'react';
import { useSession } from '../../session/session-context.ts';
import {
  ACCOUNT_REQUEST_STATUSES,
  type AccountRequest,
  type AccountRequestStatus,
} from '../../domain/account-requests.ts';
import type { Backend } from '../../data/backend.ts';
import { Loading } from '../../ui/loading.tsx';
import { AccountRequestRow } from './account-request-row.tsx';
import { ApproveDialog } from './approve-dialog.tsx';
import { ReadOnlyNote } from '../../ui/read-only-note.tsx';
import { RejectDialog } from './reject-dialog.tsx';
import { useAccountRequests } from './use-account-requests.ts';
import { useApproval } from './use-approval.ts';
import type { ManagementAbilities } from './user-management.ts';
import { ErrorMessage } from '../../ui/error-message.tsx';

const STATUS_LABELS: Record<AccountRequestStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

type Props = { backend: Backend; abilities: ManagementAbilities };

export function AccountRequestsTab({ backend, abilities }: Props) {
  const { ownProfile } = useSession();
  const [status, setStatus] = useState<AccountRequestStatus>('pending');
  const { requests, error } = useAccountRequests(backend, status, abilities.readRequests);
  const approve = useApproval(backend);
  const [deciding, setDeciding] = useState<{
    request: AccountRequest;
    as: 'approve' | 'reject';
  } | null>(null);

  if (!abilities.readRequests) {
    return <ReadOnlyNote text="Only administrators review account requests." />;
  }
  const me = ownProfile?.uid ?? '';
  return (
    <section aria-label="Account requests" className="space-y-4">
      <div className="flex items-center gap-2">
        <label htmlFor="request-status" className="label">
          Status
        </label>
        <select
          id="request-status"
          className="field w-auto"
          value={status}
          onChange={(e) => setStatus(e.target.value as AccountRequestStatus)}
        >
          {ACCOUNT_REQUEST_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <ErrorMessage text={error} plain />
      {!requests ? (
        <Loading text="Loading content..." />
      ) : requests.length === 0 ? (
        <p className="text-sm text-slate-500">No {status} account requests.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {requests.map((request) => (
            <AccountRequestRow
              key={request.id}
              request={request}
              canDecide={abilities.decideRequests}
              onApprove={() => setDeciding({ request, as: 'approve' })}
              onReject={() => setDeciding({ request, as: 'reject' })}
            />
          ))}
        </ul>
      )}
      {deciding?.as === 'approve' && (
        <ApproveDialog
          backend={backend}
          request={deciding.request}
          approvedBy={me}
          approve={approve}
          onClose={() => setDeciding(null)}
        />
      )}
      {deciding?.as === 'reject' && (
        <RejectDialog
          backend={backend}
          request={deciding.request}
          rejectedBy={me}
          onClose={() => setDeciding(null)}
        />
      )}
    </section>
  );
}

import type { AccountRequest } from '../../domain/account-requests.ts';
import { formatDateTime } from './user-management.ts';

type Props = {
  request: AccountRequest;
  canDecide: boolean;
  onApprove: () => void;
  onReject: () => void;
};

function decisionText(request: AccountRequest): string | null {
  if (request.status === 'approved') {
    const cohort = request.assignedCohortId ? `, cohort ${request.assignedCohortId}` : '';
    return `Approved ${formatDateTime(request.approvedAt, '')}${cohort}`;
  }
  if (request.status === 'rejected') return `Rejected ${formatDateTime(request.rejectedAt, '')}`;
  return null;
}

export function AccountRequestRow({ request, canDecide, onApprove, onReject }: Props) {
  const decided = decisionText(request);
  // Approve and Reject: the same button, each with its own look and action.
  const decisions = [
    ['Approve', 'btn-primary', onApprove],
    ['Reject', 'btn-secondary', onReject],
  ] as const;
  return (
    <li className="flex flex-wrap items-start justify-between gap-4 py-4">
      <div className="min-w-0 space-y-1 text-sm">
        <div className="font-medium text-slate-900">
          {request.fullName} <span className="font-normal text-slate-600">({request.email})</span>
        </div>
        <div className="text-slate-700">{request.company}</div>
        {request.message && <p className="text-slate-600 italic">“{request.message}”</p>}
        <div className="text-xs text-slate-500">
          Requested {formatDateTime(request.requestedAt, '')}
          {decided && ` · ${decided}`}
        </div>
        {request.notes && <div className="text-xs text-slate-600">Notes: {request.notes}</div>}
      </div>
      {request.status === 'pending' && (
        <div className="flex gap-2">
          {decisions.map(([label, look, onClick]) => (
            <button
              key={label}
              type="button"
              className={look}
              disabled={!canDecide}
              onClick={onClick}
              aria-label={`${label} ${request.email}`}
            >
              {label}
            </button>
          ))}
        </div>
      )}
    </li>
  );
}

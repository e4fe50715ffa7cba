export const ACCOUNT_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;

export type AccountRequestStatus = (typeof ACCOUNT_REQUEST_STATUSES)[number];

export type AccountRequest = {
  id: string;
  email: string;
  fullName: string;
  company: string;
  message: string;
  status: AccountRequestStatus;
  requestedAt: Date | null;
  approvedAt: Date | null;
  approvedBy: string | null;
  rejectedAt: Date | null;
  rejectedBy: string | null;
  assignedCohortId: string | null;
  notes: string;
};

export type AccountRequestInput = Pick<
  AccountRequest,
  'email' | 'fullName' | 'company' | 'message'
>;

import {
  AccountRequestDecidedError,
  AccountRequestNotFoundError,
  type AccountRequestsRepository,
} from '../../data/account-requests.ts';
import { type AccountRequest } from '../../domain/account-requests.ts';
import { isLoginAlreadyInUse } from '../../data/error-codes.ts';
import type { NewUserProfile, UserProfile } from '../../domain/users.ts';
import { MESSAGES } from '../../lib/messages.ts';

export type ApprovalPorts = {
  getRequest(id: string): Promise<AccountRequest | null>;
  findUserByEmail(email: string): Promise<UserProfile | null>;
  createLogin(email: string, password: string): Promise<string>;
  createUser(profile: NewUserProfile): Promise<void>;
  decide: AccountRequestsRepository['decide'];
  generatePassword(): string;
  notify(notice: string): void;
};

export type Approval = {
  requestId: string;
  approvedBy: string;
  cohortId: string | null;
  notes: string;
};

/** What is done so far, kept by the caller so a retry resumes instead of starting over. */
export type ApprovalProgress = {
  email: string;
  fullName: string;
  uid?: string;
  password?: string;
  profileCreated?: boolean;
};

export type ApprovalResult =
  | { kind: 'approved'; email: string; password: string | null }
  | { kind: 'failed'; message: string; progress: ApprovalProgress | null };

export const APPROVAL_TEXTS = {
  alreadyDecided: (status: string) => `This request was already ${status}.`,
  loginExists:
    'A login for this email already exists but has no user profile: an earlier approval stopped halfway and its temporary password cannot be shown again. Delete that login in the Firebase console (Authentication) and approve again.',
  failedAt: (step: string) =>
    `Approval stopped while ${step}. Nothing done so far is lost: try again to continue.`,
  accountMadeAnyway:
    'Its account had already been created: deactivate it under Users if it should not exist.',
  notice: (email: string) =>
    `Approval notice for ${email}: your account has been approved. Sign in with the temporary password your administrator gives you; the temporary password must be changed immediately.`,
} as const;

/** The spec's text for a decision that can no longer be made, or null for other failures. */
export function decisionFailure(error: unknown): string | null {
  if (error instanceof AccountRequestNotFoundError) return MESSAGES.accountRequestNotFound;
  if (error instanceof AccountRequestDecidedError) return error.message;
  return null;
}

/**
 * Approves a request in an order where a failure loses nothing: login, then
 * profile, then the decision (the request stays pending until the account is
 * whole). A retry with the returned progress continues from the failed step.
 */
export async function approveAccountRequest(
  ports: ApprovalPorts,
  approval: Approval,
  resume: ApprovalProgress | null,
): Promise<ApprovalResult> {
  let progress = resume;
  if (!progress) {
    const request = await ports.getRequest(approval.requestId);
    if (!request) return { kind: 'failed', message: MESSAGES.accountRequestNotFound, progress };
    if (request.status !== 'pending') {
      return { kind: 'failed', message: APPROVAL_TEXTS.alreadyDecided(request.status), progress };
    }
    progress = { email: request.email, fullName: request.fullName };
    // An account that already exists (made by hand, or by an attempt that stopped
    // after the profile) is not made twice: only the decision is recorded.
    if (await ports.findUserByEmail(request.email)) progress.profileCreated = true;
  }
  const step = (name: string) => ({
    kind: 'failed' as const,
    message: APPROVAL_TEXTS.failedAt(name),
    progress: { ...progress },
  });

  if (!progress.profileCreated && !progress.uid) {
    const password = ports.generatePassword();
    try {
      progress.uid = await ports.createLogin(progress.email, password);
      progress.password = password;
    } catch (error) {
      if (isLoginAlreadyInUse(error)) {
        return { kind: 'failed', message: APPROVAL_TEXTS.loginExists, progress: null };
      }
      console.error('Creating the login failed', error);
      return step('creating the login');
    }
  }
  if (!progress.profileCreated && progress.uid) {
    try {
      await ports.createUser({
        uid: progress.uid,
        email: progress.email,
        name: progress.fullName,
        enrolledCourses: approval.cohortId ? [approval.cohortId] : [],
        assignedRoles: [],
        selectedRole: null,
        isSystemAdmin: false,
        mustChangePassword: true,
      });
      progress.profileCreated = true;
    } catch (error) {
      console.error('Creating the user profile failed', error);
      return step('creating the user profile');
    }
  }
  try {
    await ports.decide(approval.requestId, {
      status: 'approved',
      by: approval.approvedBy,
      assignedCohortId: approval.cohortId,
      notes: approval.notes.trim(),
    });
  } catch (error) {
    const known = decisionFailure(error);
    if (known) {
      const made = progress.password ? ` ${APPROVAL_TEXTS.accountMadeAnyway}` : '';
      return { kind: 'failed', message: `${known}${made}`, progress: null };
    }
    console.error('Recording the approval failed', error);
    return step('recording the approval');
  }
  ports.notify(APPROVAL_TEXTS.notice(progress.email));
  return { kind: 'approved', email: progress.email, password: progress.password ?? null };
}

import { useCallback, useRef } from 'react';
import type { Backend } from '../../data/backend.ts';
import { generateTemporaryPassword } from '../../lib/temporary-password.ts';
import {
  approveAccountRequest,
  type Approval,
  type ApprovalPorts,
  type ApprovalProgress,
  type ApprovalResult,
} from './approve-account-request.ts';

export function approvalPorts(backend: Backend): ApprovalPorts {
  return {
    getRequest: (id) => backend.accountRequests.get(id),
    findUserByEmail: (email) => backend.users.findByEmail(email),
    createLogin: (email, password) => backend.auth.createLogin(email, password),
    // An approved profile holds no roles yet, so no role decides its access summary.
    createUser: (profile) => backend.users.create(profile, []),
    decide: (id, decision) => backend.accountRequests.decide(id, decision),
    generatePassword: generateTemporaryPassword,
    notify: (notice) => console.info(notice),
  };
}

/**
 * Approves, remembering per request how far an attempt got (login, password,
 * profile) for as long as the page is open, so closing the dialog and trying
 * again continues instead of making a second login.
 */
export function useApproval(backend: Backend) {
  const progress = useRef(new Map<string, ApprovalProgress>());
  return useCallback(
    async (approval: Approval): Promise<ApprovalResult> => {
      const resume = progress.current.get(approval.requestId) ?? null;
      let result: ApprovalResult;
      try {
        result = await approveAccountRequest(approvalPorts(backend), approval, resume);
      } catch (failure) {
        console.error('Approval failed', failure);
        result = {
          kind: 'failed',
          message: 'The approval failed. Please try again.',
          progress: resume,
        };
      }
      if (result.kind === 'failed' && result.progress) {
        progress.current.set(approval.requestId, result.progress);
      } else {
        progress.current.delete(approval.requestId);
      }
      return result;
    },
    [backend],
  );
}

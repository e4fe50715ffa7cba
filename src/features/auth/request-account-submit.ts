import {
  ACCOUNT_REQUEST_LIMIT,
  ACCOUNT_REQUEST_MESSAGES,
  decideAccountRequest,
  normaliseAccountRequest,
  validateAccountRequest,
  type AccountRequestInput,
  type AccountRequestMessage,
} from '../../access/account-request.ts';
import type { AccountRequestsRepository } from '../../data/account-requests.ts';
import { isPermissionDenied } from '../../data/error-codes.ts';
import { isDisposableEmail } from './request-account-domains.ts';

export const REQUEST_FIELDS = ['email', 'fullName', 'company'] as const;
export type RequestField = (typeof REQUEST_FIELDS)[number];
export type FieldErrors = Partial<Record<RequestField, AccountRequestMessage>>;

export type RequestAccountPort = Pick<AccountRequestsRepository, 'readGuard' | 'submit'>;

export type SubmitOutcome =
  | { kind: 'invalid'; errors: FieldErrors }
  /** Saved; also what a dropped disposable-mail request looks like to the visitor. */
  | { kind: 'received'; saved: boolean }
  | { kind: 'refused'; message: AccountRequestMessage };

/** A request that passes every rule, so each field can be checked on its own. */
const VALID_SAMPLE: AccountRequestInput = { email: 'a@b.co', fullName: 'Ab', company: 'Ab' };

/** Every field's validation message (validateAccountRequest stops at the first one). */
export function fieldErrors(input: AccountRequestInput): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of REQUEST_FIELDS) {
    const message = validateAccountRequest({ ...VALID_SAMPLE, [field]: input[field] });
    if (message) errors[field] = message;
  }
  return errors;
}

/**
 * The spec's account request: validate, drop disposable mail silently, refuse
 * pending/approved/too many (decideAccountRequest), then write. The rules
 * enforce the same limits with server time, so a refusal from them is
 * explained by reading the guard again.
 */
export async function submitAccountRequest(
  port: RequestAccountPort,
  raw: AccountRequestInput,
  now: () => Date = () => new Date(),
): Promise<SubmitOutcome> {
  const input = normaliseAccountRequest(raw);
  const errors = fieldErrors(input);
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  if (isDisposableEmail(input.email)) return { kind: 'received', saved: false };

  const guard = await port.readGuard(input.email);
  const decision = decideAccountRequest(guard, now());
  if (!decision.allowed) return { kind: 'refused', message: decision.message };
  try {
    await port.submit({ ...input, message: input.message ?? '' }, guard);
    return { kind: 'received', saved: true };
  } catch (error) {
    if (!isPermissionDenied(error)) throw error;
    const latest = await port.readGuard(input.email);
    const after = decideAccountRequest(latest, now());
    if (!after.allowed) return { kind: 'refused', message: after.message };
    // Allowed by this clock but not the server's: the 5-minute window has not passed there yet.
    if (latest && latest.recent.length >= ACCOUNT_REQUEST_LIMIT.count) {
      return { kind: 'refused', message: ACCOUNT_REQUEST_MESSAGES.tooManyRequests };
    }
    throw error;
  }
}

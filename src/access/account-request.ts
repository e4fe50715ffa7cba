/** The spec's section 5 texts, verbatim. */
export const ACCOUNT_REQUEST_MESSAGES = {
  invalidEmail: 'Invalid email format.',
  invalidNameLength: 'Invalid name length.',
  invalidNameFormat: 'Invalid name format.',
  invalidCompanyLength: 'Invalid company name length.',
  alreadyPending: 'An account request for this email is already pending approval.',
  alreadyApproved: 'An account for this email has already been approved.',
  tooManyRequests: 'Too many requests. Please wait before submitting another request.',
} as const;
export type AccountRequestMessage =
  (typeof ACCOUNT_REQUEST_MESSAGES)[keyof typeof ACCOUNT_REQUEST_MESSAGES];

/** text@text.text; no '/' because the lowercased e-mail is a document id. */
export const EMAIL_PATTERN = /^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/;
/** Letters of any script, spaces, hyphens and apostrophes: no digits or other symbols. */
export const NAME_PATTERN = /^[\p{L} '-]+$/u;
export const NAME_LENGTH = { min: 2, max: 50 } as const;
export const COMPANY_LENGTH = { min: 2, max: 100 } as const;
export const MESSAGE_MAX_LENGTH = 1000;
/** The spec's limit: 3 requests per e-mail per 300000 ms. */
export const ACCOUNT_REQUEST_LIMIT = { count: 3, windowMs: 300_000 } as const;

export const GUARD_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type GuardStatus = (typeof GUARD_STATUSES)[number];

export type AccountRequestInput = {
  email: string;
  fullName: string;
  company: string;
  message?: string;
};

/** The per-e-mail guard document accountRequestGuards/{lowercased e-mail}. */
export type AccountRequestGuard = {
  status: GuardStatus;
  requestId: string;
  recent: readonly Date[];
};

export function accountRequestGuardId(email: string): string {
  return email.trim().toLowerCase();
}

/** What is stored: trimmed fields, the e-mail lowercased, an empty message left out. */
export function normaliseAccountRequest(input: AccountRequestInput): AccountRequestInput {
  const message = input.message?.trim();
  return {
    email: accountRequestGuardId(input.email),
    fullName: input.fullName.trim(),
    company: input.company.trim(),
    ...(message ? { message } : {}),
  };
}

function length(text: string): number {
  return [...text].length;
}

/** The first validation message the (normalised) request breaks, or null. */
export function validateAccountRequest(input: AccountRequestInput): AccountRequestMessage | null {
  if (!EMAIL_PATTERN.test(input.email)) return ACCOUNT_REQUEST_MESSAGES.invalidEmail;
  const name = length(input.fullName);
  if (name < NAME_LENGTH.min || name > NAME_LENGTH.max) {
    return ACCOUNT_REQUEST_MESSAGES.invalidNameLength;
  }
  if (!NAME_PATTERN.test(input.fullName)) return ACCOUNT_REQUEST_MESSAGES.invalidNameFormat;
  const company = length(input.company);
  if (company < COMPANY_LENGTH.min || company > COMPANY_LENGTH.max) {
    return ACCOUNT_REQUEST_MESSAGES.invalidCompanyLength;
  }
  return null;
}

export type AccountRequestDecision =
  { allowed: true; recent: Date[] } | { allowed: false; message: AccountRequestMessage };

/**
 * Whether a new request for this e-mail may be made at `now`, given its guard
 * (null when the e-mail never asked). firestore.rules enforces the same policy.
 */
export function decideAccountRequest(
  guard: Pick<AccountRequestGuard, 'status' | 'recent'> | null,
  now: Date,
): AccountRequestDecision {
  if (!guard) return { allowed: true, recent: [now] };
  if (guard.status === 'pending') {
    return { allowed: false, message: ACCOUNT_REQUEST_MESSAGES.alreadyPending };
  }
  if (guard.status === 'approved') {
    return { allowed: false, message: ACCOUNT_REQUEST_MESSAGES.alreadyApproved };
  }
  const { count, windowMs } = ACCOUNT_REQUEST_LIMIT;
  const oldest =
    guard.recent.length >= count ? guard.recent[guard.recent.length - count] : undefined;
  if (oldest && now.getTime() - oldest.getTime() < windowMs) {
    return { allowed: false, message: ACCOUNT_REQUEST_MESSAGES.tooManyRequests };
  }
  return { allowed: true, recent: [...guard.recent.slice(-(count - 1)), now] };
}

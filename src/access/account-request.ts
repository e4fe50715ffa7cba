/** The spec's section 5 texts, verbatim. */
export const ACCOUNT_REQUEST_MESSAGES = {
  invalidEmail: 'Invalid email format.',
  /** Not a spec text: an address holding characters that would make it look like another. */
  emailCharacters:
    'Use an email address in plain letters (a to z), digits and . _ + -: this one holds a hidden character or a letter from another alphabet.',
  invalidNameLength: 'Invalid name length.',
  invalidNameFormat: 'Invalid name format.',
  invalidCompanyLength: 'Invalid company name length.',
  alreadyPending: 'An account request for this email is already pending approval.',
  alreadyApproved: 'An account for this email has already been approved.',
  tooManyRequests: 'Too many requests. Please wait before submitting another request.',
} as const;
export type AccountRequestMessage =
  (typeof ACCOUNT_REQUEST_MESSAGES)[keyof typeof ACCOUNT_REQUEST_MESSAGES];

/**
 * An address as stored (decision 221): ASCII after NFKC, lowercased, no trailing dot on the
 * domain. Only ASCII, so a look-alike letter from another script (Cyrillic 'е') or an
 * invisible character (zero-width space, soft hyphen) cannot make a second address for one
 * person; firestore.rules checks the same pattern. No '/', since the guard key is a
 * document id.
 */
export const EMAIL_PATTERN =
  /^[a-z0-9!#$%&'*=?^_`{|}~-][a-z0-9!#$%&'*=?^_`{|}~.+-]*@[a-z0-9-]+(\.[a-z0-9-]+)+$/;
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

/** The per-person guard document accountRequestGuards/{emailKey(e-mail)}. */
export type AccountRequestGuard = {
  status: GuardStatus;
  requestId: string;
  recent: readonly Date[];
};

/** Characters that show nothing, or nothing alone: refused in an address. */
const INVISIBLE = /[\p{Cf}\p{Cc}\p{Zl}\p{Zp}\u00ad\u115f\u1160\u3164\uffa0]|\u034f/u;

/**
 * The address as stored: NFKC (full-width and other compatibility forms become plain
 * letters), trimmed, lowercased, without the trailing dot a domain may carry. Anything
 * still outside ASCII, or invisible, is left in place for validateAccountRequest to refuse.
 */
export function normaliseEmail(email: string): string {
  const address = email.normalize('NFKC').trim().toLowerCase();
  return address.replace(/(@[^@]*?)\.+$/, '$1');
}

/** Mail providers that ignore dots in the local part, and the domain they share. */
const DOTLESS_DOMAINS: Readonly<Record<string, string>> = {
  'gmail.com': 'gmail.com',
  'googlemail.com': 'gmail.com',
};

/**
 * Who an address reaches (decision 221): its +tag dropped (ana+x@ and ana@ are one person),
 * and at Gmail its dots too; elsewhere dots are kept, since most providers deliver
 * a.na@ and an.a@ to different people. The guard, and so the pending, approved and rate
 * checks, is keyed by it; firestore.rules computes the same key.
 */
export function emailKey(email: string): string {
  const address = normaliseEmail(email);
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  const domain = address.slice(at + 1);
  const local = address.slice(0, at).split('+')[0]!;
  const dotless = DOTLESS_DOMAINS[domain];
  return dotless ? `${local.replaceAll('.', '')}@${dotless}` : `${local}@${domain}`;
}

/** The guard document's id for an address. */
export function accountRequestGuardId(email: string): string {
  return emailKey(email);
}

/** What is stored: trimmed fields, the e-mail normalised, an empty message left out. */
export function normaliseAccountRequest(input: AccountRequestInput): AccountRequestInput {
  const message = input.message?.trim();
  return {
    email: normaliseEmail(input.email),
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
  if (!EMAIL_PATTERN.test(input.email)) {
    // eslint-disable-next-line no-control-regex
    const plain = /^[\x00-\x7f]*$/.test(input.email) && !INVISIBLE.test(input.email);
    return plain ? ACCOUNT_REQUEST_MESSAGES.invalidEmail : ACCOUNT_REQUEST_MESSAGES.emailCharacters;
  }
  if (emailKey(input.email).startsWith('@')) return ACCOUNT_REQUEST_MESSAGES.invalidEmail;
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

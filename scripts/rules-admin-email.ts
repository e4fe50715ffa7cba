import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ROOT } from './config.ts';

const EMAIL_LINE = /function bootstrapAdminEmail\(\) \{ return '[^']*'; \}/;
// Firebase Auth's own addresses are lower case; quotes or backslashes would break the rules.
const SAFE_EMAIL = /^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}$/;

export class AdminEmailError extends Error {}

/** firestore.rules with the bootstrap administrator's address written in. */
export function rulesWithAdminEmail(rules: string, email: string): string {
  const address = email.trim().toLowerCase();
  if (!SAFE_EMAIL.test(address)) {
    throw new AdminEmailError(`The administrator e-mail "${email}" is not a plain e-mail address.`);
  }
  if (!EMAIL_LINE.test(rules)) {
    throw new AdminEmailError('firestore.rules has no bootstrapAdminEmail() line to fill in.');
  }
  return rules.replace(EMAIL_LINE, `function bootstrapAdminEmail() { return '${address}'; }`);
}

/** Writes the filled-in rules to `target` and returns its path. */
export function writeRulesForAdmin(email: string, target: string): string {
  const source = readFileSync(join(ROOT, 'firestore.rules'), 'utf8');
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, rulesWithAdminEmail(source, email));
  return target;
}

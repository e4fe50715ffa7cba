import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../scripts/config.ts';
import { rulesWithAdminEmail } from '../scripts/rules-admin-email.ts';

const rules = readFileSync(join(ROOT, 'firestore.rules'), 'utf8');

describe('rulesWithAdminEmail', () => {
  it('writes the configured address, lower case, into the rules', () => {
    const filled = rulesWithAdminEmail(rules, ' Chief@Example.COM ');
    expect(filled).toContain("function bootstrapAdminEmail() { return 'chief@example.com'; }");
    expect(filled).not.toContain('admin@ips-studio.local');
  });

  it('changes nothing else', () => {
    const filled = rulesWithAdminEmail(rules, 'chief@example.com');
    expect(filled.split('\n').length).toBe(rules.split('\n').length);
    expect(rulesWithAdminEmail(filled, 'admin@ips-studio.local')).toBe(rules);
  });

  it.each(["a'b@example.com", 'no-at-sign', 'x@y', "x@example.com'; } function f() { return '"])(
    'refuses %s',
    (email) => {
      expect(() => rulesWithAdminEmail(rules, email)).toThrow(/not a plain e-mail address/);
    },
  );

  it('refuses rules without the line to fill in', () => {
    expect(() => rulesWithAdminEmail('rules_version = "2";', 'a@example.com')).toThrow(
      /no bootstrapAdminEmail/,
    );
  });
});

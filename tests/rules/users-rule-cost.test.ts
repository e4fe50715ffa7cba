import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { setLogLevel, type Firestore } from 'firebase/firestore';
import { expect, it } from 'vitest';
import { actor, type ActorId } from '#access/matrix-actors.ts';
import { OPERATIONS } from './matrix-operations.ts';
import { seedMatrix } from './matrix-seed.ts';

/**
 * What the costliest refusals on `users` spend of the 1,000 expressions a request may evaluate
 * (decisions 1700, 1760). The emulator does not say, so each refusal is repeated behind a pad of known
 * size, written in front of the users rule and sized by the token, until the refusal turns into
 * the limit's error: the pad that still fits is what the refusal leaves over. A probe rule of
 * nothing but the pad gives the pad's unit in expressions. Each listed refusal must leave at
 * least one unit (about 38 expressions) over, so a check added to the users rule that brings one
 * of them near the limit fails here before a user's refusal reads as the limit (issue 14 item 2).
 * `RULES_COST_FILE=path npm test -- --only=emulator tests/rules/users-rule-cost.test.ts`
 * measures another rules file, e.g. main's.
 */
const CASES: [row: string, actor: ActorId][] = [
  ['users.rename-own-long', 'student'],
  ['users.rename-own-long', 'named-admin-5'],
  ['users.own-roles', 'user-manager-5'],
  ['users.assign-role', 'student'],
  ['users.assign-role', 'teacher-5'],
  ['users.extra-field', 'user-manager-5'],
  ['users.rewrite-email', 'user-manager-5'],
  ['users.grant-admin-role-fifth', 'user-manager-5'],
  ['users.forge-summary', 'user-manager-5'],
  ['users.demote-named-admin', 'user-manager-5'],
  ['users.create-long-pin', 'user-manager-5'],
  ['users.create-long-pin', 'named-admin-5'],
  ['users.refresh-entry-text-values', 'named-admin-5'],
  ['users.refresh-entry-claims-more', 'named-admin-5'],
  ['users.refresh-forged-totals', 'named-admin-5'],
  ['users.bootstrap-long-pin', 'bootstrap-address'],
  ['users.bootstrap-entry-text', 'bootstrap-address'],
];

/** Pad bits: bit k adds 2^k units of a ten-operand `&&` (the unit). */
const BITS = 6;
const PAD_FUNCTIONS = `
    function costUnit(x) { return x && x && x && x && x && x && x && x && x && x; }
    function costUnits1(x) { return costUnit(x); }
${Array.from({ length: BITS - 1 }, (_, i) => {
  const n = 2 ** (i + 1);
  return `    function costUnits${n}(x) { return costUnits${n / 2}(x) && costUnits${n / 2}(x); }`;
}).join('\n')}
    function costPad() {
      let t = request.auth.token;
      return ${Array.from({ length: BITS }, (_, k) => `(t.get('b${k}', false) != true || costUnits${2 ** k}(true))`).join(' && ')};
    }
`;

/** The rules with `padFunctions` (defining costPad()) paid first by users' create and update. */
function withUsersPad(rules: string, padFunctions: string) {
  return rules
    .replace(
      '    // ---------- paths ----------',
      `${padFunctions}\n    // ---------- paths ----------`,
    )
    .replace(
      /(match \/users\/\{userId\} \{[\s\S]*?)allow create: if /,
      '$1allow create: if costPad() && ',
    )
    .replace(
      /(match \/users\/\{userId\} \{[\s\S]*?)allow update: if /,
      '$1allow update: if costPad() && ',
    );
}

function paddedRules(rules: string) {
  const withPad = withUsersPad(rules, PAD_FUNCTIONS).replace(
    '    match /users/{userId} {',
    '    match /costProbe/{id} { allow read: if costPad() && false; }\n    match /users/{userId} {',
  );
  expect(withPad.match(/costPad\(\) && /g)).toHaveLength(3);
  return withPad;
}

/** The rules with a pad of `units` units that every evaluation pays, whatever the token says. */
function fixedPadRules(rules: string, units: number) {
  const pad = `    function costUnit(x) { return x && x && x && x && x && x && x && x && x && x; }
    function costPad() { return true${' && costUnit(true)'.repeat(units)}; }
`;
  return withUsersPad(rules, pad);
}

const bitsOf = (n: number) =>
  Object.fromEntries(Array.from({ length: BITS }, (_, k) => [`b${k}`, ((n >> k) & 1) === 1]));

async function outcome(attempt: Promise<unknown>): Promise<'allowed' | 'refused' | 'limit'> {
  try {
    await attempt;
    return 'allowed';
  } catch (error) {
    // The emulator evaluates a write more than once and lists every answer; the caller's own
    // evaluation is the one that reaches the rule's answer (decision 1700).
    const message = String(error);
    if (/(^|, |\n)false for '/.test(message)) return 'refused';
    return /maximum of 1000 expressions/.test(message) ? 'limit' : 'refused';
  }
}

/** The most units of pad with which the attempt is still refused by its own rule. */
async function headroom(attempt: (n: number) => Promise<unknown>): Promise<number | string> {
  const first = await outcome(attempt(0));
  if (first !== 'refused') return first;
  let [fits, fails] = [0, 2 ** BITS];
  while (fails - fits > 1) {
    const mid = (fits + fails) >> 1;
    if ((await outcome(attempt(mid))) === 'refused') fits = mid;
    else fails = mid;
  }
  return fits;
}

it('the costliest refusals on users stay under the 1,000-expression limit, with room over', async () => {
  setLogLevel('error');
  const [host = '127.0.0.1', port = '8080'] = process.env.FIRESTORE_EMULATOR_HOST!.split(':');
  const file = process.env.RULES_COST_FILE ?? resolve(import.meta.dirname, '../../firestore.rules');
  const env: RulesTestEnvironment = await initializeTestEnvironment({
    projectId: 'demo-rules-cost',
    firestore: { host, port: Number(port), rules: paddedRules(readFileSync(file, 'utf8')) },
  });
  await seedMatrix(env);
  const clientOf = (id: ActorId, n: number) => {
    const a = actor(id);
    const token = {
      ...bitsOf(n),
      ...(a.verifiedEmail ? { email: a.verifiedEmail, email_verified: true } : {}),
    };
    return env.authenticatedContext(a.uid!, token).firestore() as unknown as Firestore;
  };
  const probe = await headroom((n) =>
    import('firebase/firestore').then(({ doc, getDoc }) =>
      getDoc(doc(clientOf('student', n), 'costProbe', 'x')),
    ),
  );
  // The probe is the pad alone: its headroom is 1,000 expressions less the bit tests.
  if (typeof probe === 'string') throw new Error(`the probe was ${probe}`);
  const unit = 1000 / probe;
  const headrooms: [string, number | string][] = [];
  const lines = [`pad unit ≈ ${unit.toFixed(1)} expressions (probe ${probe} units)`];
  for (const [row, id] of CASES) {
    const units = await headroom((n) => OPERATIONS[row]!(clientOf(id, n), actor(id)));
    const cost =
      typeof units === 'string'
        ? `${units} without a pad`
        : `≈ ${Math.round((probe - units) * unit)}`;
    lines.push(`${row} as ${id}: ${cost} (headroom ${units} units)`);
    headrooms.push([`${row} as ${id}`, units]);
  }
  console.log(lines.join('\n'));
  // A refusal that reaches the limit without a pad comes back as a string here.
  for (const [what, units] of headrooms)
    expect({ what, units }).toEqual({ what, units: expect.any(Number) });
  for (const [what, units] of headrooms)
    expect(units, `${what} leaves less than one pad unit`).toBeGreaterThanOrEqual(1);
  await env.cleanup();
}, 600_000);

/**
 * The emulator also evaluates a write without its documents and lists that answer before the
 * write's own (decision 1760). There the token's pad bits are not read as above (a pad of none
 * already reached the limit), so a fixed pad of four units (about 150 expressions) is written
 * into the rules: none of the earlier answers may then be the limit. The write's own answer,
 * the last, may (the costliest refusals leave two or three units, measured above).
 */
it("the emulator's evaluation without documents leaves four pad units over", async () => {
  setLogLevel('error');
  const [host = '127.0.0.1', port = '8080'] = process.env.FIRESTORE_EMULATOR_HOST!.split(':');
  const file = process.env.RULES_COST_FILE ?? resolve(import.meta.dirname, '../../firestore.rules');
  const env = await initializeTestEnvironment({
    projectId: 'demo-rules-cost-undocumented',
    firestore: { host, port: Number(port), rules: fixedPadRules(readFileSync(file, 'utf8'), 4) },
  });
  await seedMatrix(env);
  const problems: string[] = [];
  for (const [row, id] of CASES) {
    const a = actor(id);
    const token = a.verifiedEmail ? { email: a.verifiedEmail, email_verified: true } : {};
    const db = env.authenticatedContext(a.uid!, token).firestore() as unknown as Firestore;
    const error = await Promise.resolve(OPERATIONS[row]!(db, a)).then(
      () => 'allowed',
      (e: unknown) => String(e),
    );
    const earlier = error.split(/(?<=@ L\d+), /).slice(0, -1);
    if (error === 'allowed' || earlier.some((x) => /maximum of 1000/.test(x)))
      problems.push(`${row} as ${id}: ${error.split('\n').slice(1).join(' ')}`);
  }
  expect(problems).toEqual([]);
  await env.cleanup();
}, 600_000);

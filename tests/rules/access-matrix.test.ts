import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import type { Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_MATRIX, isAllowed } from '#access/access-matrix.ts';
import { MATRIX_ACTORS, type MatrixActor } from '#access/matrix-actors.ts';
import { OPERATIONS } from './matrix-operations.ts';
import { ROW_SETUP } from './matrix-row-setup.ts';
import { createRulesEnvironment } from './rules-environment.ts';
import { seedMatrix } from './matrix-seed.ts';

let env: RulesTestEnvironment;
const clients = new Map<string, Firestore>();

function clientOf(actor: MatrixActor): Firestore {
  let db = clients.get(actor.id);
  if (!db) {
    const token = {
      ...(actor.signInProvider ? { firebase: { sign_in_provider: actor.signInProvider } } : {}),
      ...(actor.verifiedEmail ? { email: actor.verifiedEmail, email_verified: true } : {}),
    };
    const context = actor.uid
      ? env.authenticatedContext(actor.uid, token)
      : env.unauthenticatedContext();
    db = context.firestore() as unknown as Firestore;
    clients.set(actor.id, db);
  }
  return db;
}

/**
 * A refusal must come from a rule, not from the rules running out of their
 * 1000 expressions (which would refuse the allowed cases of that shape too).
 * The emulator evaluates a write more than once and lists every answer in the
 * error a client sees; none of them may be the limit (decision 1700).
 */
function assertOwnRefusal(error: { message?: string } | undefined) {
  const message = error?.message ?? '';
  if (/maximum of 1000 expressions/.test(message)) {
    throw new Error(`refused by the evaluation limits, not a rule: ${message.split('\n')[1]}`);
  }
}

beforeAll(async () => {
  env = await createRulesEnvironment();
});

afterAll(async () => {
  await env?.cleanup();
});

it('every matrix row has an operation, and every operation a row', () => {
  expect(Object.keys(OPERATIONS).sort()).toEqual(ACCESS_MATRIX.map((r) => r.id).sort());
});

const collections = [...new Set(ACCESS_MATRIX.map((r) => r.collection))];

for (const collection of collections) {
  describe(collection, () => {
    beforeAll(async () => {
      await seedMatrix(env);
    });

    for (const row of ACCESS_MATRIX.filter((r) => r.collection === collection)) {
      it(`${row.operation} (${row.id})`, async () => {
        const operation = OPERATIONS[row.id]!;
        await ROW_SETUP[row.id]?.(env);
        const wrong = await Promise.all(
          MATRIX_ACTORS.map(async (actor) => {
            const allowed = isAllowed(row, actor.id);
            const attempt = operation(clientOf(actor), actor);
            try {
              if (allowed) await assertSucceeds(attempt);
              else assertOwnRefusal(await assertFails(attempt));
              return null;
            } catch (error) {
              const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
              return `${actor.id} should be ${allowed ? 'allowed' : 'denied'}: ${reason}`;
            }
          }),
        );
        expect(wrong.filter(Boolean)).toEqual([]);
      });
    }
  });
}

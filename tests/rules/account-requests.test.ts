import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { Timestamp, doc, serverTimestamp, writeBatch, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideAccountRequest } from '#access/account-request.ts';
import { createRulesEnvironment } from './rules-environment.ts';

// Each case: the stored guard (times in minutes before now) and the `recent`
// the client writes; the rules must agree with decideAccountRequest.
const MINUTE = 60_000;
let env: RulesTestEnvironment;
let visitor: Firestore;

beforeAll(async () => {
  env = await createRulesEnvironment();
  await env.clearFirestore();
  visitor = env.unauthenticatedContext().firestore() as unknown as Firestore;
});

afterAll(async () => {
  await env?.cleanup();
});

type Case = {
  name: string;
  status: 'pending' | 'approved' | 'rejected';
  times: number[];
  /** Minutes ago of the times the client keeps; defaults to what decideAccountRequest keeps. */
  writes?: number[];
  allowed: boolean;
};

const cases: Case[] = [
  { name: 'after a rejection', status: 'rejected', times: [60], allowed: true },
  { name: 'third request within 5 minutes', status: 'rejected', times: [4, 2], allowed: true },
  { name: 'fourth within 5 minutes', status: 'rejected', times: [4, 3, 2], allowed: false },
  { name: 'fourth, oldest 6 minutes ago', status: 'rejected', times: [6, 3, 2], allowed: true },
  { name: 'pending', status: 'pending', times: [60], allowed: false },
  { name: 'approved', status: 'approved', times: [60], allowed: false },
  {
    name: 'client keeps a wrong history',
    status: 'rejected',
    times: [60],
    writes: [],
    allowed: false,
  },
  {
    name: 'client drops the oldest too soon',
    status: 'rejected',
    times: [9, 8],
    writes: [8],
    allowed: false,
  },
];

describe('account request guard (rules agree with decideAccountRequest)', () => {
  it.each(cases)('$name', async ({ name, status, times, writes, allowed }) => {
    const now = Date.now();
    const email = `${name.replace(/\W+/g, '-')}@example.com`;
    const stamps = times.map((m) => Timestamp.fromMillis(now - m * MINUTE));
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore() as unknown as Firestore;
      const batch = writeBatch(db);
      batch.set(doc(db, 'accountRequestGuards', email), {
        status,
        requestId: 'old',
        recent: stamps.slice(0, -1),
        lastRequestedAt: stamps.at(-1),
      });
      await batch.commit();
    });

    const decision = decideAccountRequest(
      { status, recent: stamps.map((t) => t.toDate()) },
      new Date(now),
    );
    if (!writes) expect(decision.allowed).toBe(allowed);
    const kept = writes
      ? writes.map((m) => Timestamp.fromMillis(now - m * MINUTE))
      : decision.allowed
        ? decision.recent.slice(0, -1).map((d) => Timestamp.fromDate(d))
        : stamps.slice(-2);

    const requestId = `request-${email}`;
    const batch = writeBatch(visitor);
    batch.set(doc(visitor, 'accountRequests', requestId), {
      email,
      fullName: 'Ana Lima',
      company: 'Acme',
      status: 'pending',
      requestedAt: serverTimestamp(),
    });
    batch.set(doc(visitor, 'accountRequestGuards', email), {
      status: 'pending',
      requestId,
      recent: kept,
      lastRequestedAt: serverTimestamp(),
    });
    await (allowed ? assertSucceeds(batch.commit()) : assertFails(batch.commit()));
  });
});

describe('account request fields', () => {
  const base = { fullName: 'Ana Lima', company: 'Acme' };
  it.each([
    ['valid', {}, true],
    ['with a message', { message: 'Our team needs access.' }, true],
    ['upper-case e-mail', { email: 'Ana@Example.com' }, false],
    ['e-mail without a dot', { email: 'ana@example' }, false],
    ['name of 1', { fullName: 'A' }, false],
    ['name of 51', { fullName: 'A'.repeat(51) }, false],
    ['accented name', { fullName: 'Zoë Ångström' }, true],
    ['name with a symbol', { fullName: 'Ana_Lima' }, false],
    ['company of 101', { company: 'C'.repeat(101) }, false],
    ['extra field', { role: 'admin' }, false],
    ['status approved', { status: 'approved' }, false],
  ])('%s', async (name, change, allowed) => {
    const email = `field-${String(name).replace(/\W+/g, '-')}@example.com`;
    const data = { email, ...base, status: 'pending', requestedAt: serverTimestamp(), ...change };
    const requestId = `fields-${email}`;
    const batch = writeBatch(visitor);
    batch.set(doc(visitor, 'accountRequests', requestId), data);
    batch.set(doc(visitor, 'accountRequestGuards', String(data.email)), {
      status: 'pending',
      requestId,
      recent: [],
      lastRequestedAt: serverTimestamp(),
    });
    await (allowed ? assertSucceeds(batch.commit()) : assertFails(batch.commit()));
  });
});

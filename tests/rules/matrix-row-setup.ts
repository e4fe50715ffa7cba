import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { Timestamp, doc, setDoc, type Firestore } from 'firebase/firestore';
import { adminValueSetup } from './matrix-admin-value-operations.ts';

/** Seconds before the moment of writing, however late in the run that is. */
const secondsAgo = (seconds: number) => Timestamp.fromMillis(Date.now() - seconds * 1000);

/** The busy guard's request times, as the setup last wrote them (the row's guard names two). */
export const busyTimes: Timestamp[] = [];

/**
 * Documents a row needs written just before its attempts, because what it tests depends on
 * the time of the attempt: the seed runs when the collection's rows start, which on a slow
 * run can be minutes earlier (issue 14), or on what no earlier row may have left behind.
 */
export const ROW_SETUP: Record<string, (env: RulesTestEnvironment) => Promise<void>> = {
  // Three requests 30, 20 and 10 seconds before the attempts: a fourth is inside the 5 minutes.
  'accountRequests.create-too-many': (env) =>
    env.withSecurityRulesDisabled(async (context) => {
      busyTimes.splice(0, busyTimes.length, secondsAgo(30), secondsAgo(20), secondsAgo(10));
      const db = context.firestore() as unknown as Firestore;
      await setDoc(doc(db, 'accountRequestGuards', 'busy@example.com'), {
        status: 'rejected',
        requestId: 'req-busy',
        recent: busyTimes.slice(0, 2),
        lastRequestedAt: busyTimes[2],
      });
    }),
  ...adminValueSetup,
};

// Migration of 5,000 local items into the Firestore emulator, through the rules, as the app does.
//   npx tsx scripts/bench/migration.ts
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Firestore } from 'firebase/firestore';
import {
  BATCHES_IN_FLIGHT,
  MIGRATION_BATCH_SIZE,
} from '../../src/features/migration/batch-writer.ts';
import { createMemoryStorage } from '../../src/features/migration/memory-storage.ts';
import { PROJECT_ID, ROOT } from '../config.ts';
import { startTestEmulators } from '../emulators/test-emulators.ts';
import { reportBench, type BenchRow } from './report.ts';
import { createIpsEngineer } from './support/ips-engineer.ts';
import { processTreeCpuSeconds } from './support/process-cpu.ts';

const ITEMS = 5000;
const rulesPath = join(ROOT, 'firestore.rules');
const emulators = await startTestEmulators();
process.env.FIRESTORE_EMULATOR_HOST = emulators.firestoreHost;
// The Firebase SDKs load only now: the emulator host must be set before they read it.
const { initializeTestEnvironment } = await import('@firebase/rules-unit-testing');
const { createRepositories } = await import('../../src/data/repositories.ts');
const { runMigration } = await import('../../src/features/migration/run-migration.ts');
const [host, port] = emulators.firestoreHost.split(':');
const env = await initializeTestEnvironment({
  projectId: PROJECT_ID,
  firestore: { host: host!, port: Number(port), rules: readFileSync(rulesPath, 'utf8') },
});
await compileRules();

function tree(id: string, depth: number): Record<string, unknown> {
  const children = depth === 0 ? [] : [tree(`${id}.1`, depth - 1), tree(`${id}.2`, depth - 1)];
  return { id, name: `Item ${id}`, partNumber: `PN-${id}`, children };
}

/** The browser-only version's keys: PBS trees (15 nested items each), IPS projects, drafts, PLM. */
function mixedStorage() {
  const pbs = Array.from({ length: 2000 }, (_, i) => ({
    id: `pbs-${i}`,
    name: `PBS ${i}`,
    createdAt: '2023-05-01T08:00:00.000Z',
    items: [tree(`${i}`, 3)],
  }));
  const ips = Array.from({ length: 1500 }, (_, i) => ({
    id: `ips-${i}`,
    name: `IPS ${i}`,
    updatedAt: 1_690_000_000_000,
    figures: [{ figureNumber: '1', items: [{ itemNo: '10', partNumber: `PN-${i}` }] }],
  }));
  const drafts = Array.from({ length: ITEMS - 3501 }, (_, i) => ({
    id: `d-${i}`,
    name: `Draft ${i}`,
  }));
  return createMemoryStorage({
    pbsProjects: JSON.stringify(pbs),
    ipsProjects: JSON.stringify(ips),
    ipsProjectDrafts: JSON.stringify(drafts),
    savedPLMData: JSON.stringify({ products: [{ id: 'p', parts: [{ pn: 'A' }] }] }),
  });
}

function draftsStorage() {
  const drafts = Array.from({ length: ITEMS }, (_, i) => ({ id: `d-${i}`, name: `Draft ${i}` }));
  return createMemoryStorage({ ipsProjectDrafts: JSON.stringify(drafts) });
}

/**
 * The emulator compiles rules at the first request they check (seconds of CPU, decision 1460);
 * `npm start` waits for that before it lets anyone in, so no row here times it.
 */
async function compileRules() {
  await fetch(
    `http://${emulators.firestoreHost}/v1/projects/${PROJECT_ID}/databases/(default)/documents/readiness/probe`,
  );
}

/** Loads `text` as the emulator's rules, as initializeTestEnvironment does. */
async function loadRules(text: string) {
  const response = await fetch(
    `http://${emulators.firestoreHost}/emulator/v1/projects/${PROJECT_ID}:securityRules`,
    { method: 'PUT', body: JSON.stringify({ rules: { files: [{ content: text }] } }) },
  );
  if (!response.ok) throw new Error(`Rules not loaded: ${await response.text()}`);
  await compileRules();
}

/** The project rules with a draft's create checking nothing but a signed-in caller. */
function signInOnlyDraftRules() {
  const rules = readFileSync(rulesPath, 'utf8');
  // Whatever the create rule checks today: the first one inside the drafts' match.
  const block = rules.indexOf('match /ipsProjectDrafts/');
  const create = block < 0 ? null : /allow create: if [^;]*;/.exec(rules.slice(block));
  if (!create) throw new Error('The drafts create rule was not found');
  const at = block + create.index;
  return `${rules.slice(0, at)}allow create: if request.auth != null;${rules.slice(at + create[0].length)}`;
}

async function measure(
  uid: string,
  storage: ReturnType<typeof createMemoryStorage>,
  rules: 'on' | 'bypassed' = 'on',
) {
  await env.clearFirestore();
  let seconds = 0;
  let cpu = 0;
  const migrate = async (db: Firestore) => {
    const started = performance.now();
    const cpuBefore = processTreeCpuSeconds(emulators.pids.firestore);
    const result = await runMigration({
      storage,
      repositories: createRepositories(db),
      ownerId: uid,
    });
    seconds = (performance.now() - started) / 1000;
    cpu = processTreeCpuSeconds(emulators.pids.firestore) - cpuBefore;
    if (!result.success || result.migratedCount !== ITEMS) {
      throw new Error(`Migration did not complete: ${result.message}`);
    }
  };
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    const repos = createRepositories(db);
    await createIpsEngineer(repos, uid);
    if (rules === 'bypassed') await migrate(db);
  });
  if (rules === 'on')
    await migrate(env.authenticatedContext(uid).firestore() as unknown as Firestore);
  return { seconds, cpu };
}

const rows: BenchRow[] = [];
/** Wall seconds, and the Firestore JVM's CPU seconds beside them (the part the load inflates less). */
const cpuNote = (m: { seconds: number; cpu: number }) => `emulator CPU ${m.cpu.toFixed(1)} s`;
try {
  const mixed = await measure('bench-mixed', mixedStorage());
  const drafts = await measure('bench-drafts', draftsStorage());
  const floor = await measure('bench-floor', draftsStorage(), 'bypassed');
  const mixedFloor = await measure('bench-mixed-floor', mixedStorage(), 'bypassed');
  await loadRules(signInOnlyDraftRules());
  const signInOnly = await measure('bench-sign-in-only', draftsStorage());
  await loadRules(readFileSync(rulesPath, 'utf8'));
  rows.push(
    {
      metric: `migrate ${ITEMS} items: 2000 PBS + 1500 IPS (duplicate check each), 1499 drafts, PLM`,
      value: mixed.seconds,
      unit: 's',
      target: '≤ 10',
      note: `${Math.round(ITEMS / mixed.seconds)} items/s through the rules, ${cpuNote(mixed)}; each list's owner names loaded once, PBS items stored as one JSON text (decision 1200), batches of ${MIGRATION_BATCH_SIZE}, ${BATCHES_IN_FLIGHT} in flight, the project rules read the profile once per document (decision 1560). Every item is a project of its own and one rules evaluation: ${ITEMS} evaluations cost at least the sign-in-only row below`,
    },
    {
      metric: `migrate ${ITEMS} drafts (writes only, ${Math.ceil(ITEMS / MIGRATION_BATCH_SIZE)} batches of ${MIGRATION_BATCH_SIZE})`,
      value: drafts.seconds,
      unit: 's',
      note: `${Math.round(ITEMS / drafts.seconds)} items/s through the rules, ${cpuNote(drafts)}`,
    },
    {
      metric: `reference: the same ${ITEMS} drafts with the rules bypassed`,
      value: floor.seconds,
      unit: 's',
      note: `the emulator's own write cost, ${cpuNote(floor)}; the rules make the writes ${(drafts.seconds / floor.seconds).toFixed(1)}× slower`,
    },
    {
      metric: `reference: the same ${ITEMS} drafts through a rule that checks only sign-in`,
      value: signInOnly.seconds,
      unit: 's',
      note: `the emulator's fixed cost of one rules evaluation per document (${Math.round(ITEMS / signInOnly.seconds)}/s), ${cpuNote(signInOnly)}; the real rules (profile read, access summary, the draft's shape) add ${(drafts.seconds / signInOnly.seconds).toFixed(1)}× to it`,
    },
    {
      metric: `reference: the same mixed ${ITEMS} items with the rules bypassed`,
      value: mixedFloor.seconds,
      unit: 's',
      note: `the emulator's own cost for these documents and name queries, ${cpuNote(mixedFloor)}; through the rules ${(mixed.seconds / mixedFloor.seconds).toFixed(1)}× slower`,
    },
  );
} finally {
  await env.cleanup();
  await emulators.stop();
}
reportBench('migration', rows);

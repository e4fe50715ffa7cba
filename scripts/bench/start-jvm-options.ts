// The Firestore JVM's options, A/B in one run: CPU seconds until the project's rules answer
// their first request (what `npm start`'s "ready" waits on), and what a real action costs
// right after: a migration of 500 local items through the rules, as the app runs it, twice.
//   npx tsx scripts/bench/start-jvm-options.ts [rounds]
import type { Firestore } from 'firebase/firestore';
import { createMemoryStorage } from '../../src/features/migration/memory-storage.ts';
import { PROJECT_ID } from '../config.ts';
import { startTestEmulators } from '../emulators/test-emulators.ts';
import { reportBench, type BenchRow } from './report.ts';
import { median } from './support/bench-app.ts';
import { createIpsEngineer } from './support/ips-engineer.ts';
import { processTreeCpuSeconds } from './support/process-cpu.ts';

const ROUNDS = Number(process.argv[2] ?? 3);
const ITEMS = 500;
/** Migrations one after another on one emulator: the first is what the start's JIT choice costs most. */
const PASSES = Number(process.env.JVM_BENCH_PASSES ?? 3);

/**
 * Each variant's options are added after the class archive's (FIRESTORE_JAVA_OPTS); the first
 * is the reference. JVM_VARIANTS='opts;opts…' measures others ('' is the default).
 */
const VARIANTS: { label: string; opts: string }[] = process.env.JVM_VARIANTS
  ? process.env.JVM_VARIANTS.split(';').map((opts) => ({ label: opts || 'default', opts }))
  : [
      { label: 'default (tiered C1 + C2)', opts: '' },
      { label: 'C1 only', opts: '-XX:TieredStopAtLevel=1' },
      { label: 'C1 only, serial GC', opts: '-XX:TieredStopAtLevel=1 -XX:+UseSerialGC' },
      { label: 'serial GC', opts: '-XX:+UseSerialGC' },
    ];

const { initializeTestEnvironment } = await import('@firebase/rules-unit-testing');
const { createRepositories } = await import('../../src/data/repositories.ts');
const { runMigration } = await import('../../src/features/migration/run-migration.ts');

/** 40% PBS projects (a nested tree each), 30% IPS projects, the rest drafts: the bench's mix. */
function mixedStorage(prefix: string) {
  const pbs = Array.from({ length: ITEMS * 0.4 }, (_, i) => ({
    id: `${prefix}pbs-${i}`,
    name: `${prefix} PBS ${i}`,
    createdAt: '2023-05-01T08:00:00.000Z',
    items: [{ id: `${i}`, name: `Item ${i}`, partNumber: `PN-${i}`, children: [] }],
  }));
  const ips = Array.from({ length: ITEMS * 0.3 }, (_, i) => ({
    id: `${prefix}ips-${i}`,
    name: `${prefix} IPS ${i}`,
    updatedAt: 1_690_000_000_000,
    figures: [{ figureNumber: '1', items: [{ itemNo: '10', partNumber: `PN-${i}` }] }],
  }));
  const drafts = Array.from({ length: ITEMS * 0.3 }, (_, i) => ({
    id: `${prefix}d-${i}`,
    name: `${prefix} Draft ${i}`,
  }));
  return createMemoryStorage({
    pbsProjects: JSON.stringify(pbs),
    ipsProjects: JSON.stringify(ips),
    ipsProjectDrafts: JSON.stringify(drafts),
  });
}

type Pass = { seconds: number; cpu: number };
/** firstRead, secondRead: a signed-in user's own profile read, ms (the app's first rules-checked read). */
type Sample = {
  readyWall: number;
  readyCpu: number;
  firstRead: number;
  secondRead: number;
  passes: Pass[];
};

async function once(opts: string): Promise<Sample> {
  process.env.FIRESTORE_JAVA_OPTS = opts;
  const startedAt = performance.now();
  const emulators = await startTestEmulators();
  const readyWall = (performance.now() - startedAt) / 1000;
  const cpu = () => processTreeCpuSeconds(emulators.pids.firestore);
  const readyCpu = cpu();
  const [host, port] = emulators.firestoreHost.split(':');
  const env = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { host: host!, port: Number(port) },
  });
  try {
    await env.withSecurityRulesDisabled(async (context) => {
      const repos = createRepositories(context.firestore() as unknown as Firestore);
      for (let pass = 0; pass < PASSES; pass++) {
        await createIpsEngineer(repos, `user-${pass}`, pass === 0);
      }
    });
    const migrate = async (uid: string) => {
      const started = performance.now();
      const cpuBefore = cpu();
      const result = await runMigration({
        storage: mixedStorage(uid),
        repositories: createRepositories(
          env.authenticatedContext(uid).firestore() as unknown as Firestore,
        ),
        ownerId: uid,
      });
      if (!result.success || result.migratedCount !== ITEMS) {
        throw new Error(`Migration did not complete: ${result.message}`);
      }
      return { seconds: (performance.now() - started) / 1000, cpu: cpu() - cpuBefore };
    };
    const readProfile = async () => {
      const db = env.authenticatedContext('user-0').firestore() as unknown as Firestore;
      const started = performance.now();
      await createRepositories(db).users.get('user-0');
      return performance.now() - started;
    };
    const firstRead = await readProfile();
    const secondRead = await readProfile();
    const passes: Pass[] = [];
    for (let pass = 0; pass < PASSES; pass++) passes.push(await migrate(`user-${pass}`));
    return { readyWall, readyCpu, firstRead, secondRead, passes };
  } finally {
    await env.cleanup();
    await emulators.stop();
  }
}

const samples = new Map<string, Sample[]>(VARIANTS.map((v) => [v.label, []]));
// Interleaved rounds: whatever else runs on the machine weighs on every variant alike.
for (let round = 0; round < ROUNDS; round++) {
  for (const variant of VARIANTS) {
    const sample = await once(variant.opts);
    samples.get(variant.label)!.push(sample);
    console.log(`${variant.label}: ${JSON.stringify(sample)}`);
  }
}
delete process.env.FIRESTORE_JAVA_OPTS;

const rows: BenchRow[] = [];
const base = samples.get(VARIANTS[0]!.label)!;
type Pick = (s: Sample) => number;
const med = (list: Sample[], pick: Pick) => median(list.map(pick));
const totalCpu: Pick = (s) => s.readyCpu + s.passes.reduce((sum, p) => sum + p.cpu, 0);
for (const variant of VARIANTS) {
  const list = samples.get(variant.label)!;
  const ratio = (pick: Pick) => (med(list, pick) / med(base, pick)).toFixed(2);
  const readyCpu: Pick = (s) => s.readyCpu;
  rows.push({
    metric: `${variant.label}: JVM CPU to rules ready, median of ${ROUNDS}`,
    value: med(list, readyCpu),
    unit: 's',
    note: `${ratio(readyCpu)}× the default; runs ${list.map((s) => s.readyCpu.toFixed(1)).join(', ')}; wall ${med(list, (s) => s.readyWall).toFixed(1)} s`,
  });
  rows.push({
    metric: `${variant.label}: a signed-in user's profile read, first after ready`,
    value: med(list, (s) => s.firstRead),
    unit: 'ms',
    note: `${ratio((s) => s.firstRead)}× the default; the second read ${med(list, (s) => s.secondRead).toFixed(0)} ms`,
  });
  for (let pass = 0; pass < PASSES; pass++) {
    const wall: Pick = (s) => s.passes[pass]!.seconds;
    const cpu: Pick = (s) => s.passes[pass]!.cpu;
    rows.push({
      metric: `${variant.label}: migration ${pass + 1} of ${PASSES} (${ITEMS} items) after ready`,
      value: med(list, wall),
      unit: 's',
      note: `${ratio(wall)}× the default; JVM CPU ${med(list, cpu).toFixed(1)} s (${ratio(cpu)}×)`,
    });
  }
  rows.push({
    metric: `${variant.label}: JVM CPU, start and all ${PASSES} migrations`,
    value: med(list, totalCpu),
    unit: 's',
    note: `${ratio(totalCpu)}× the default`,
  });
}
reportBench('start-jvm-options', rows, { rounds: ROUNDS, passes: PASSES });

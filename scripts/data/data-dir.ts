import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { join } from 'node:path';
import { snapshotName } from './retention.ts';
import {
  describeExport,
  SnapshotError,
  SnapshotStore,
  writeFileAtomically,
  type Manifest,
  type Problem,
} from './snapshot-store.ts';

/**
 * What `npm start` finds in DATA_DIR, and what it may do with it. The rule: never start
 * empty over data that was there. DATA_DIR/ips-studio-data.json, written with the first
 * snapshot, records that the folder holds data, so losing every snapshot is noticed too.
 */
const MARKER = 'ips-studio-data.json';
export const ADMIN_PASSWORD_FILE = 'first-admin.json';

export class DataRefusal extends Error {}

export type DataChoice =
  { kind: 'fresh' } | { kind: 'snapshot'; name: string; manifest: Manifest; restoredFrom?: string };

export type StartFlags = {
  /** --restore or --restore=<name>: the newest good snapshot, or that one. */
  restore?: string | true;
  /** --start-empty: set everything in DATA_DIR aside and start with no data. */
  startEmpty?: boolean;
};

/** The command line a user types to repeat this start with one more flag. */
export function commandWith(flag: string, env = process.env) {
  const prefix = env.DATA_DIR ? `DATA_DIR=${env.DATA_DIR} ` : '';
  return `${prefix}npm start -- ${flag}`;
}

export function markData(dataDir: string) {
  const path = join(dataDir, MARKER);
  if (existsSync(path)) return;
  writeFileAtomically(
    path,
    JSON.stringify(
      {
        createdAt: new Date().toISOString(),
        about: 'IPS Studio keeps its emulator data here (snapshots/); see README.md, Data.',
      },
      null,
      2,
    ) + '\n',
  );
}

function heldDataSince(dataDir: string): string | undefined {
  try {
    return (JSON.parse(readFileSync(join(dataDir, MARKER), 'utf8')) as { createdAt: string })
      .createdAt;
  } catch {
    return existsSync(join(dataDir, MARKER)) ? 'an unknown date' : undefined;
  }
}

function describe(manifest: Manifest) {
  return `saved ${manifest.startedAt}, ${manifest.documents} documents, ${manifest.authAccounts} accounts`;
}

function listProblems(problems: Problem[]) {
  return problems.map((p) => `    ${p.file} ${p.problem}`).join('\n');
}

/** Everything in DATA_DIR goes to DATA_DIR/set-aside/<time>-start-empty/. */
function setAsideEverything(dataDir: string) {
  const target = join(dataDir, 'set-aside', `${snapshotName(new Date())}-start-empty`);
  const names = readdirSync(dataDir).filter((n) => n !== 'set-aside' && n !== 'running.json');
  if (names.length === 0) return undefined;
  mkdirSync(target, { recursive: true });
  for (const name of names) renameSync(join(dataDir, name), join(target, name));
  return target;
}

/**
 * DATA_DIR before snapshots: firestore/current and auth/current (an interrupted save could
 * leave previous-* instead). Copied into a snapshot when they can be loaded; refused, with
 * the file named, when they cannot.
 */
function adoptEarlierLayout(dataDir: string, store: SnapshotStore) {
  const firestore = join(dataDir, 'firestore');
  const auth = join(dataDir, 'auth');
  if (!existsSync(firestore) && !existsSync(auth)) return;
  for (const dir of [firestore, auth]) {
    if (!existsSync(dir)) continue;
    const current = join(dir, 'current');
    const previous = readdirSync(dir)
      .filter((n) => n.startsWith('previous-'))
      .sort()
      .at(-1);
    if (!existsSync(current) && previous) renameSync(join(dir, previous), current);
  }
  const dirs = { firestore: join(firestore, 'current'), auth: join(auth, 'current') };
  let manifest: Manifest;
  try {
    const savedAt = existsSync(dirs.firestore) ? statSync(dirs.firestore).mtime : new Date();
    manifest = describeExport(dirs, snapshotName(savedAt), savedAt, savedAt);
  } catch (error) {
    if (!(error instanceof SnapshotError)) throw error;
    throw new DataRefusal(
      `${dataDir} holds data saved by an earlier version, and it cannot be loaded:

    ${error.message}

IPS Studio will not start empty over it (the next save would replace it). There is no
other copy to restore. To start with empty data anyway, keeping all of this in
${join(dataDir, 'set-aside')}:

  ${commandWith('--start-empty')}`,
    );
  }
  store.adopt(dirs, manifest);
  rmSync(firestore, { recursive: true, force: true });
  rmSync(auth, { recursive: true, force: true });
  markData(dataDir);
  console.log(`Moved the data saved by an earlier version into snapshot ${manifest.name}.`);
}

function newestGood(store: SnapshotStore, before?: string) {
  return store
    .list()
    .filter((name) => !before || name < before)
    .reverse()
    .find((name) => store.verify(name).length === 0);
}

/** The refusal for snapshot `name`, naming what is wrong and what to restore. */
export function refusal(store: SnapshotStore, name: string, problems: Problem[]) {
  const good = newestGood(store, name);
  const head = `${store.dataDir} holds data that cannot be loaded, so IPS Studio will not start:
starting empty would hide that data, and the next save would replace it.

  Snapshot ${name}:
${listProblems(problems)}
`;
  if (!good) {
    return new DataRefusal(`${head}
No older snapshot can be loaded either. To start with empty data anyway, keeping all of
this in ${join(store.dataDir, 'set-aside')}:

  ${commandWith('--start-empty')}`);
  }
  return new DataRefusal(`${head}
The newest snapshot that can be loaded is ${good} (${describe(store.manifest(good))}).
Restore it and start with:

  ${commandWith(`--restore=${good}`)}

The newer snapshots that cannot be loaded are then moved to
${join(store.dataDir, 'set-aside')}, not deleted.`);
}

/** Decides what the emulators start from, or refuses. */
export function chooseData(store: SnapshotStore, flags: StartFlags): DataChoice {
  const { dataDir } = store;
  mkdirSync(dataDir, { recursive: true });
  store.tidy();
  if (flags.startEmpty) {
    const kept = setAsideEverything(dataDir);
    if (kept) console.log(`Everything that was in ${dataDir} is now in ${kept}.`);
    return { kind: 'fresh' };
  }
  adoptEarlierLayout(dataDir, store);
  const names = store.list();

  if (flags.restore) {
    const name = flags.restore === true ? newestGood(store) : flags.restore;
    if (!name || !names.includes(name)) {
      throw new DataRefusal(
        `There is no snapshot ${flags.restore === true ? 'that can be loaded' : `named ${flags.restore}`} in ${store.dir}. Snapshots: ${names.join(', ') || 'none'}.`,
      );
    }
    const problems = store.verify(name);
    if (problems.length) throw refusal(store, name, problems);
    const newer = names.filter((n) => n > name);
    const keptIn = store.setAside(newer, `newer-than-${name}`);
    if (keptIn) console.log(`Moved the newer snapshots ${newer.join(', ')} to ${keptIn}.`);
    return { kind: 'snapshot', name, manifest: store.manifest(name), restoredFrom: name };
  }

  const newest = names.at(-1);
  if (!newest) {
    const since = heldDataSince(dataDir);
    if (!since) return { kind: 'fresh' };
    throw new DataRefusal(
      `${dataDir} has held IPS Studio data since ${since}, but no snapshot is left in
${store.dir}, so IPS Studio will not start empty over it.

If the data was moved on purpose, start with empty data, keeping what is left in
${join(dataDir, 'set-aside')}:

  ${commandWith('--start-empty')}`,
    );
  }
  const problems = store.verify(newest);
  if (problems.length) throw refusal(store, newest, problems);
  return { kind: 'snapshot', name: newest, manifest: store.manifest(newest) };
}

import { createHash } from 'node:crypto';
import {
  closeSync,
  cpSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import type { EmulatorData } from '../emulators/start-emulators.ts';
import { countLogRecords } from './leveldb-records.ts';
import { snapshotName, snapshotsToKeep } from './retention.ts';

/**
 * DATA_DIR/snapshots/<name>/ holds one complete save of both emulators: firestore/ (the
 * Firestore export), auth/ (the Auth export) and manifest.json, written last, which lists
 * every file with its size and SHA-256 and says how many documents and accounts the save
 * holds. A folder without a manifest is not a snapshot. See docs/decisions/012.
 */
export type Manifest = {
  format: 1;
  name: string;
  /** When the export began: every write acknowledged before then is in this snapshot. */
  startedAt: string;
  finishedAt: string;
  files: Record<string, { size: number; sha256: string }>;
  /** Firestore's overall_export_metadata file, relative to the snapshot. */
  firestoreMetadata: string;
  documents: number;
  authAccounts: number;
  /** Equal for two snapshots of the same data, whatever their folder names and times. */
  contentHash: string;
};

export type Problem = { file: string; problem: string };

/** A save that cannot be used; the message names the file: '<file> is missing'. */
export class SnapshotError extends Error {
  constructor(
    readonly file: string,
    readonly problem: string,
  ) {
    super(`${file} ${problem}`);
  }
}

const MANIFEST = 'manifest.json';
const PARTIAL = '.partial-';
const RETIRING = '.retiring-';
const LAST_SAVE = 'last-save.json';

function sha256(bytes: Uint8Array) {
  return createHash('sha256').update(bytes).digest('hex');
}

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(path));
    else if (entry.isFile()) out.push(path);
  }
  return out;
}

function fsyncPath(path: string) {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Writes a file so that a crash leaves either the old one or the whole new one. */
export function writeFileAtomically(path: string, text: string, mode?: number) {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, text, mode === undefined ? undefined : { mode });
  fsyncPath(temporary);
  renameSync(temporary, path);
}

const posix = (path: string) => path.split(sep).join('/');

/** Where one save's two exports are: normally firestore/ and auth/ of a snapshot folder. */
export type ExportDirs = { firestore: string; auth: string };

export const exportDirsIn = (dir: string): ExportDirs => ({
  firestore: join(dir, 'firestore'),
  auth: join(dir, 'auth'),
});

/**
 * Reads a save's files into a manifest (paths as in a snapshot: firestore/…, auth/…), or
 * says which file makes it unusable.
 */
export function describeExport(
  dirs: ExportDirs,
  name: string,
  startedAt: Date,
  finishedAt: Date,
): Manifest {
  for (const [path, what] of [
    [dirs.firestore, 'the Firestore export'],
    [dirs.auth, 'the Auth export'],
  ] as const) {
    if (!existsSync(path)) throw new SnapshotError(path, `${what} is missing`);
  }
  const files: Manifest['files'] = {};
  const content: string[] = [];
  let documents = 0;
  let firestoreMetadata: string | undefined;
  let authAccounts: number | undefined;
  const all = [
    ...filesUnder(dirs.firestore).map((path) => ({
      path,
      under: 'firestore',
      root: dirs.firestore,
    })),
    ...filesUnder(dirs.auth).map((path) => ({ path, under: 'auth', root: dirs.auth })),
  ];
  for (const { path, under, root } of all.sort((a, b) => a.path.localeCompare(b.path))) {
    const rel = `${under}/${posix(relative(root, path))}`;
    const bytes = readFileSync(path);
    const hash = sha256(bytes);
    files[rel] = { size: bytes.length, sha256: hash };
    if (rel.startsWith('firestore/') && rel.endsWith('.overall_export_metadata')) {
      firestoreMetadata = rel;
    }
    if (rel.startsWith('firestore/') && /^output-\d+$/.test(basename(rel))) {
      try {
        documents += countLogRecords(bytes);
      } catch (error) {
        throw new SnapshotError(path, `cannot be read: ${(error as Error).message}`);
      }
      // The export folder's own name carries a time; the data does not.
      content.push(`${rel.replace(/^firestore\/[^/]+\//, 'firestore/')}:${hash}`);
    }
    if (rel.startsWith('auth/') && rel.endsWith('.json') && !rel.endsWith('metadata.json')) {
      content.push(`${rel}:${hash}`);
      if (basename(rel) === 'accounts.json') {
        try {
          const parsed = JSON.parse(bytes.toString('utf8')) as { users?: unknown[] };
          authAccounts = parsed.users?.length ?? 0;
        } catch {
          throw new SnapshotError(path, 'is not valid JSON');
        }
      }
    }
  }
  if (!firestoreMetadata) {
    throw new SnapshotError(
      join(dirs.firestore, '<export>', '<export>.overall_export_metadata'),
      'is missing: the Firestore emulator cannot load the export without it',
    );
  }
  if (authAccounts === undefined) {
    throw new SnapshotError(join(dirs.auth, 'auth_export', 'accounts.json'), 'is missing');
  }
  return {
    format: 1,
    name,
    startedAt: startedAt.toISOString(),
    finishedAt: finishedAt.toISOString(),
    files,
    firestoreMetadata,
    documents,
    authAccounts,
    contentHash: sha256(Buffer.from(content.join('\n'))),
  };
}

export type WriteResult = { name: string; unchanged: boolean; manifest: Manifest };

export class SnapshotStore {
  readonly dir: string;

  constructor(readonly dataDir: string) {
    this.dir = join(dataDir, 'snapshots');
  }

  path(name: string) {
    return join(this.dir, name);
  }

  /** Complete snapshots (those with a manifest), oldest first. */
  list(): string[] {
    if (!existsSync(this.dir)) return [];
    return readdirSync(this.dir, { withFileTypes: true })
      .filter((e) => e.isDirectory() && !e.name.startsWith('.'))
      .filter((e) => existsSync(join(this.dir, e.name, MANIFEST)))
      .map((e) => e.name)
      .sort();
  }

  /** Folders that are not (or no longer) snapshots: interrupted writes and retirements. */
  leftovers(): string[] {
    if (!existsSync(this.dir)) return [];
    return readdirSync(this.dir, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .filter((e) => e.name.startsWith('.') || !existsSync(join(this.dir, e.name, MANIFEST)))
      .map((e) => e.name);
  }

  /** Removes what interrupted writes and retirements left; never a complete snapshot. */
  tidy() {
    for (const name of this.leftovers()) {
      if (name.startsWith(PARTIAL) || name.startsWith(RETIRING)) {
        rmSync(join(this.dir, name), { recursive: true, force: true });
      }
    }
  }

  manifest(name: string): Manifest {
    return JSON.parse(readFileSync(join(this.path(name), MANIFEST), 'utf8')) as Manifest;
  }

  /** Every file of the manifest present, with its size and checksum; [] when all is well. */
  verify(name: string): Problem[] {
    const dir = this.path(name);
    let manifest: Manifest;
    try {
      manifest = this.manifest(name);
    } catch {
      return [{ file: join(dir, MANIFEST), problem: 'cannot be read' }];
    }
    const problems: Problem[] = [];
    for (const [rel, expected] of Object.entries(manifest.files)) {
      const file = join(dir, rel);
      if (!existsSync(file)) {
        problems.push({ file, problem: 'is missing' });
        continue;
      }
      const bytes = readFileSync(file);
      if (bytes.length !== expected.size || sha256(bytes) !== expected.sha256) {
        problems.push({ file, problem: 'is damaged (its size or checksum changed)' });
      }
    }
    return problems;
  }

  /** A cheap check, for each save: the newest snapshot's files are all still there. */
  private looksIntact(name: string) {
    try {
      const manifest = this.manifest(name);
      return Object.entries(manifest.files).every(
        ([rel, f]) => statSync(join(this.path(name), rel)).size === f.size,
      );
    } catch {
      return false;
    }
  }

  /** What the emulators load from a snapshot. */
  data(name: string): EmulatorData {
    const manifest = this.manifest(name);
    return {
      firestoreMetadata: join(this.path(name), manifest.firestoreMetadata),
      authDir: join(this.path(name), 'auth'),
    };
  }

  /**
   * Exports into a fresh folder, reads every file back into a manifest (so a damaged export
   * fails here, not at the next start), writes the manifest last, and only then makes it a
   * snapshot and retires older ones. A save of unchanged data keeps the newest snapshot.
   */
  async write(
    exporter: (firestoreDir: string, authDir: string) => Promise<void>,
    now: () => Date = () => new Date(),
  ): Promise<WriteResult> {
    mkdirSync(this.dir, { recursive: true });
    const startedAt = now();
    const name = snapshotName(startedAt);
    const partial = join(this.dir, `${PARTIAL}${name}-${process.pid}`);
    try {
      mkdirSync(join(partial, 'firestore'), { recursive: true });
      mkdirSync(join(partial, 'auth'), { recursive: true });
      await exporter(join(partial, 'firestore'), join(partial, 'auth'));
      const manifest = describeExport(exportDirsIn(partial), name, startedAt, now());
      const newest = this.list().at(-1);
      if (
        newest &&
        this.manifest(newest).contentHash === manifest.contentHash &&
        this.looksIntact(newest)
      ) {
        rmSync(partial, { recursive: true, force: true });
        this.noteSave(newest, startedAt);
        return { name: newest, unchanged: true, manifest: this.manifest(newest) };
      }
      for (const rel of Object.keys(manifest.files)) fsyncPath(join(partial, rel));
      writeFileAtomically(join(partial, MANIFEST), JSON.stringify(manifest, null, 2) + '\n');
      const target = this.path(name);
      renameSync(partial, target);
      fsyncPath(this.dir);
      this.noteSave(name, startedAt);
      this.retire(now());
      return { name, unchanged: false, manifest };
    } catch (error) {
      rmSync(partial, { recursive: true, force: true });
      throw error;
    }
  }

  /**
   * Makes a snapshot of exports already on disk (DATA_DIR's earlier layout) by copying them
   * in; the caller removes the originals once this returns. A crash midway leaves the
   * originals whole and a partial folder that the next start tidies away.
   */
  adopt(dirs: ExportDirs, manifest: Manifest) {
    if (existsSync(join(this.path(manifest.name), MANIFEST))) return; // adopted before a crash
    mkdirSync(this.dir, { recursive: true });
    const partial = join(this.dir, `${PARTIAL}${manifest.name}-${process.pid}`);
    cpSync(dirs.firestore, join(partial, 'firestore'), { recursive: true });
    cpSync(dirs.auth, join(partial, 'auth'), { recursive: true });
    const copied = describeExport(
      exportDirsIn(partial),
      manifest.name,
      new Date(manifest.startedAt),
      new Date(manifest.finishedAt),
    );
    if (copied.contentHash !== manifest.contentHash) {
      rmSync(partial, { recursive: true, force: true });
      throw new SnapshotError(partial, 'differs from what it was copied from');
    }
    for (const rel of Object.keys(copied.files)) fsyncPath(join(partial, rel));
    writeFileAtomically(join(partial, MANIFEST), JSON.stringify(copied, null, 2) + '\n');
    renameSync(partial, this.path(manifest.name));
    fsyncPath(this.dir);
  }

  /**
   * The last save that succeeded, even one that found nothing changed: every write
   * acknowledged before its start is in the snapshot it names.
   */
  lastSave(): { snapshot: string; startedAt: string } | undefined {
    try {
      return JSON.parse(readFileSync(join(this.dir, LAST_SAVE), 'utf8')) as {
        snapshot: string;
        startedAt: string;
      };
    } catch {
      return undefined;
    }
  }

  private noteSave(snapshot: string, startedAt: Date) {
    writeFileAtomically(
      join(this.dir, LAST_SAVE),
      JSON.stringify({ snapshot, startedAt: startedAt.toISOString() }) + '\n',
    );
  }

  /** Retires what retention no longer keeps: renamed first, so a crash never leaves half. */
  retire(now: Date) {
    const names = this.list();
    const keep = snapshotsToKeep(names, now);
    for (const name of names) {
      if (keep.has(name)) continue;
      const retiring = join(this.dir, `${RETIRING}${name}`);
      renameSync(this.path(name), retiring);
      rmSync(retiring, { recursive: true, force: true });
    }
  }

  /**
   * Moves snapshots out of the way (into DATA_DIR/set-aside/), never deleting them: after a
   * restore, the newer ones that could not be loaded stay there for inspection.
   */
  setAside(names: string[], why: string): string | undefined {
    if (names.length === 0) return undefined;
    const stamp = snapshotName(new Date());
    const target = join(this.dataDir, 'set-aside', `${stamp}-${why}`);
    mkdirSync(target, { recursive: true });
    for (const name of names) renameSync(this.path(name), join(target, name));
    return target;
  }
}

import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';

/** Where the archive is kept: beside the dependencies, rebuilt when they are reinstalled. */
export const CLASS_ARCHIVE_DIR = join(
  resolve(import.meta.dirname, '../..'),
  'node_modules',
  '.cache',
  'ips-studio',
);

/** The java a name runs: its file, found on PATH as a shell would. */
function javaFile(java: string): string | undefined {
  if (java.includes('/')) return existsSync(java) ? java : undefined;
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const file = join(dir, java);
    if (dir && existsSync(file)) return file;
  }
  return undefined;
}

/** What the archive was made from: the jar and the java, by path, size and time. */
function archiveKey(jar: string, java: string): string | undefined {
  const javaPath = javaFile(java);
  if (!javaPath) return undefined;
  const facts = [jar, javaPath].map((file) => {
    const stat = statSync(file);
    return `${file}:${stat.size}:${stat.mtimeMs}`;
  });
  return createHash('sha256').update(facts.join('\n')).digest('hex').slice(0, 16);
}

export type ClassArchive = {
  javaArgs: string[];
  /** This run writes the archive as its JVM exits: give the exit time for it. */
  writing: boolean;
  /** Called with how the JVM ended: only a JVM that exited by itself wrote a whole archive. */
  afterExit: (code: number | null) => void;
};

/**
 * A class-data-sharing archive of the Firestore emulator's classes (decision 1460): the first
 * run that may (`create`: `npm start`, whose stop can wait for it) writes it when its JVM exits (`-XX:ArchiveClassesAtExit`, into its own file, renamed
 * into place after a clean exit), later runs map it (`-XX:SharedArchiveFile`) instead of
 * loading and checking thousands of classes from the jar. The JVM checks the archive
 * itself and runs without it if it does not match; a killed first run leaves none (a JVM
 * killed while writing exits 137 or by a signal, and its file is dropped).
 */
export function firestoreClassArchive(
  jar: string,
  java: string,
  create: boolean,
  dir = CLASS_ARCHIVE_DIR,
): ClassArchive {
  const none = { javaArgs: [], writing: false, afterExit: () => {} };
  if (process.env.IPS_NO_CLASS_ARCHIVE) return none;
  const key = archiveKey(jar, java);
  if (!key) return none;
  const archive = join(dir, `firestore-classes-${key}.jsa`);
  if (existsSync(archive)) {
    return { javaArgs: [`-XX:SharedArchiveFile=${archive}`], writing: false, afterExit() {} };
  }
  if (!create) return none;
  try {
    mkdirSync(dir, { recursive: true });
  } catch {
    return none;
  }
  const draft = `${archive}.${process.pid}-${Date.now()}.part`;
  return {
    javaArgs: [`-XX:ArchiveClassesAtExit=${draft}`],
    writing: true,
    afterExit(code) {
      try {
        const whole = code !== null && code !== 137 && existsSync(draft);
        if (whole && statSync(draft).size > 0) renameSync(draft, archive);
      } catch {
        // another run put its archive in place first: either serves
      } finally {
        rmSync(draft, { force: true });
      }
    },
  };
}

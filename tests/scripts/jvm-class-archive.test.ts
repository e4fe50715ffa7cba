import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { firestoreClassArchive } from '../../scripts/emulators/jvm-class-archive.ts';

let dir: string;
let jar: string;
const java = process.execPath; // any existing file stands for the java binary
const draftOf = (args: string[]) => args[0]!.replace('-XX:ArchiveClassesAtExit=', '');

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'class-archive-'));
  jar = join(dir, 'emulator.jar');
  writeFileSync(jar, 'jar');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the Firestore class archive', () => {
  it('is written by a run that may create it, and used by every later run', () => {
    const first = firestoreClassArchive(jar, java, true, join(dir, 'cache'));
    expect(first.writing).toBe(true);
    expect(first.javaArgs[0]).toMatch(/^-XX:ArchiveClassesAtExit=.*\.part$/);
    writeFileSync(draftOf(first.javaArgs), 'archive');
    first.afterExit(143); // SIGTERM, handled: the JVM wrote the archive before exiting
    const later = firestoreClassArchive(jar, java, false, join(dir, 'cache'));
    expect(later.writing).toBe(false);
    expect(later.javaArgs).toEqual([
      `-XX:SharedArchiveFile=${join(dir, 'cache', readdirSync(join(dir, 'cache'))[0]!)}`,
    ]);
    expect(readdirSync(join(dir, 'cache'))).toHaveLength(1);
  });

  it('drops what a killed JVM left, and is not written by runs that may not create it', () => {
    const killed = firestoreClassArchive(jar, java, true, join(dir, 'cache'));
    const draft = draftOf(killed.javaArgs);
    writeFileSync(draft, 'half an archive');
    killed.afterExit(137);
    expect(existsSync(draft)).toBe(false);
    expect(readdirSync(join(dir, 'cache'))).toEqual([]);
    const test = firestoreClassArchive(jar, java, false, join(dir, 'cache'));
    expect(test).toMatchObject({ javaArgs: [], writing: false });
  });

  it('is made again when the jar changes', () => {
    const first = firestoreClassArchive(jar, java, true, join(dir, 'cache'));
    writeFileSync(draftOf(first.javaArgs), 'archive');
    first.afterExit(143);
    writeFileSync(jar, 'a newer jar');
    expect(firestoreClassArchive(jar, java, false, join(dir, 'cache')).javaArgs).toEqual([]);
  });
});

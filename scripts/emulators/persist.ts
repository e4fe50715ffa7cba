import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Each emulator exports into a fresh folder that replaces `current` only once
 * the export is complete, so a crash mid-export never leaves a broken copy.
 */
export async function exportAtomically(dir: string, write: (target: string) => Promise<void>) {
  mkdirSync(dir, { recursive: true });
  const next = join(dir, `next-${process.pid}-${Date.now()}`);
  mkdirSync(next);
  try {
    await write(next);
  } catch (error) {
    rmSync(next, { recursive: true, force: true });
    throw error;
  }
  const current = join(dir, 'current');
  const previous = join(dir, `previous-${Date.now()}`);
  if (existsSync(current)) renameSync(current, previous);
  renameSync(next, current);
  rmSync(previous, { recursive: true, force: true });
}

export function currentExport(dir: string): string | undefined {
  const current = join(dir, 'current');
  return existsSync(current) ? current : undefined;
}

/** The Firestore emulator seeds from the metadata file inside its export. */
export function firestoreSeedFile(dir: string): string | undefined {
  const current = currentExport(dir);
  if (!current) return undefined;
  for (const entry of readdirSync(current, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const meta = readdirSync(join(current, entry.name)).find((f) =>
      f.endsWith('.overall_export_metadata'),
    );
    if (meta) return join(current, entry.name, meta);
  }
  return undefined;
}

/**
 * Tidies what a crash mid-export left: a crash between the two renames leaves
 * only `previous-*`, which then becomes `current` again.
 */
export function recoverExports(dir: string) {
  if (!existsSync(dir)) return;
  const current = join(dir, 'current');
  const previous = readdirSync(dir)
    .filter((name) => name.startsWith('previous-'))
    .sort()
    .at(-1);
  if (!existsSync(current) && previous) renameSync(join(dir, previous), current);
  for (const name of readdirSync(dir)) {
    if (name.startsWith('next-') || name.startsWith('previous-')) {
      rmSync(join(dir, name), { recursive: true, force: true });
    }
  }
}

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** A file handed to a CSDB command: its path as given (or inside a folder) and its bytes. */
export type InputFile = { path: string; bytes: Uint8Array };

/** Reads files, and every file under folders (recursively, sorted), as an upload would. */
export function readInputs(paths: readonly string[]): InputFile[] {
  const files: InputFile[] = [];
  for (const path of paths) {
    if (statSync(path).isDirectory()) {
      for (const file of walk(path))
        files.push({ path: relative(process.cwd(), file) || file, bytes: readFileSync(file) });
    } else files.push({ path, bytes: readFileSync(path) });
  }
  return files;
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return walk(path);
      return entry.isFile() ? [path] : [];
    });
}

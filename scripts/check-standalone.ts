import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import { ROOT } from './config.ts';

/**
 * The repository stands alone: no code, test, script or bench file may read the shared
 * folder that sits beside some clones (up one level, or under /work). A clone elsewhere would
 * fail, and only machines with that folder would notice nothing. Documentation may name it.
 */
const CHECKED = new Set(['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.html', '.sh', '.yml']);
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'build', '.git', 'bench-results']);
// Built from parts so this file does not match itself.
const SHARED = ['\\.\\.', 'shared'];
const PATTERNS = [
  new RegExp(`${SHARED[0]}[\\\\/]+${SHARED[1]}\\b`),
  new RegExp(`/work/${SHARED[1]}\\b`),
  // a path joined from its parts: the parent folder, then the shared folder
  new RegExp(`['"\`]${SHARED[0]}['"\`]\\s*,\\s*['"\`]${SHARED[1]}['"\`]`),
];

export type SharedRead = { file: string; line: number; text: string };

// A module specifier: `from '…'`, `import('…')`.
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*)(['"])([^'"]+)\1/g;

/**
 * An import of a folder inside the repository that happens to be named "shared" (for example
 * src/features/s1000d/common) is not a read of the shared folder: every specifier on the line
 * resolves, from the importing file, to a path that exists inside the repository.
 */
function importsInsideRepository(file: string, line: string, root: string): boolean {
  const specifiers = [...line.matchAll(IMPORT)].map((m) => m[2]!);
  if (specifiers.length === 0) return false;
  return specifiers.every((specifier) => {
    if (!specifier.startsWith('.')) return true;
    const target = resolve(root, dirname(file), specifier);
    return target.startsWith(resolve(root) + sep) && existsSync(target);
  });
}

export function findSharedReadsIn(file: string, text: string, root = ROOT): SharedRead[] {
  const found: SharedRead[] = [];
  text.split('\n').forEach((line, index) => {
    if (PATTERNS.some((p) => p.test(line)) && !importsInsideRepository(file, line, root)) {
      found.push({ file, line: index + 1, text: line.trim() });
    }
  });
  return found;
}

function isChecked(file: string) {
  return (
    CHECKED.has(extname(file)) ||
    file.startsWith('bin/') ||
    file.startsWith('scripts/') ||
    file.startsWith('.ci/')
  );
}

/** Tracked and untracked files git does not ignore; a plain walk where git is missing. */
function listFiles(root: string): string[] {
  try {
    const out = execFileSync(
      'git',
      ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
      {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
    return out.split('\0').filter(Boolean);
  } catch {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (SKIPPED_DIRS.has(entry.name)) continue;
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (entry.isFile()) files.push(relative(root, path));
      }
    };
    walk(root);
    return files;
  }
}

export function findSharedReads(root = ROOT): SharedRead[] {
  const found: SharedRead[] = [];
  for (const file of listFiles(root)) {
    if (!isChecked(file) || file.endsWith('.md')) continue;
    const path = join(root, file);
    let text: string;
    try {
      if (!statSync(path).isFile()) continue;
      text = readFileSync(path, 'utf8');
    } catch {
      continue; // deleted but not yet committed
    }
    found.push(...findSharedReadsIn(file, text, root));
  }
  return found;
}

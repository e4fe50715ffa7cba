import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from '../config.ts';

/**
 * `npm start` builds the app only when something it is built from changed: its sources,
 * the configuration, the locked dependencies, or the settings written into it (VITE_*, the
 * emulators' addresses). A restart with nothing changed serves the last build at once.
 */
const INPUTS = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'tsconfig.app.json',
  'package.json',
  'package-lock.json',
];
const KEY_FILE = '.ips-studio-build-key';

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  const entries = readdirSync(path, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

function inputFiles(): string[] {
  const envFiles = readdirSync(ROOT).filter((n) => n.startsWith('.env'));
  return [...INPUTS, ...envFiles]
    .map((input) => join(ROOT, input))
    .filter((path) => existsSync(path))
    .flatMap((path) => (statSync(path).isDirectory() ? filesUnder(path) : [path]))
    .sort();
}

export function buildKey(env: NodeJS.ProcessEnv = process.env): string {
  const hash = createHash('sha256');
  for (const file of inputFiles()) {
    hash.update(relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  const settings = Object.keys(env)
    .filter((k) => k.startsWith('VITE_'))
    .sort()
    .map((k) => `${k}=${env[k]}`);
  hash.update(settings.join('\n'));
  return hash.digest('hex');
}

/** Builds into outDir unless it already holds a build of exactly these inputs. */
export async function buildIfChanged(outDir: string): Promise<'built' | 'unchanged'> {
  const key = buildKey();
  const keyFile = join(outDir, KEY_FILE);
  if (existsSync(join(outDir, 'index.html')) && existsSync(keyFile)) {
    if (readFileSync(keyFile, 'utf8') === key) return 'unchanged';
  }
  const { build } = await import('vite'); // large: loaded only when there is something to build
  // No source maps and no gzip report: `npm start` serves the app, `npm run dev` debugs it;
  // both cost build time a waiting user pays (the bundle bench builds with maps).
  await build({
    root: ROOT,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, sourcemap: false, reportCompressedSize: false },
  });
  writeFileSync(keyFile, key);
  return 'built';
}

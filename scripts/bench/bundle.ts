// The JavaScript each route needs, gzip-compressed, from a production build's manifest.
//   npx tsx scripts/bench/bundle.ts
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { ALL_PAGES } from '../../src/app/pages.ts';
import { ROOT } from '../config.ts';
import { reportBench, type BenchRow } from './report.ts';

type Chunk = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, Chunk>;

const LOGIN_BUDGET_KB = 120;
const outDir = mkdtempSync(join(tmpdir(), 'ips-bundle-'));
await build({ root: ROOT, logLevel: 'warn', build: { outDir, manifest: true, emptyOutDir: true } });
const manifest = JSON.parse(
  readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'),
) as Manifest;

const gzipKb = (file: string) =>
  gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length / 1024;

/** A chunk and everything it imports statically: what loading it costs. */
function closure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) continue;
    seen.add(chunk.file);
    closure(chunk.imports ?? [], seen);
  }
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
const sourceOf = (load: () => unknown) =>
  /import\(["'](?:\.\.?\/)+([^"']+)["']\)/.exec(String(load))?.[1];
const keyFor = (source: string | undefined) =>
  Object.keys(manifest).find((k) => source && k.endsWith(source));
const layoutKey = keyFor('app/layout/app-layout.tsx');
const backendKey = keyFor('data/backend.ts');
const sum = (files: Set<string>) => [...files].reduce((total, f) => total + gzipKb(f), 0);

const rows: BenchRow[] = [];
const seenSources = new Set<string>();
for (const page of ALL_PAGES) {
  const source = sourceOf(page.load);
  const key = keyFor(source?.replace(/^src\//, ''));
  if (!key || seenSources.has(page.path)) continue;
  seenSources.add(page.path);
  const inLayout = page.requires.guard === 'authenticated' || page.requires.guard === 'role';
  const firstPaint = closure([entryKey, key, ...(inLayout && layoutKey ? [layoutKey] : [])]);
  const isLogin = page.path === '/login';
  rows.push({
    metric: `JS for ${page.path}`,
    value: sum(firstPaint),
    unit: 'KB gzip',
    target: isLogin ? `≤ ${LOGIN_BUDGET_KB}` : undefined,
    note: inLayout ? 'plus the Firebase chunk below, loaded after first paint' : undefined,
  });
}
if (backendKey) {
  const entry = closure([entryKey]);
  const extra = new Set([...closure([backendKey])].filter((f) => !entry.has(f)));
  rows.push({
    metric: 'Firebase + data layer, loaded after first paint',
    value: sum(extra),
    unit: 'KB gzip',
  });
}
const largest = Object.values(manifest)
  .map((c) => ({ file: c.file, kb: gzipKb(c.file) }))
  .filter((c) => c.file.endsWith('.js'))
  .sort((a, b) => b.kb - a.kb)
  .slice(0, 8);
for (const chunk of largest) {
  rows.push({
    metric: `largest chunk ${chunk.file.replace(/^assets\//, '')}`,
    value: chunk.kb,
    unit: 'KB gzip',
  });
}
reportBench('bundle', rows);
rmSync(outDir, { recursive: true, force: true });

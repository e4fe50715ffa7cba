// The JavaScript each route needs, gzip-compressed, from a production build's manifest, one row
// per route of the registry (src/app/pages.ts).   npx tsx scripts/bench/bundle.ts
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { ALL_PAGES } from '../../src/app/pages.ts';
import type { RouteEntry } from '../../src/lib/route-entry.ts';
import { ROOT } from '../config.ts';
import { reportBench, type BenchRow } from './report.ts';

type Chunk = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, Chunk>;

const LOGIN_BUDGET_KB = 100;
const ROUTE_BUDGET_KB = 60;
/** Libraries too heavy for the shared shell: each may load only with the routes that use it. */
const HEAVY = [
  'fontoxpath',
  '@xmldom/xmldom',
  'fflate',
  'firebase',
  '@firebase/',
  // The 3D page's three.js, the BRDP import's spreadsheet reader, HTML to React's parser.
  'three',
  'read-excel-file',
  'parse5',
  // The data module editor's CodeMirror and its merge diff.
  '@codemirror/',
  // The data import's Word and Markdown readers (its worker only).
  'mammoth',
  'marked',
];

/** Routes whose heavy library is what the page is: it stays with the route, over the goal. */
const PURPOSE: Record<string, string> = {
  '/tools/svg-to-3d': 'three.js draws the 3D model, the whole purpose of the page',
  '/project/:projectId/s1000d/module-editor/:moduleId':
    'CodeMirror is the XML editor, the whole purpose of the page',
};

const outDir = mkdtempSync(join(tmpdir(), 'ips-bundle-'));
await build({ root: ROOT, logLevel: 'warn', build: { outDir, manifest: true, emptyOutDir: true } });
const manifest = JSON.parse(
  readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'),
) as Manifest;

const gzipKb = (file: string) =>
  gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length / 1024;

/** A chunk and everything it imports statically: what loading it costs. */
function closure(keys: (string | undefined)[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    const chunk = key ? manifest[key] : undefined;
    if (!chunk || seen.has(chunk.file)) continue;
    seen.add(chunk.file);
    closure(chunk.imports ?? [], seen);
  }
  return seen;
}
const minus = (a: Set<string>, ...b: Set<string>[]) =>
  new Set([...a].filter((f) => !b.some((s) => s.has(f))));
const sum = (files: Set<string>) => [...files].reduce((total, f) => total + gzipKb(f), 0);

/** The packages a chunk holds code of, from its source map. */
function packagesIn(file: string): string[] {
  const map = join(outDir, `${file}.map`);
  if (!existsSync(map)) return [];
  const { sources } = JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] };
  return HEAVY.filter((lib) => sources.some((s) => s.includes(`node_modules/${lib}`)));
}

const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
const sourceOf = (load: () => unknown) =>
  /import\(["'](?:\.\.?\/)+([^"']+)["']\)/.exec(String(load))?.[1];
const keyFor = (source: string | undefined) =>
  Object.keys(manifest).find((k) => source && k.endsWith(source));
const inLayout = (page: RouteEntry) =>
  page.requires.guard === 'authenticated' || page.requires.guard === 'role';

const shell = closure([entryKey]);
const layout = minus(closure([keyFor('app/layout/app-layout.tsx')]), shell);
const firebase = minus(closure([keyFor('data/backend.ts')]), shell);

const rows: BenchRow[] = [
  {
    metric: 'shared shell (entry: React, router, registry, session)',
    value: sum(shell),
    unit: 'KB gzip',
  },
  { metric: 'signed-in layout, beyond the shell', value: sum(layout), unit: 'KB gzip' },
  {
    metric: 'Firebase + data layer, beyond the shell',
    value: sum(firebase),
    unit: 'KB gzip',
    note: 'loaded after first paint',
  },
];

const login = ALL_PAGES.find((p) => p.path === '/login')!;
rows.push({
  metric: 'JS for /login, all of it',
  value: sum(closure([entryKey, keyFor(sourceOf(login.load))])),
  unit: 'KB gzip',
  target: `≤ ${LOGIN_BUDGET_KB}`,
  note: 'the shell (React DOM about 62 KB of it; react-router in its declarative mode, without the data router, about 14 KB) and the sign-in page',
});

const heavyIn = new Map<string, string[]>();
for (const page of ALL_PAGES) {
  const key = keyFor(sourceOf(page.load));
  if (!key) {
    rows.push({ metric: `own JS of ${page.path}`, value: 0, unit: 'KB gzip', note: 'not found' });
    continue;
  }
  const own = minus(closure([key]), shell, inLayout(page) ? layout : new Set(), firebase);
  for (const file of own) {
    for (const lib of packagesIn(file)) heavyIn.set(lib, [...(heavyIn.get(lib) ?? []), page.path]);
  }
  const libraries = [...new Set([...own].flatMap(packagesIn))];
  const value = sum(own);
  rows.push({
    metric: `own JS of ${page.path}`,
    value,
    unit: 'KB gzip',
    target: `≤ ${ROUTE_BUDGET_KB}`,
    note: [routeNote(own, libraries, value), PURPOSE[page.path]].filter(Boolean).join('. '),
  });
}

/** Where a route's own share goes; for a route over its goal, why. */
function routeNote(own: Set<string>, libraries: string[], value: number) {
  const base = `beyond the shell, the layout and Firebase${libraries.length ? `; holds ${libraries.join(', ')}` : ''}`;
  if (value <= ROUTE_BUDGET_KB) return base;
  const heavy = sum(new Set([...own].filter((f) => packagesIn(f).length > 0)));
  const rest = value - heavy;
  return rest <= ROUTE_BUDGET_KB && heavy > 0
    ? `${base}. Over the goal because of its heavy libraries: their chunks are ${heavy.toFixed(1)} KB, the page's own code ${rest.toFixed(1)} KB; they load only with the routes that use them (rows below)`
    : `${base}. Over the goal with its own code: ${rest.toFixed(1)} KB beside ${heavy.toFixed(1)} KB of heavy-library chunks`;
}

const shared = [...shell, ...layout];
for (const lib of HEAVY.filter((l) => !l.includes('firebase'))) {
  const inShared = shared.filter((f) => packagesIn(f).includes(lib)).length;
  const routes = [...new Set(heavyIn.get(lib) ?? [])];
  rows.push({
    metric: `${lib} chunks in the shell or layout`,
    value: inShared,
    unit: 'chunks',
    target: '≤ 0',
    note: routes.length ? `loaded with ${routes.join(', ')}` : 'no route loads it at first paint',
  });
}
reportBench('bundle', rows);
rmSync(outDir, { recursive: true, force: true });

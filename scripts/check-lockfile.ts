// `npm ci` refuses a lock file in which a dependency has no entry, even an optional one for another
// platform; the registry this project installs from lacks some of those, so `npm install` can write
// such a lock and CI then fails in its first second. This finds it before a commit does.
import { readFileSync } from 'node:fs';

type LockEntry = {
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, LockEntry>;
};
const packages = lock.packages;

/** Where Node would find `name` from the package at `from`: its own node_modules, then each parent's. */
function resolves(from: string, name: string): boolean {
  let base = from;
  for (;;) {
    const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[candidate]) return true;
    if (!base) return false;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut < 0 ? '' : base.slice(0, cut);
  }
}

const missing: string[] = [];
for (const [path, entry] of Object.entries(packages)) {
  const wanted = {
    ...entry.dependencies,
    ...entry.optionalDependencies,
    ...(path === '' ? entry.devDependencies : {}),
  };
  for (const name of Object.keys(wanted)) {
    if (!resolves(path, name)) missing.push(`${name} (wanted by ${path || 'package.json'})`);
  }
}

if (missing.length > 0) {
  console.error(
    `package-lock.json lacks ${missing.length} package(s) that npm ci requires:\n  ${missing.join('\n  ')}\n` +
      'Add an entry (version, os, cpu, optional) for each, as docs/decisions/007-lockfile-platform-entries.md says.',
  );
  process.exit(1);
}
console.log(
  `package-lock.json: every dependency of ${Object.keys(packages).length} entries is present`,
);

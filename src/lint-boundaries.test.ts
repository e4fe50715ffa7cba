import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The boundaries of docs/architecture.md are lint rules; each must fail when crossed.
const root = resolve(import.meta.dirname, '..');
// Two throw-away S1000D tool folders: the config finds tool folders as they are added.
const tools = ['lint-probe-a', 'lint-probe-b'].map((name) =>
  resolve(root, 'src/features/s1000d', name),
);
let eslint: ESLint;

beforeAll(() => {
  for (const folder of tools) {
    mkdirSync(folder, { recursive: true });
    writeFileSync(resolve(folder, 'tool.ts'), 'export const tool = 1;\n');
  }
  eslint = new ESLint({ cwd: root });
});
afterAll(() => {
  for (const folder of tools) rmSync(folder, { recursive: true, force: true });
});

async function problems(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('lint boundaries', { timeout: 60_000 }, () => {
  it('refuses a feature importing another feature, and says why', async () => {
    const found = await problems(
      'src/features/dashboard/probe.ts',
      "import SettingsPage from '../settings/settings-page.tsx';\nexport const page = SettingsPage;\n",
    );
    expect(found).toContainEqual(expect.stringMatching(/Features do not import each other/));
  });

  it('refuses a feature importing the app', async () => {
    const found = await problems(
      'src/features/dashboard/probe.ts',
      "import { ALL_PAGES } from '../../app/pages.ts';\nexport const pages = ALL_PAGES;\n",
    );
    expect(found).toContainEqual(expect.stringMatching(/Features do not import the app/));
  });

  it('refuses one S1000D tool importing another, but not their common folder', async () => {
    const probe = 'src/features/s1000d/lint-probe-a/probe.ts';
    const other = await problems(probe, "export { tool } from '../lint-probe-b/tool.ts';\n");
    expect(other).toContainEqual(expect.stringMatching(/S1000D tools do not import each other/));
    const shared = await problems(
      probe,
      "export { readObjectBytes } from '../common/read-object-bytes.ts';\n",
    );
    expect(shared).toEqual([]);
  });

  it('refuses an import cycle, and says why', async () => {
    // src/data/users.ts imports src/lib/display-name.ts: importing it back closes a circle.
    const found = await problems(
      'src/lib/display-name.ts',
      "import { toUserProfile } from '../data/users.ts';\nexport const DEFAULT_DISPLAY_NAME = 'No Name';\nexport const read = toUserProfile;\n",
    );
    expect(found).toContainEqual(
      expect.stringMatching(/^local\/no-cycle: Dependency cycle detected\. Imports point one way/),
    );
  });

  it.each([
    ["import { useState } from 'react';\nexport const hook = useState;\n", /no React/],
    [
      "import { getFirestore } from 'firebase/firestore';\nexport const db = getFirestore;\n",
      /no Firebase/,
    ],
    [
      "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n",
      /Node built-ins belong in src\/s1000d\/node/,
    ],
    [
      "import { Backend } from '../../data/backend.ts';\nexport type B = Backend;\n",
      /pure S1000D engine/,
    ],
  ])('keeps src/s1000d pure: %s', async (code, reason) => {
    const found = await problems('src/s1000d/codes/probe.ts', code);
    expect(found).toContainEqual(expect.stringMatching(reason));
  });

  it('lets src/s1000d/node use Node built-ins', async () => {
    const found = await problems(
      'src/s1000d/node/probe.ts',
      "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n",
    );
    expect(found).toEqual([]);
  });

  it('keeps domain types out of Firestore repository files', async () => {
    const found = await problems(
      'src/data/probe.ts',
      "import { doc } from 'firebase/firestore';\nexport type Thing = { id: string };\nexport const ref = doc;\n",
    );
    expect(found).toContainEqual(expect.stringMatching(/Move 'Thing' to src\/domain/));
  });

  it('keeps src/lib below the data layer', async () => {
    const found = await problems(
      'src/lib/probe.ts',
      "import type { Backend } from '../data/backend.ts';\nexport type B = Backend;\n",
    );
    expect(found).toContainEqual(expect.stringMatching(/shared by every layer/));
  });
});

// Keystroke to paint in the data module editor on a 1 MB data module, in Chromium against the
// emulators, side by side with plain CodeMirror 6 with only its XML language on the same text
// (the reference: what the editor itself costs, before the page's own work).
//   npx tsx scripts/bench/editor-keystroke.ts
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { build } from 'vite';
import { ROOT } from '../config.ts';
import { reportBench } from './report.ts';
import { signInAs, withBenchApp } from './support/bench-app.ts';
import {
  benchSettings,
  GROWN_PARA_TEXT,
  grownDataModule,
  grownFileName,
} from './support/grown-data-module.ts';
import { percentile, timeKeystrokes } from './support/keystroke-timer.ts';

const TYPED = ' and the pads wear evenly on both sides of the rim'; // 50 keys
const DELAY_MS = 120;
/**
 * Rounds of the reference then the editor, each in a fresh page: on a shared machine the load
 * changes by the minute, and alternating gives both the same share of it (150 keys each).
 */
const ROUNDS = 3;

/** Plain CodeMirror 6 and its XML language, bundled from the project's own packages. */
async function referenceScript(): Promise<string> {
  const entry = `
    import { EditorState } from '@codemirror/state';
    import { EditorView } from '@codemirror/view';
    import { xml } from '@codemirror/lang-xml';
    window.startEditor = (doc) => new EditorView({
      parent: document.getElementById('host'),
      state: EditorState.create({ doc, extensions: [xml()] }),
    });`;
  const result = await build({
    root: ROOT,
    configFile: false,
    logLevel: 'warn',
    plugins: [
      {
        name: 'codemirror-reference',
        resolveId: (id) => (id === 'codemirror-reference' ? '\0codemirror-reference' : null),
        load: (id) => (id === '\0codemirror-reference' ? entry : null),
      },
    ],
    build: {
      write: false,
      rollupOptions: { input: 'codemirror-reference', output: { format: 'iife' } },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  for (const out of outputs)
    if ('output' in out)
      for (const chunk of out.output) if (chunk.type === 'chunk') return chunk.code;
  throw new Error('The CodeMirror reference did not build.');
}

/** Puts the cursor in the first paragraph's text (a click in its words), then types. */
async function typeInFirstParagraph(page: Page) {
  const editor = page.getByRole('textbox', { name: 'XML of the data module' });
  await editor.getByText(GROWN_PARA_TEXT).first().click();
  return timeKeystrokes(page, TYPED, DELAY_MS);
}

const text = grownDataModule(1024 * 1024);
const script = await referenceScript();

await withBenchApp('editor-keystroke', async ({ url, browser }) => {
  const { createTestUser } = await import('../../e2e/support/users.ts');
  const { seedS1000dProject } = await import('../../e2e/support/s1000d-project.ts');
  const author = await createTestUser({ roles: ['ips-engineer'] });
  const dir = mkdtempSync(join(tmpdir(), 'editor-keystroke-'));
  writeFileSync(join(dir, grownFileName), text);
  const projectId = await seedS1000dProject(
    author,
    'Keystroke bench',
    [join(dir, grownFileName)],
    {},
    { ...benchSettings },
  );
  const key = grownFileName.replace(/_000-01_/, '_').replace(/\.XML$/, '');

  // A tall window, so the first grown paragraph is drawn in both editors (each draws what is in view).
  const VIEWPORT = { viewport: { width: 1600, height: 2400 } };
  const editorContext = await browser.newContext(VIEWPORT);
  await signInAs(await editorContext.newPage(), url, author, 'ips-engineer');
  const referenceTimes: number[] = [];
  const editorTimes: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const reference = await (await browser.newContext(VIEWPORT)).newPage();
    await reference.setContent(
      `<!doctype html><html><body><style>.cm-editor{height:70vh}</style><div id="host"></div></body></html>`,
    );
    await reference.addScriptTag({ content: script });
    await reference.evaluate((doc) => {
      (window as unknown as { startEditor: (d: string) => void }).startEditor(doc);
      document.querySelector('.cm-content')!.setAttribute('aria-label', 'XML of the data module');
    }, text);
    referenceTimes.push(...(await typeInFirstParagraph(reference)));
    await reference.context().close();

    // A fresh page each round (its workers go with it): the stored module, its first checks done.
    const page = await editorContext.newPage();
    await page.goto(`${url}/project/${projectId}/s1000d/module-editor/${encodeURIComponent(key)}`);
    await page
      .getByRole('region', { name: 'Checks' })
      .getByRole('status')
      .filter({ hasNotText: /Checking/ })
      .waitFor({ timeout: 120_000 });
    editorTimes.push(...(await typeInFirstParagraph(page)));
    await page.close();
  }

  const ours = percentile(editorTimes, 95);
  const plain = percentile(referenceTimes, 95);
  const size = `${(text.length / 1024 / 1024).toFixed(2)} MB`;
  reportBench('editor-keystroke', [
    {
      metric: `Keystroke to paint in the data module editor on a ${size} data module, p95 of ${editorTimes.length} keys`,
      value: ours,
      unit: 'ms',
      target: '≤ 50',
      note: `median ${percentile(editorTimes, 50).toFixed(1)} ms; typed ${DELAY_MS} ms apart in the first paragraph, ${ROUNDS} rounds alternating with the reference, keydown to the first task after the next frame`,
    },
    {
      metric: `Reference: plain CodeMirror 6 with only its XML language on the same text, p95`,
      value: plain,
      unit: 'ms',
      note: `median ${percentile(referenceTimes, 50).toFixed(1)} ms; the same keys, the same way`,
    },
    {
      metric: 'Editor p95 / reference p95',
      value: ours / plain,
      unit: 'x',
      target: '≤ 1.5',
      note: 'what the page adds to CodeMirror: React state, checks, drafts, the panels',
    },
  ]);
});

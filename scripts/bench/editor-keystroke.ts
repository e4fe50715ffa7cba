// Keystroke to paint in the data module editor on a 1 MB data module, in Chromium against the
// emulators, side by side with two references on the same text in the editor's own box and font:
// bare CodeMirror 6 with only its XML language (decision 1262), and CodeMirror as a developer
// embeds it for XML, basicSetup with a lint gutter (decision 1680).
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
 * Rounds of the editor then the references, each in a fresh page: on a shared machine the load
 * changes by the minute, and alternating gives each the same share of it (150 keys each).
 */
const ROUNDS = 3;

/**
 * The references, bundled from the project's own packages: `bare` is CodeMirror with only its
 * XML language; `basic` is the `codemirror` package's basicSetup written out (that package is
 * not a dependency: the same extensions from the same @codemirror packages), plus the empty
 * lint gutter and the line wrapping the editor has.
 */
async function referenceScript(): Promise<string> {
  const entry = `
    import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete';
    import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
    import { xml } from '@codemirror/lang-xml';
    import { bracketMatching, defaultHighlightStyle, foldGutter, foldKeymap, indentOnInput, syntaxHighlighting } from '@codemirror/language';
    import { lintGutter, lintKeymap } from '@codemirror/lint';
    import { highlightSelectionMatches, searchKeymap } from '@codemirror/search';
    import { EditorState } from '@codemirror/state';
    import { crosshairCursor, drawSelection, dropCursor, EditorView, highlightActiveLine, highlightActiveLineGutter, highlightSpecialChars, keymap, lineNumbers, rectangularSelection } from '@codemirror/view';
    const basicSetup = () => [
      lineNumbers(), highlightActiveLineGutter(), highlightSpecialChars(), history(), foldGutter(),
      drawSelection(), dropCursor(), EditorState.allowMultipleSelections.of(true), indentOnInput(),
      syntaxHighlighting(defaultHighlightStyle, { fallback: true }), bracketMatching(),
      closeBrackets(), autocompletion(), rectangularSelection(), crosshairCursor(),
      highlightActiveLine(), highlightSelectionMatches(),
      keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...searchKeymap, ...historyKeymap,
        ...foldKeymap, ...completionKeymap, ...lintKeymap]),
    ];
    const extensions = {
      bare: () => [xml()],
      basic: () => [basicSetup(), lintGutter(), xml(), EditorView.lineWrapping],
    };
    window.startEditor = (doc, kind) => new EditorView({
      parent: document.getElementById('host'),
      state: EditorState.create({ doc, extensions: extensions[kind]() }),
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
  throw new Error('The CodeMirror references did not build.');
}

/** Puts the cursor in the first paragraph's text (a click in its words), then types. */
async function typeInFirstParagraph(page: Page) {
  const editor = page.getByRole('textbox', { name: 'XML of the data module' });
  await editor.getByText(GROWN_PARA_TEXT).first().click();
  return timeKeystrokes(page, TYPED, DELAY_MS);
}

type EditorBox = { width: number; height: number; fontSize: string };

/** The editor's scrolling box and font in the page, so the references draw as many lines. */
function editorBox(page: Page): Promise<EditorBox> {
  return page.evaluate(() => {
    const host = document.querySelector('.cm-editor')!.parentElement!;
    const { width, height } = host.getBoundingClientRect();
    return {
      width: Math.round(width),
      height: Math.round(height),
      fontSize: getComputedStyle(document.querySelector('.cm-content')!).fontSize,
    };
  });
}

/** A page holding only a box like the editor's: it scrolls, CodeMirror grows to its text. */
function referencePage({ width, height, fontSize }: EditorBox): string {
  return `<!doctype html><html><body><div id="host" style="width:${width}px;height:${height}px;overflow:auto;font-size:${fontSize};border:1px solid #cbd5e1"></div></body></html>`;
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
  const editorTimes: number[] = [];
  const referenceTimes = { bare: [] as number[], basic: [] as number[] };
  let box: EditorBox | undefined;
  for (let round = 0; round < ROUNDS; round++) {
    // A fresh page each round (its workers go with it): the stored module, its first checks done.
    const page = await editorContext.newPage();
    await page.goto(`${url}/project/${projectId}/s1000d/module-editor/${encodeURIComponent(key)}`);
    await page
      .getByRole('region', { name: 'Checks' })
      .getByRole('status')
      .filter({ hasNotText: /Checking/ })
      .waitFor({ timeout: 120_000 });
    box ??= await editorBox(page);
    editorTimes.push(...(await typeInFirstParagraph(page)));
    await page.close();

    for (const kind of ['bare', 'basic'] as const) {
      const reference = await (await browser.newContext(VIEWPORT)).newPage();
      await reference.setContent(referencePage(box));
      await reference.addScriptTag({ content: script });
      await reference.evaluate(
        ([doc, k]) => {
          (window as unknown as { startEditor: (d: string, k: string) => void }).startEditor(
            doc,
            k,
          );
          const content = document.querySelector('.cm-content')!;
          content.setAttribute('aria-label', 'XML of the data module');
        },
        [text, kind] as const,
      );
      referenceTimes[kind].push(...(await typeInFirstParagraph(reference)));
      await reference.context().close();
    }
  }

  const ours = percentile(editorTimes, 95);
  const bare = percentile(referenceTimes.bare, 95);
  const basic = percentile(referenceTimes.basic, 95);
  const median = (times: number[]) => `median ${percentile(times, 50).toFixed(1)} ms`;
  const size = `${(text.length / 1024 / 1024).toFixed(2)} MB`;
  reportBench('editor-keystroke', [
    {
      metric: `Keystroke to paint in the data module editor on a ${size} data module, p95 of ${editorTimes.length} keys`,
      value: ours,
      unit: 'ms',
      target: '≤ 50',
      note: `${median(editorTimes)}; typed ${DELAY_MS} ms apart in the first paragraph, ${ROUNDS} rounds alternating with the references, keydown to the first task after the next frame`,
    },
    {
      metric: 'Reference: bare CodeMirror 6 with only its XML language on the same text, p95',
      value: bare,
      unit: 'ms',
      note: `${median(referenceTimes.bare)}; the same keys, the same way, in the editor's box and font (${box!.width}x${box!.height} px, ${box!.fontSize})`,
    },
    {
      metric: 'Editor p95 / bare CodeMirror p95',
      value: ours / bare,
      unit: 'x',
      target: '≤ 1.5',
      note: 'decision 1262: the page and its extensions (highlighting, gutters, lint, completion) over CodeMirror with no extension',
    },
    {
      metric:
        'Reference: CodeMirror as embedded for XML (basicSetup, empty lint gutter, line wrapping) on the same text, p95',
      value: basic,
      unit: 'ms',
      note: `${median(referenceTimes.basic)}; the same keys, the same way, the same box and font`,
    },
    {
      metric: 'Editor p95 / embedded CodeMirror p95',
      value: ours / basic,
      unit: 'x',
      target: '≤ 1.5',
      note: 'decision 1680: what the page adds to CodeMirror as a developer embeds it for XML (React, checks and their 5,000 findings, drafts, the panels)',
    },
  ]);
});

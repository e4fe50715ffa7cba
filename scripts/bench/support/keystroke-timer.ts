import type { Page } from '@playwright/test';

declare global {
  interface Window {
    keystrokeTimes?: number[];
  }
}

/**
 * Times each keystroke in a CodeMirror editor from its keydown to the first frame after the
 * editor's DOM changed (a task after the next animation frame: the paint has happened), the
 * way a typist feels it. Typed with a pause between keys, as a person types, so each key is
 * timed on its own and the page's work after a pause (checks, drafts) falls between keys.
 */
export async function timeKeystrokes(page: Page, text: string, delayMs: number) {
  await page.evaluate(() => {
    const content = document.querySelector('.cm-content')!;
    window.keystrokeTimes = [];
    let pressed: number | null = null;
    content.addEventListener('keydown', (e) => (pressed = e.timeStamp), true);
    new MutationObserver(() => {
      if (pressed === null) return;
      const start = pressed;
      pressed = null;
      requestAnimationFrame(() =>
        setTimeout(() => window.keystrokeTimes!.push(performance.now() - start), 0),
      );
    }).observe(content, { childList: true, subtree: true, characterData: true });
  });
  await page.keyboard.type(text, { delay: delayMs });
  await page.waitForFunction((n) => (window.keystrokeTimes?.length ?? 0) >= n, text.length);
  return page.evaluate(() => window.keystrokeTimes!);
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

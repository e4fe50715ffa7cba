import { main } from './main';

/** Runs one CLI command as a test does: its exit status and everything it printed, in order. */
export async function runCli(...argv: string[]) {
  const lines: string[] = [];
  const code = await main(
    argv,
    (s) => lines.push(s),
    (s) => lines.push(s),
  );
  return { code, output: lines.join('\n') };
}

import { main } from './main';

/** Runs a CLI command as the tests do: its exit status and everything it printed, in order. */
export async function captureMain(...argv: string[]) {
  const lines: string[] = [];
  const code = await main(
    argv,
    (s) => lines.push(s),
    (s) => lines.push(s),
  );
  return { code, output: lines.join('\n') };
}

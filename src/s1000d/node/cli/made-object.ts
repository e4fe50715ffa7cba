import { EXIT } from './args';

type Made<T> =
  ({ ok: true; xml: string; fileName: string } & T) | { ok: false; problems: readonly string[] };

/**
 * How a command that makes one XML object ends: its problems (exit 1), or the object on standard
 * output, or written to the -o file with a line saying what was written there.
 */
export function emitMadeObject<T>(
  made: Made<T>,
  io: {
    file: string | undefined;
    out: (s: string) => void;
    write: (path: string, text: string) => void;
  },
  describe: (made: { fileName: string } & T) => string = (m) => m.fileName,
): number {
  if (!made.ok) {
    for (const p of made.problems) io.out(`PROBLEM: ${p}`);
    return EXIT.findings;
  }
  if (io.file) {
    io.write(io.file, made.xml);
    io.out(`${io.file}: ${describe(made)}`);
  } else io.out(made.xml);
  return EXIT.ok;
}

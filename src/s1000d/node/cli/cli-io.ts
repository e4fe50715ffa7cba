/** What a command may do besides reading its files: print, report errors and write files. */
export type CliIo = {
  out: (s: string) => void;
  err: (s: string) => void;
  write: (path: string, data: string | Uint8Array) => void;
};

/** One command of the CLI: its exit status, or a promise of it when it hashes or writes files. */
export type CliCommand = (argv: readonly string[], io: CliIo) => number | Promise<number>;

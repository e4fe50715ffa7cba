/** Minimal option parser: flags with values are listed; everything else not starting with - is positional. */
export type ParsedArgs = { flags: Map<string, string[]>; positional: string[] };

export function parseArgs(argv: readonly string[], withValue: readonly string[]): ParsedArgs {
  const flags = new Map<string, string[]>();
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('-') || arg === '-') {
      positional.push(arg);
      continue;
    }
    const [name, inline] = arg.includes('=')
      ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
      : [arg, undefined];
    const value = withValue.includes(name) ? (inline ?? argv[++i]) : 'true';
    if (value === undefined) throw new UsageError(`${name} needs a value`);
    flags.set(name, [...(flags.get(name) ?? []), value]);
  }
  return { flags, positional };
}

export class UsageError extends Error {}

export const EXIT = {
  ok: 0,
  findings: 1,
  unreadable: 2,
  brexNotFound: 3,
  invalidXPath: 4,
  usage: 64,
} as const;

/** The first positional argument, which the command cannot run without; `missing` says so. */
export function requiredArgument(positional: readonly string[], missing: string): string {
  const first = positional[0];
  if (!first) throw new UsageError(missing);
  return first;
}

/** The issue date a command writes: --date as given, else today (UTC), as YYYY-MM-DD. */
export function issueDateOf(flags: ReadonlyMap<string, readonly string[]>): string {
  return flags.get('--date')?.[0] ?? new Date().toISOString().slice(0, 10);
}

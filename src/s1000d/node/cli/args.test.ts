import { describe, expect, it } from 'vitest';
import { issueDateOf, parseArgs, requiredArgument, UsageError } from './args';

describe('requiredArgument', () => {
  it('gives the first positional argument, and refuses none with the message given', () => {
    expect(requiredArgument(['a.XML', 'b.XML'], 'no data module given')).toBe('a.XML');
    expect(() => requiredArgument([], 'no data module given')).toThrow(
      new UsageError('no data module given'),
    );
    expect(() => requiredArgument([''], 'no DDN given')).toThrow(UsageError);
  });
});

describe('issueDateOf', () => {
  it('gives --date as given, else today in UTC', () => {
    expect(issueDateOf(parseArgs(['--date', '2026-11-24'], ['--date']).flags)).toBe('2026-11-24');
    expect(issueDateOf(parseArgs([], ['--date']).flags)).toBe(
      new Date().toISOString().slice(0, 10),
    );
  });
});

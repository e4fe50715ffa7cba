import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readCheckedJson, type Checked } from './read-json';

const dir = mkdtempSync(join(tmpdir(), 'ips-read-json-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, text: string) => {
  writeFileSync(join(dir, name), text);
  return join(dir, name);
};
const positive = (json: unknown): Checked<number> =>
  typeof json === 'number' && json > 0
    ? { ok: true, value: json }
    : { ok: false, problems: ['not a positive number', 'see the help'] };

describe('readCheckedJson', () => {
  it('gives the value the check accepts and prints nothing', () => {
    const lines: string[] = [];
    expect(readCheckedJson(file('good.json', '42'), positive, (s) => lines.push(s))).toBe(42);
    expect(lines).toEqual([]);
  });

  it('prints each problem of a refused value, or why the text is not JSON, after the file', () => {
    const lines: string[] = [];
    const refused = file('refused.json', '-1');
    expect(readCheckedJson(refused, positive, (s) => lines.push(s))).toBeUndefined();
    expect(lines).toEqual([`${refused}: not a positive number`, `${refused}: see the help`]);
    const broken = file('broken.json', '{');
    lines.length = 0;
    expect(readCheckedJson(broken, positive, (s) => lines.push(s))).toBeUndefined();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^${broken}: not JSON: `));
  });

  it('throws for a missing file, which the CLI reports as unreadable', () => {
    expect(() => readCheckedJson(join(dir, 'none.json'), positive, () => {})).toThrow(/ENOENT/);
  });
});

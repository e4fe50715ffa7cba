import { describe, expect, it } from 'vitest';
import { BUNDLE_TEXT, encodeBundle, parseBundle, type BundledProject } from './bundle.ts';

const NOW = new Date('2026-01-02T03:04:05.678Z');
const project = (over: Partial<BundledProject> = {}): BundledProject => ({
  collection: 'pbsProjects',
  id: 'p1',
  name: 'Bicycle',
  createdAt: new Date('2025-05-01T00:00:00.000Z'),
  updatedAt: null,
  fields: {},
  ...over,
});
/** What Firestore hands back: an object with seconds, nanoseconds and toDate. */
const timestamp = (iso: string) => {
  const date = new Date(iso);
  return { seconds: Math.floor(date.getTime() / 1000), nanoseconds: 0, toDate: () => date };
};
const roundTrip = (projects: BundledProject[]) => parseBundle(encodeBundle(projects, NOW));
const refused = (text: string) => {
  const result = parseBundle(text);
  expect(result.ok).toBe(false);
  return result.ok ? '' : result.message;
};
const bundle = (over: Record<string, unknown> = {}, p: Record<string, unknown> = {}) =>
  JSON.stringify({
    format: 'ips-studio-projects',
    version: 1,
    exportedAt: NOW.toISOString(),
    projects: [
      { collection: 'ipsProjects', name: 'A', createdAt: null, updatedAt: null, fields: {}, ...p },
    ],
    ...over,
  });

describe('encodeBundle and parseBundle', () => {
  it('writes the versioned envelope with ISO dates', () => {
    const raw = JSON.parse(encodeBundle([project()], NOW)) as Record<string, unknown>;
    expect(raw).toMatchObject({
      format: 'ips-studio-projects',
      version: 2,
      exportedAt: '2026-01-02T03:04:05.678Z',
      projects: [
        {
          collection: 'pbsProjects',
          name: 'Bicycle',
          createdAt: '2025-05-01T00:00:00.000Z',
          updatedAt: null,
        },
      ],
    });
  });

  it('keeps unicode names, nulls, nested objects and arrays', () => {
    const fields = {
      description: 'Zweirad — 自転車 🚲',
      empty: null,
      nested: { list: [1, 'two', { three: [true, null] }], deeper: { a: { b: { c: 'd' } } } },
      ...(JSON.parse('{"__proto__": {"kept": "as a field"}}') as object),
    };
    const input = project({ name: 'Ünïcødé 🚲 名前', fields });
    const result = roundTrip([input]);
    expect(result).toEqual({ ok: true, projects: [input] });
    if (result.ok) expect(Object.getPrototypeOf(result.projects[0]!.fields)).toBe(Object.prototype);
  });

  it('turns Firestore Timestamps in fields into {__timestamp} and back into Dates', () => {
    const text = encodeBundle(
      [
        project({
          fields: { due: timestamp('2024-02-29T12:00:00.000Z'), list: [{ at: new Date(0) }] },
        }),
      ],
      NOW,
    );
    expect(text).toContain('"__timestamp": "2024-02-29T12:00:00.000Z"');
    const result = parseBundle(text);
    expect(result.ok && result.projects[0]!.fields).toEqual({
      due: new Date('2024-02-29T12:00:00.000Z'),
      list: [{ at: new Date(0) }],
    });
  });

  it('round-trips a PBS breakdown of 5,000 items', () => {
    const items = Array.from({ length: 5000 }, (_, i) => ({
      id: `item-${i}`,
      parentId: i === 0 ? null : `item-${Math.floor(i / 10)}`,
      order: i,
      identifier: `D${i}`,
      name: `Item ${i}`,
      tasks: [{ code: `T-${i}`, title: 'Check' }],
    }));
    const input = project({ fields: { items, product: 'B-1' } });
    expect(roundTrip([input])).toEqual({ ok: true, projects: [input] });
  });

  it('refuses to export values JSON cannot hold faithfully', () => {
    expect(() => encodeBundle([project({ fields: { n: Number.NaN } })], NOW)).toThrow(/finite/);
    expect(() => encodeBundle([project({ fields: { m: new Map() } })], NOW)).toThrow(
      /cannot be exported/,
    );
    expect(() => encodeBundle([project({ fields: { x: { __timestamp: 'x' } } })], NOW)).toThrow(
      /reserved/,
    );
  });
});

const config = (models: unknown) =>
  JSON.stringify({
    format: 'ips-studio-projects',
    version: 2,
    exportedAt: NOW.toISOString(),
    projects: [
      { collection: 'pbsProjects', id: 'p1', name: 'Bike', fields: {} },
      { collection: 'productConfigurations', id: 'p1', name: '', fields: { models } },
    ],
  });
const model = (ranges: object[]) => ({
  id: 'm',
  modelIdentCode: 'BIKE',
  name: '',
  variants: [{ id: 'v', code: 'STD', name: '', ranges }],
});

describe('parseBundle and product configurations', () => {
  it('reads a valid configuration set with its PBS project, drafts and PLM data', () => {
    const good = model([{ id: 'r', from: '1', to: '9', modifications: ['MOD-1'] }]);
    const result = parseBundle(config([good]));
    expect(result.ok && result.projects[1]).toMatchObject({ fields: { models: [good] } });
  });
  it('refuses overlapping ranges and models of an unknown form', () => {
    const overlap = model([
      { id: 'a', from: '1', to: '9', modifications: [] },
      { id: 'b', from: '5', to: '20', modifications: [] },
    ]);
    expect(refused(config([overlap]))).toMatch(/Model BIKE, variant STD: Serial numbers 5 to 20/);
    expect(refused(config([{ ...overlap, colour: 'red' }]))).toMatch(/not a list of models/);
    expect(refused(config('none'))).toMatch(/not a list of models/);
  });
});

describe('parseBundle refuses', () => {
  it('a file that is not JSON', () => expect(refused('{"format":')).toBe(BUNDLE_TEXT.notJson));
  it('a foreign format', () => {
    expect(refused(bundle({ format: 'other' }))).toBe(BUNDLE_TEXT.foreign);
    expect(refused('[1,2]')).toBe(BUNDLE_TEXT.foreign);
    expect(refused('null')).toBe(BUNDLE_TEXT.foreign);
  });
  it('an unknown version', () => {
    expect(refused(bundle({ version: 3 }))).toBe(BUNDLE_TEXT.version(3));
    expect(refused(bundle({ version: '1' }))).toBe(BUNDLE_TEXT.version('1'));
  });
  it('a file over 10 MB', () => {
    expect(refused(bundle({ padding: 'x'.repeat(10 * 1024 * 1024) }))).toBe(BUNDLE_TEXT.tooLarge);
  });
  it('a file without projects', () =>
    expect(refused(bundle({ projects: [] }))).toBe(BUNDLE_TEXT.empty));
  it.each([
    ['an unknown top-level entry', bundle({ extra: 1 }), /unknown entry "extra"/],
    ['projects that are not a list', bundle({ projects: {} }), /not a list/],
    ['a bad export date', bundle({ exportedAt: 'yesterday' }), /exportedAt is not a date/],
    ['an unknown collection', bundle({}, { collection: 'users' }), /collection must be/],
    [
      'a version 1 file with drafts',
      bundle({}, { collection: 'ipsProjectDrafts' }),
      /version 1 files hold only PBS and IPS projects/,
    ],
    [
      'a configuration set without its PBS project',
      bundle(
        { version: 2 },
        { collection: 'productConfigurations', id: 'p9', fields: { models: [] } },
      ),
      /whose PBS project is not in the file/,
    ],
    ['a missing name', bundle({}, { name: '  ' }), /name is missing/],
    ['a number as name', bundle({}, { name: 7 }), /name is missing/],
    ['fields that are a list', bundle({}, { fields: [] }), /fields is not an object/],
    ['an owner inside fields', bundle({}, { fields: { ownerId: 'x' } }), /must not hold "ownerId"/],
    [
      'a bad project date',
      bundle({}, { createdAt: '2024-13-45T00:00:00Z' }),
      /createdAt is not a date/,
    ],
    [
      'a bad timestamp',
      bundle({}, { fields: { a: { __timestamp: 'soon' } } }),
      /fields.a is not a valid timestamp/,
    ],
    [
      'a timestamp with extras',
      bundle({}, { fields: { a: { __timestamp: NOW.toISOString(), b: 1 } } }),
      /valid timestamp/,
    ],
    ['a list inside a list', bundle({}, { fields: { a: [[1]] } }), /list inside a list/],
    [
      'a team too long as the text it is stored as (decision 1400)',
      bundle({}, { fields: { team: [{ name: 'x'.repeat(100_000), role: 'Lead' }] } }),
      /"A" cannot be stored: team takes 100,027 characters as stored; at most 100,000 fit/,
    ],
    ['an unknown project entry', bundle({}, { owner: 'me' }), /unknown entry "owner"/],
    [
      'too deep nesting',
      bundle({}, { fields: JSON.parse('{"a":'.repeat(25) + '1' + '}'.repeat(25)) as object }),
      /too deeply/,
    ],
  ])('%s', (_, text, message) => {
    expect(refused(text)).toMatch(message);
  });
});

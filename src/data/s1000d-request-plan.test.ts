import { describe, expect, it } from 'vitest';
import { planObjectRequests } from './s1000d-request-plan.ts';
import {
  CHUNK_BYTES,
  INDEX_SHARDS,
  REQUEST_BYTES,
  REQUEST_HISTORY_ENTRIES,
  REQUEST_OBJECTS,
  REQUEST_WRITES,
  type ObjectWrite,
} from './s1000d-store-types.ts';

const write = (key: string, size: number, issueNumber = '001'): ObjectWrite => ({
  key,
  kind: 'dm',
  issueNumber,
  inWork: '00',
  mediaType: 'application/xml',
  bytes: new Uint8Array(size),
  sha256: `${key}-${issueNumber}`,
  row: {},
  becomesCurrent: true,
  action: 'add',
});

const writesOf = (count: number, size: number) =>
  Array.from({ length: count }, (_, n) => write(`K${n}`, size));

describe('planObjectRequests', () => {
  it('keeps every object once, in order, in requests of at most REQUEST_OBJECTS', () => {
    const writes = writesOf(1234, 2000);
    const plan = planObjectRequests(writes);
    expect(plan.flatMap((r) => r.writes)).toEqual(writes);
    expect(Math.max(...plan.map((r) => r.writes.length))).toBe(REQUEST_OBJECTS);
    expect(plan).toHaveLength(Math.ceil(1234 / REQUEST_OBJECTS));
  });

  it('keeps each request under the byte and write limits, history and shards included', () => {
    const plan = planObjectRequests([...writesOf(40, 400_000), ...writesOf(30, 2_000_000)]);
    for (const request of plan) {
      const inline = request.writes.filter((w) => !request.chunksAhead.includes(w));
      const bytes = inline.reduce((sum, w) => sum + w.bytes.length, 0);
      const chunks = inline.reduce((sum, w) => sum + Math.ceil(w.bytes.length / CHUNK_BYTES), 0);
      expect(bytes).toBeLessThanOrEqual(REQUEST_BYTES);
      expect(
        request.writes.length + chunks + INDEX_SHARDS + REQUEST_HISTORY_ENTRIES,
      ).toBeLessThanOrEqual(REQUEST_WRITES + 20);
    }
    // Objects over half a request send their chunks ahead.
    expect(plan.flatMap((r) => r.chunksAhead)).toHaveLength(30);
  });

  it('never puts two issues of one object in one request', () => {
    const plan = planObjectRequests([write('A', 10), write('B', 10), write('A', 10, '002')]);
    expect(plan.map((r) => r.writes.map((w) => `${w.key}${w.issueNumber}`))).toEqual([
      ['A001', 'B001'],
      ['A002'],
    ]);
  });
});

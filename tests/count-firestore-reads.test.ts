import { describe, expect, it } from 'vitest';
import { countFirestoreReads } from '../scripts/bench/support/count-firestore-reads.ts';

const prefix =
  '[2026-11-22T03:00:00.000Z]  @firebase/firestore: Firestore (12.19.0): WebChannelConnection';

describe('countFirestoreReads', () => {
  it('counts the documents received and the targets added on the Listen stream', () => {
    const lines = [
      `${prefix} RPC 'Listen' stream 0x1 sending: {"database":"d","addTarget":{"documents":{"documents":["users/u"]},"targetId":2}}`,
      `${prefix} RPC 'Listen' stream 0x1 sending: {"database":"d","addTarget":{"query":{},"targetId":4}}`,
      `${prefix} RPC 'Listen' stream 0x1 received: [[3,[{"targetChange":{"targetChangeType":"ADD","targetIds":[2]}}]]]`,
      `${prefix} RPC 'Listen' stream 0x1 received: [[4,[{"documentChange":{"document":{"name":"a"},"targetIds":[4]}}]],[5,[{"documentChange":{"document":{"name":"b"},"targetIds":[4]}}]]]`,
      `${prefix} RPC 'Write' stream 0x2 received: {"documentChange":{}}`,
      'unrelated console line "documentChange":',
    ];
    expect(countFirestoreReads(lines)).toEqual({ documents: 2, targets: 2 });
  });

  it('is zero for a page that read nothing', () => {
    expect(countFirestoreReads([])).toEqual({ documents: 0, targets: 0 });
  });
});

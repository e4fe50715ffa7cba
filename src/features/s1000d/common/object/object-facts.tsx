import type { PreparedRow } from '../library-rows.ts';
import { FactList } from '../../../../ui/fact-list.tsx';

const QA: Record<string, string> = {
  unverified: 'Unverified',
  first: 'First verification',
  second: 'Second verification',
};

/** The listing metadata of the object's current issue, as a definition list. */
export function ObjectFacts({ entry }: { entry: PreparedRow }) {
  const { row } = entry;
  const facts: [string, string | undefined][] = [
    ['Kind', row.t.toUpperCase()],
    ['Status', entry.status],
    ['Issue', entry.issue || undefined],
    ['Issue date', row.d],
    ['Language', row.l],
    ['Schema', row.s],
    ['S1000D issue', row.v],
    ['Security classification', row.sc],
    ['Applicability', row.a],
    ['BREX', row.b],
    [
      'Quality assurance',
      row.q ? `${QA[row.q] ?? row.q}${row.qv ? ` (${row.qv})` : ''}` : undefined,
    ],
    ['BREX check', entry.brexStatus.detail],
    ['Size', `${row.z.toLocaleString('en-US')} bytes`],
    ['SHA-256', row.h],
  ];
  return <FactList facts={facts} />;
}

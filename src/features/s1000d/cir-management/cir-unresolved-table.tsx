import { Link } from 'react-router';
import type { CirCatalogue } from '../../../s1000d/cir/cir-catalogue.ts';
import { objectViewerPath } from '../../../lib/s1000d-viewer-paths.ts';
import { ResultTable } from '../common/result-table.tsx';

/** CIR references no CIR of the project resolves, as s1kd-repcheck reports them. */
export function CirUnresolvedTable({
  unresolved,
  projectId,
}: {
  unresolved: CirCatalogue['unresolved'];
  projectId: string;
}) {
  if (unresolved.length === 0)
    return <p className="text-sm text-green-800">Every CIR reference of the project resolves.</p>;
  return (
    <ResultTable
      caption="Unresolved CIR references"
      columns={['Object', 'Line', 'Reference', 'Problem']}
    >
      {unresolved.map((u, i) => (
        <tr key={i}>
          <td className="px-3 py-2 font-mono text-xs break-all">
            <Link className="text-blue-700 underline" to={objectViewerPath(projectId, u.object)}>
              {u.object}
            </Link>
          </td>
          <td className="px-3 py-2">{u.line ?? ''}</td>
          <td className="px-3 py-2">{u.item}</td>
          <td className="px-3 py-2">
            {u.problem === 'unresolved'
              ? `No such item in the ${u.cir} CIR`
              : `The project has no ${u.cir} CIR`}
          </td>
        </tr>
      ))}
    </ResultTable>
  );
}

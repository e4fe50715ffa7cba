import { Link } from 'react-router';
import type { CirType } from '../../../s1000d/cir/cir-catalogue.ts';
import { objectViewerPath } from '../../../lib/s1000d-viewer-paths.ts';
import { ResultTable } from '../common/result-table.tsx';

/** The items of one CIR type: identifier, name, the CIR holding it, and where it is used. */
export function CirItemsTable({ type, projectId }: { type: CirType; projectId: string }) {
  if (type.items.length === 0)
    return (
      <p className="text-sm text-slate-600">
        The project has no {type.name.toLowerCase()} CIR, but refers to one.
      </p>
    );
  return (
    <ResultTable caption={<>{type.name} items</>} columns={['Item', 'Name', 'CIR', 'Used by']}>
      {type.items.map((item, i) => (
        <tr key={`${item.cir} ${item.key} ${i}`}>
          <td className="px-3 py-2 font-mono text-xs">{item.key}</td>
          <td className="px-3 py-2">{item.label}</td>
          <td className="px-3 py-2 font-mono text-xs break-all">
            <Link className="text-blue-700 underline" to={objectViewerPath(projectId, item.cir)}>
              {item.cir}
            </Link>
          </td>
          <td className="px-3 py-2">
            {item.usedBy.length === 0 ? (
              <span className="text-slate-500">Not used</span>
            ) : (
              <ul>
                {item.usedBy.map((u, n) => (
                  <li key={n} className="font-mono text-xs break-all">
                    <Link
                      className="text-blue-700 underline"
                      to={objectViewerPath(projectId, u.object)}
                    >
                      {u.object}
                    </Link>
                    {u.line ? ` line ${u.line}` : ''}
                  </li>
                ))}
              </ul>
            )}
          </td>
        </tr>
      ))}
    </ResultTable>
  );
}

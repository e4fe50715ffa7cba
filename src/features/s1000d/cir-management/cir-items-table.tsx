import { Link } from 'react-router';
import type { CirType } from '../../../s1000d/cir/cir-catalogue.ts';
import { objectViewerPath } from '../../../lib/s1000d-viewer-paths.ts';

/** The items of one CIR type: identifier, name, the CIR holding it, and where it is used. */
export function CirItemsTable({ type, projectId }: { type: CirType; projectId: string }) {
  if (type.items.length === 0)
    return (
      <p className="text-sm text-slate-600">
        The project has no {type.name.toLowerCase()} CIR, but refers to one.
      </p>
    );
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{type.name} items</caption>
        <thead className="bg-slate-50 text-xs text-slate-700 uppercase">
          <tr>
            <th className="px-3 py-2">Item</th>
            <th className="px-3 py-2">Name</th>
            <th className="px-3 py-2">CIR</th>
            <th className="px-3 py-2">Used by</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {type.items.map((item, i) => (
            <tr key={`${item.cir} ${item.key} ${i}`}>
              <td className="px-3 py-2 font-mono text-xs">{item.key}</td>
              <td className="px-3 py-2">{item.label}</td>
              <td className="px-3 py-2 font-mono text-xs break-all">
                <Link
                  className="text-blue-700 underline"
                  to={objectViewerPath(projectId, item.cir)}
                >
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
        </tbody>
      </table>
    </div>
  );
}

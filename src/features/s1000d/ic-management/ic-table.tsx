import type { InfoCodeRow } from '../../../s1000d/ic/info-code-list.ts';
import { TableHead } from '../../../ui/table-head.tsx';

/** The information codes shown: code, name, schema, where it comes from, modules using it. */
export function IcTable({ rows }: { rows: readonly InfoCodeRow[] }) {
  return (
    <table aria-label="Information codes" className="w-full text-left text-sm">
      <TableHead
        className="text-slate-600"
        cellClassName="py-1 font-medium"
        gapClassName="pr-3"
        numeric={[4]}
        columns={['Code', 'Name', 'Schema', 'From', 'Data modules']}
      />
      <tbody>
        {rows.map((r) => (
          <tr key={r.code} className="border-t border-slate-100">
            <th scope="row" className="py-1 pr-3 font-mono font-normal">
              {r.code}
            </th>
            <td className="py-1 pr-3">{r.name}</td>
            <td className="py-1 pr-3">{r.schema}</td>
            <td className="py-1 pr-3">{r.source === 'project' ? 'Project' : 'Specification'}</td>
            <td className="py-1 text-right tabular-nums">{r.modules}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

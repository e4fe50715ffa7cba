import type { SetProposal } from '../../../s1000d/infosets/propose-sets.ts';
import { Panel } from '../../../ui/panel.tsx';
import { TableHead } from '../../../ui/table-head.tsx';

/** The information codes and schemas the chosen sets propose. */
export function ProposalTable({ proposal }: { proposal: SetProposal }) {
  if (proposal.sets.length === 0) {
    return <p className="text-slate-600">Choose information sets to see what they propose.</p>;
  }
  return (
    <Panel id="proposal" title="Proposed information codes">
      <p className="mt-1 text-sm text-slate-700">
        {proposal.codes.length} information codes from {proposal.sets.length} set
        {proposal.sets.length === 1 ? '' : 's'}. Schemas needed:{' '}
        {proposal.schemas.map((s) => `${s.schema} (${s.codes})`).join(', ')}.
      </p>
      <table className="mt-3 w-full text-left text-sm">
        <caption className="sr-only">Proposed information codes</caption>
        <TableHead
          className="text-slate-600"
          cellClassName="py-1"
          columns={['Code', 'Information name', 'Schema', 'Sets']}
        />
        <tbody className="divide-y divide-slate-100">
          {proposal.codes.map((c) => (
            <tr key={c.infoCode}>
              <th scope="row" className="py-1 font-mono font-normal">
                {c.infoCode}
              </th>
              <td className="py-1">{c.name}</td>
              <td className="py-1 font-mono">{c.schema}</td>
              <td className="py-1">{c.sets.join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Panel>
  );
}

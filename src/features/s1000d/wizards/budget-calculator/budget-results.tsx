import { DownloadButton } from '../../../../ui/download-button.tsx';
import type { BudgetEstimate, SensitivityRow } from './budget.ts';
import { budgetCsv } from './budget-export.ts';
import { TableHead } from '../../../../ui/table-head.tsx';
import { Panel } from '../../../../ui/panel.tsx';

type Props = { estimate: BudgetEstimate; sensitivity: SensitivityRow[]; currency: string };

/** One row of figures: its label, then the numbers aligned right; a total row in bold. */
function FigureRow({
  label,
  figures,
  total,
}: {
  label: string;
  figures: string[];
  total?: boolean;
}) {
  return (
    <tr className={total ? 'font-semibold' : undefined}>
      <th scope="row" className={total ? 'py-1' : 'py-1 font-normal'}>
        {label}
      </th>
      {figures.map((figure, i) => (
        <td key={i} className="py-1 text-right">
          {figure}
        </td>
      ))}
    </tr>
  );
}

/** Per-phase totals with their range, the total, and which rates move it most. */
export function BudgetResults({ estimate, sensitivity, currency }: Props) {
  const money = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
  });
  const hours = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
  const figuresOf = (f: { hours: number; cost: number; low: number; high: number }) => [
    hours.format(f.hours),
    ...[f.cost, f.low, f.high].map((v) => money.format(v)),
  ];
  return (
    <Panel
      id="budget-estimate"
      title="Estimate"
      className="flex flex-col gap-4"
      actions={
        <DownloadButton
          fileName="s1000d-budget.csv"
          type="text/csv"
          content={() => budgetCsv(estimate, currency)}
        >
          Download CSV
        </DownloadButton>
      }
    >
      <p className="text-slate-800">
        <strong>{money.format(estimate.cost)}</strong> for {estimate.dataModules} data modules and{' '}
        {hours.format(estimate.hours)} hours; likely between {money.format(estimate.low)} and{' '}
        {money.format(estimate.high)}.
      </p>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Cost per phase</caption>
        <TableHead
          className="text-slate-600"
          cellClassName="py-1"
          numeric={[1, 2, 3, 4]}
          columns={['Phase', 'Hours', 'Cost', 'Low', 'High']}
        />
        <tbody className="divide-y divide-slate-100">
          {estimate.phases.map((p) => (
            <FigureRow key={p.id} label={p.label} figures={figuresOf(p)} />
          ))}
          <FigureRow label="Total" figures={figuresOf(estimate)} total />
        </tbody>
      </table>
      <div>
        <h3 className="font-semibold text-slate-900">What moves the total most</h3>
        <p className="text-sm text-slate-600">
          The total with each rate 20 % lower and 20 % higher.
        </p>
        <table className="mt-2 w-full text-left text-sm">
          <caption className="sr-only">Sensitivity to each rate</caption>
          <TableHead
            className="text-slate-600"
            cellClassName="py-1"
            numeric={[1, 2, 3]}
            columns={['Rate', '20 % lower', '20 % higher', 'Swing']}
          />
          <tbody className="divide-y divide-slate-100">
            {sensitivity.slice(0, 6).map((r) => (
              <FigureRow
                key={r.rate}
                label={r.rate}
                figures={[r.lower, r.higher, r.swing].map((v) => money.format(v))}
              />
            ))}
          </tbody>
        </table>
      </div>
    </Panel>
  );
}

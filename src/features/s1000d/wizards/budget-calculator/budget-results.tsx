import { DownloadButton } from '../../../../ui/download-button.tsx';
import type { BudgetEstimate, SensitivityRow } from './budget.ts';
import { budgetCsv } from './budget-export.ts';
import { TableHead } from '../../../../ui/table-head.tsx';
import { Panel } from '../../../../ui/panel.tsx';

type Props = { estimate: BudgetEstimate; sensitivity: SensitivityRow[]; currency: string };

/** Per-phase totals with their range, the total, and which rates move it most. */
export function BudgetResults({ estimate, sensitivity, currency }: Props) {
  const money = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
  });
  const hours = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
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
            <tr key={p.id}>
              <th scope="row" className="py-1 font-normal">
                {p.label}
              </th>
              <td className="py-1 text-right">{hours.format(p.hours)}</td>
              <td className="py-1 text-right">{money.format(p.cost)}</td>
              <td className="py-1 text-right">{money.format(p.low)}</td>
              <td className="py-1 text-right">{money.format(p.high)}</td>
            </tr>
          ))}
          <tr className="font-semibold">
            <th scope="row" className="py-1">
              Total
            </th>
            <td className="py-1 text-right">{hours.format(estimate.hours)}</td>
            <td className="py-1 text-right">{money.format(estimate.cost)}</td>
            <td className="py-1 text-right">{money.format(estimate.low)}</td>
            <td className="py-1 text-right">{money.format(estimate.high)}</td>
          </tr>
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
              <tr key={r.rate}>
                <th scope="row" className="py-1 font-normal">
                  {r.rate}
                </th>
                <td className="py-1 text-right">{money.format(r.lower)}</td>
                <td className="py-1 text-right">{money.format(r.higher)}</td>
                <td className="py-1 text-right">{money.format(r.swing)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Panel>
  );
}

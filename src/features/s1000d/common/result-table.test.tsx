// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { ResultTable } from './result-table.tsx';

afterEach(cleanup);

it('is a table named by its caption, with its column names and rows, and the line under it', () => {
  render(
    <ResultTable
      caption="Findings"
      columns={['Object', <span key="open">Open</span>]}
      after={<p>The first 1 of 2 findings are shown.</p>}
    >
      <tr>
        <td>DMC-A</td>
        <td>x</td>
      </tr>
    </ResultTable>,
  );
  const table = screen.getByRole('table', { name: 'Findings' });
  const names = within(table)
    .getAllByRole('columnheader')
    .map((th) => th.textContent);
  expect(names).toEqual(['Object', 'Open']);
  expect(within(table).getByRole('cell', { name: 'DMC-A' })).toBeInTheDocument();
  expect(screen.getByText('The first 1 of 2 findings are shown.')).toBeInTheDocument();
});

it('keeps its column names in view when asked', () => {
  render(
    <ResultTable caption="Past runs" columns={['Run']} stickyHead>
      <tr>
        <td>1</td>
      </tr>
    </ResultTable>,
  );
  expect(screen.getByRole('columnheader', { name: 'Run' }).closest('thead')).toHaveClass('sticky');
});

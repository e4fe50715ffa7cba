// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { TableHead } from './table-head.tsx';

afterEach(cleanup);

it('names each column, spaces all but the last, aligns numbers right and hides the actions name', () => {
  render(
    <table>
      <TableHead
        cellClassName="py-1"
        gapClassName="pr-3"
        numeric={[1]}
        columns={['Code', 'Data modules']}
        actionsLabel="Actions"
      />
    </table>,
  );
  const heads = screen.getAllByRole('columnheader');
  expect(heads.map((h) => h.textContent)).toEqual(['Code', 'Data modules', 'Actions']);
  expect(heads[0]).toHaveAttribute('class', 'py-1 pr-3');
  expect(heads[1]).toHaveAttribute('class', 'py-1 pr-3 text-right');
  expect(heads[2]).toHaveAttribute('class', 'py-1');
  expect(within(heads[2]!).getByText('Actions')).toHaveClass('sr-only');
});

it('leaves the last column unspaced and gives no class where none is asked', () => {
  render(
    <table>
      <TableHead gapClassName="pr-4" columns={['Change', 'Detail']} />
    </table>,
  );
  const [first, last] = screen.getAllByRole('columnheader');
  expect(first).toHaveAttribute('class', 'pr-4');
  expect(last).not.toHaveAttribute('class');
});

// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { ObjectCheckbox } from './object-checkbox.tsx';

afterEach(cleanup);

const row = {
  k: 'DMC-BIKE-A_EN-US',
  c: 'DMC-BIKE-AAA-DA1-00-00-00AA-041A-A',
  n: 'Bicycle - Description',
};

it('is named by the code and title, and hands on the key when toggled', () => {
  const onToggle = vi.fn();
  render(<ObjectCheckbox row={row} checked={false} onToggle={onToggle} />);
  const box = screen.getByRole('checkbox', { name: `${row.c} ${row.n}` });
  expect(box).not.toBeChecked();
  fireEvent.click(box);
  expect(onToggle).toHaveBeenCalledWith(row.k);
});

it('puts the title on its own line when asked', () => {
  render(<ObjectCheckbox row={row} checked onToggle={() => {}} titleBelow />);
  expect(screen.getByRole('checkbox')).toBeChecked();
  expect(screen.getByText(row.n)).toHaveClass('block');
});

// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { ProblemsAlert } from './problems-alert.tsx';
import { StoreOutcome } from './store-outcome.tsx';

afterEach(cleanup);

it('says what came of storing, with the extra line only once stored', () => {
  const { rerender } = render(
    <StoreOutcome
      error={null}
      result={{ stored: false, message: 'Already in the project.' }}
      whenStored={<p>Use it so.</p>}
    />,
  );
  expect(screen.getByRole('status')).toHaveTextContent('Already in the project.');
  expect(screen.queryByText('Use it so.')).toBeNull();
  rerender(
    <StoreOutcome
      error={null}
      result={{ stored: true, message: 'Stored.' }}
      whenStored={<p>Use it so.</p>}
    />,
  );
  expect(screen.getByRole('status')).toHaveTextContent('Stored.Use it so.');
});

it('lists each problem under its reason', () => {
  render(
    <ProblemsAlert intro="The brDoc cannot be written yet:" problems={['No model.', 'No SNS.']} />,
  );
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('The brDoc cannot be written yet:');
  expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    'No model.',
    'No SNS.',
  ]);
});

// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { InlineForm } from './inline-form.tsx';

afterEach(cleanup);

it('locks its inputs while saving, so nothing typed meanwhile is cleared or saved over', async () => {
  let finish: (problem: string | null) => void = () => {};
  const submitted: Record<string, string>[] = [];
  render(
    <InlineForm
      title="Add a range"
      submitLabel="Add range"
      fields={[{ key: 'from', label: 'First serial number' }]}
      onSubmit={(values) => {
        submitted.push(values);
        return new Promise((resolve) => (finish = resolve));
      }}
    />,
  );
  const input = screen.getByLabelText('First serial number');
  await userEvent.type(input, '1');
  await userEvent.click(screen.getByRole('button', { name: 'Add range' }));
  expect(input).toBeDisabled();
  await userEvent.type(input, '101');
  expect(input).toHaveValue('1');

  finish(null);
  await expect.poll(() => input.matches(':disabled')).toBe(false);
  expect(input).toHaveValue('');
  await userEvent.type(input, '101');
  expect(input).toHaveValue('101');
  expect(submitted).toEqual([{ from: '1' }]);
});

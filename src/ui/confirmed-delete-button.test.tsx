// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { ConfirmedDeleteButton } from './confirmed-delete-button.tsx';

afterEach(cleanup);

function renderButton(disabled = false) {
  const onConfirm = vi.fn();
  render(
    <ConfirmedDeleteButton
      label="Delete model M1"
      disabled={disabled}
      title="Delete model"
      message="Delete model M1 with its variants?"
      confirmLabel="Delete model"
      onConfirm={onConfirm}
    />,
  );
  return onConfirm;
}

it('deletes only once the question is answered, and not on Cancel', async () => {
  const onConfirm = renderButton();
  await userEvent.click(screen.getByRole('button', { name: 'Delete model M1' }));
  expect(screen.getByRole('dialog', { name: 'Delete model' })).toHaveTextContent(
    'Delete model M1 with its variants?',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(onConfirm).not.toHaveBeenCalled();

  await userEvent.click(screen.getByRole('button', { name: 'Delete model M1' }));
  await userEvent.click(screen.getByRole('button', { name: 'Delete model' }));
  expect(onConfirm).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('asks nothing while disabled', async () => {
  renderButton(true);
  const button = screen.getByRole('button', { name: 'Delete model M1' });
  expect(button).toBeDisabled();
  await userEvent.click(button);
  expect(screen.queryByRole('dialog')).toBeNull();
});

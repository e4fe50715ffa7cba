// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { FormDialog } from './form-dialog.tsx';

afterEach(cleanup);

function renderDialog(props: { busy?: boolean; error?: string | null } = {}) {
  const onSubmit = vi.fn();
  const onClose = vi.fn();
  render(
    <FormDialog
      title="Rename"
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel="Save"
      busyLabel="Saving..."
      {...props}
    >
      <label>
        Name
        <input />
      </label>
    </FormDialog>,
  );
  return { onSubmit, onClose };
}

it('runs the action on the button and on Enter in a field, and closes on Cancel', async () => {
  const { onSubmit, onClose } = renderDialog();
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await userEvent.type(screen.getByLabelText('Name'), 'Bike{Enter}');
  expect(onSubmit).toHaveBeenCalledTimes(2);
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onClose).toHaveBeenCalledTimes(1);
});

it('shows the last failure, and while busy neither closes nor runs again', async () => {
  const { onSubmit, onClose } = renderDialog({ busy: true, error: 'Could not save.' });
  expect(screen.getByRole('alert')).toHaveTextContent('Could not save.');
  expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  await userEvent.keyboard('{Escape}');
  expect(onClose).not.toHaveBeenCalled();
  expect(onSubmit).not.toHaveBeenCalled();
});

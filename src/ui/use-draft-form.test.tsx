// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import type { Checked } from '../lib/checked.ts';
import { ErrorMessage } from './error-message.tsx';
import { TextField } from './text-field.tsx';
import { useDraftForm } from './use-draft-form.ts';

afterEach(cleanup);

const named = ({ name }: { name: string }): Checked<string> =>
  name.trim() ? { value: name.trim() } : { error: 'Enter a name.' };

function Form(props: { save: (name: string) => Promise<unknown>; clearAfterSave?: boolean }) {
  const { field, busy, error, onSubmit } = useDraftForm({
    initial: { name: '' },
    check: named,
    failureText: 'The name could not be saved.',
    ...props,
  });
  return (
    <form onSubmit={onSubmit}>
      <TextField label="Name" {...field('name')} />
      <ErrorMessage text={error} />
      <button type="submit">{busy ? 'Saving...' : 'Save'}</button>
    </form>
  );
}

it('shows what to fix and saves nothing, then saves the checked value and clears', async () => {
  const save = vi.fn(() => Promise.resolve());
  render(<Form save={save} clearAfterSave />);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Enter a name.');
  expect(save).not.toHaveBeenCalled();

  await userEvent.type(screen.getByLabelText('Name'), ' Ada ');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(save).toHaveBeenCalledWith('Ada');
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.getByLabelText('Name')).toHaveValue('');
});

it('keeps the draft and shows the failure text when the save fails', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const save = vi.fn(() => Promise.reject(new Error('offline')));
  render(<Form save={save} clearAfterSave />);
  await userEvent.type(screen.getByLabelText('Name'), 'Ada');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The name could not be saved.');
  expect(screen.getByLabelText('Name')).toHaveValue('Ada');
});

it('keeps what was saved in the draft unless asked to clear', async () => {
  const save = vi.fn(() => Promise.resolve());
  render(<Form save={save} />);
  await userEvent.type(screen.getByLabelText('Name'), 'Ada');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(save).toHaveBeenCalledWith('Ada');
  expect(screen.getByLabelText('Name')).toHaveValue('Ada');
});

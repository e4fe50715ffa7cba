// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { TextField } from './text-field.tsx';
import { useDraft } from './use-draft.ts';

afterEach(cleanup);

function Form() {
  const { draft, set, field } = useDraft({ title: 'Old', notes: '', done: false });
  return (
    <>
      <TextField label="Title" {...field('title')} />
      <button type="button" onClick={() => set({ done: true })}>
        Done
      </button>
      <output>{JSON.stringify(draft)}</output>
    </>
  );
}

it('binds a text field to its property and keeps the others when one changes', async () => {
  render(<Form />);
  const title = screen.getByLabelText('Title');
  await userEvent.clear(title);
  await userEvent.type(title, 'New');
  await userEvent.click(screen.getByRole('button', { name: 'Done' }));
  expect(title).toHaveValue('New');
  expect(JSON.parse(screen.getByRole('status').textContent ?? '')).toEqual({
    title: 'New',
    notes: '',
    done: true,
  });
});

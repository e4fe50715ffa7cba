// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { SubmitButton } from './submit-button.tsx';

afterEach(cleanup);

function form(props: { busy: boolean; disabled?: boolean }) {
  const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
  render(
    <form onSubmit={onSubmit}>
      <SubmitButton busyText="Saving..." {...props}>
        Save
      </SubmitButton>
    </form>,
  );
  return onSubmit;
}

it('sends its form', () => {
  const onSubmit = form({ busy: false });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(onSubmit).toHaveBeenCalledTimes(1);
});

it('is off and says so while the action runs, and off when the form cannot be sent', () => {
  form({ busy: true });
  expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  cleanup();
  form({ busy: false, disabled: true });
  expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
});

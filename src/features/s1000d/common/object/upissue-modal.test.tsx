// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { UpissueModal } from './upissue-modal.tsx';

afterEach(cleanup);

const reason = () => screen.getByLabelText('Reason for update (optional)');

function renderModal(onUpissue: () => Promise<boolean | void>, official = false) {
  render(
    <UpissueModal
      open
      busy={false}
      error={null}
      official={official}
      onClose={() => undefined}
      onUpissue={onUpissue}
    />,
  );
}

it('offers the kind of issue it is told first, and hands on the kind and the reason', async () => {
  const onUpissue = vi.fn(async () => true);
  renderModal(onUpissue, true);
  expect(screen.getByLabelText(/New official issue/)).toBeChecked();
  fireEvent.click(screen.getByLabelText(/New in-work issue/));
  fireEvent.change(reason(), { target: { value: 'Torque corrected' } });
  fireEvent.click(screen.getByRole('button', { name: 'Upissue' }));
  await waitFor(() => expect(reason()).toHaveValue(''));
  expect(onUpissue).toHaveBeenCalledWith({ official: false, reason: 'Torque corrected' });
});

it('keeps the reason when the upissue did not happen', async () => {
  const onUpissue = vi.fn(async () => false);
  renderModal(onUpissue);
  fireEvent.change(reason(), { target: { value: 'Torque corrected' } });
  fireEvent.click(screen.getByRole('button', { name: 'Upissue' }));
  await waitFor(() => expect(onUpissue).toHaveBeenCalledTimes(1));
  expect(reason()).toHaveValue('Torque corrected');
});

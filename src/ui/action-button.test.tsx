// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { ActionButton } from './action-button.tsx';
import { DoneMessage } from './done-message.tsx';
import { useSubmit } from './use-submit.ts';

afterEach(cleanup);

function Export({ run, disabled }: { run: (to: string) => Promise<void>; disabled?: boolean }) {
  const exportAs = useSubmit(run, 'failed');
  return (
    <form onSubmit={() => run('form')}>
      <ActionButton
        action={exportAs}
        args={['project']}
        busyText="Exporting..."
        disabled={disabled}
      >
        Export
      </ActionButton>
      <ActionButton action={exportAs} args={['file']} secondary>
        Download
      </ActionButton>
    </form>
  );
}

it('runs its action with its arguments, never submitting the form, and is off while it runs', async () => {
  let finish = () => {};
  const run = vi.fn((_to: string) => new Promise<void>((resolve) => (finish = resolve)));
  render(<Export run={run} />);
  const exportButton = screen.getByRole('button', { name: 'Export' });
  expect(exportButton).toHaveClass('btn-primary');
  expect(screen.getByRole('button', { name: 'Download' })).toHaveClass('btn-secondary');
  fireEvent.click(exportButton);
  expect(run).toHaveBeenCalledExactlyOnceWith('project');
  const busy = await screen.findByRole('button', { name: 'Exporting...' });
  expect(busy).toBeDisabled();
  // The other button of the same action waits too, and keeps its text.
  expect(screen.getByRole('button', { name: 'Download' })).toBeDisabled();
  fireEvent.click(busy);
  expect(run).toHaveBeenCalledTimes(1);
  await act(async () => finish());
  fireEvent.click(screen.getByRole('button', { name: 'Download' }));
  expect(run).toHaveBeenLastCalledWith('file');
});

it('stays off while the page says it cannot run', () => {
  const run = vi.fn(() => Promise.resolve());
  render(<Export run={run} disabled />);
  const button = screen.getByRole('button', { name: 'Export' });
  expect(button).toBeDisabled();
  fireEvent.click(button);
  expect(run).not.toHaveBeenCalled();
});

it('announces what was done, and shows nothing before', () => {
  const { rerender } = render(<DoneMessage text={null} />);
  expect(screen.queryByRole('status')).toBeNull();
  rerender(<DoneMessage text="Stored as issue 002." />);
  expect(screen.getByRole('status')).toHaveTextContent('Stored as issue 002.');
});

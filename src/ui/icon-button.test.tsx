// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Trash2, X } from 'lucide-react';
import { afterEach, expect, it, vi } from 'vitest';
import { IconButton } from './icon-button.tsx';

afterEach(cleanup);

it('names an icon-only button by its label', () => {
  render(<IconButton label="Close object" icon={X} />);
  const button = screen.getByRole('button', { name: 'Close object' });
  expect(button).toHaveClass('icon-button');
  expect(button).toHaveAttribute('type', 'button');
});

it('names a button with a text by that text, in the look it is given, and never submits', () => {
  const onClick = vi.fn();
  const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
  render(
    <form onSubmit={onSubmit}>
      <IconButton icon={Trash2} className="btn-secondary" onClick={onClick}>
        Delete
      </IconButton>
    </form>,
  );
  const button = screen.getByRole('button', { name: 'Delete' });
  expect(button).toHaveClass('btn-secondary');
  expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  fireEvent.click(button);
  expect(onClick).toHaveBeenCalledTimes(1);
  expect(onSubmit).not.toHaveBeenCalled();
});

it('submits its form when asked to', () => {
  const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
  render(
    <form onSubmit={onSubmit}>
      <IconButton icon={Trash2} className="btn-primary" type="submit">
        Add member
      </IconButton>
    </form>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Add member' }));
  expect(onSubmit).toHaveBeenCalledTimes(1);
});

// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { Panel } from './panel.tsx';

afterEach(cleanup);

it('is a region named by its heading, holding what it is given', () => {
  render(
    <Panel id="p-start" title="Start" className="flex flex-col gap-3">
      <p>Pick a project.</p>
    </Panel>,
  );
  const region = screen.getByRole('region', { name: 'Start' });
  expect(screen.getByRole('heading', { level: 2, name: 'Start' })).toHaveAttribute('id', 'p-start');
  expect(region).toHaveTextContent('Pick a project.');
  expect(region).toHaveClass('rounded-lg', 'flex', 'gap-3');
});

it('puts its actions beside the heading', () => {
  render(
    <Panel id="p-rates" title="Rates" actions={<button type="button">Reset</button>}>
      <p>Hourly rate</p>
    </Panel>,
  );
  const heading = screen.getByRole('heading', { level: 2, name: 'Rates' });
  expect(heading.parentElement).toContainElement(screen.getByRole('button', { name: 'Reset' }));
  expect(heading.parentElement).not.toHaveTextContent('Hourly rate');
});

it('as a form, runs its submit without leaving the page', () => {
  const onSubmit = vi.fn();
  render(
    <Panel id="p-save" title="Save" compact onSubmit={onSubmit}>
      <button type="submit">Save as the next issue</button>
    </Panel>,
  );
  const form = screen.getByRole('form', { name: 'Save' });
  expect(form).toHaveClass('p-3');
  expect(screen.getByRole('heading', { level: 2, name: 'Save' })).not.toHaveClass('text-lg');
  fireEvent.click(screen.getByRole('button', { name: 'Save as the next issue' }));
  expect(onSubmit).toHaveBeenCalledTimes(1);
  // The browser's own submit (a page load) is prevented.
  expect(fireEvent.submit(form)).toBe(false);
  expect(onSubmit).toHaveBeenCalledTimes(2);
});

it('without its box, is still a region named by its heading', () => {
  render(
    <Panel id="p-members" title="Members" bare className="flex flex-col gap-3">
      <p>Ada, manager</p>
    </Panel>,
  );
  const region = screen.getByRole('region', { name: 'Members' });
  expect(region).not.toHaveClass('rounded-lg');
  expect(region).toHaveClass('flex', 'gap-3');
});

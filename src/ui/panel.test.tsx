// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
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

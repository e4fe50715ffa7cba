// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { GeneratedObjectActions } from './generated-object-actions.tsx';

afterEach(cleanup);

const base = {
  fileName: 'PMC-X.XML',
  xml: '<pm/>',
  downloadLabel: 'Download the skeleton',
  addLabel: 'Add it to the project',
};

it('offers the add button only to who may add, and adds once clicked', async () => {
  let added = 0;
  const { rerender } = render(
    <GeneratedObjectActions {...base} canAdd={false} adding={false} onAdd={() => added++} />,
  );
  expect(screen.getByRole('button', { name: 'Download the skeleton' })).toBeEnabled();
  expect(screen.queryByRole('button', { name: 'Add it to the project' })).toBeNull();
  rerender(<GeneratedObjectActions {...base} canAdd adding={false} onAdd={() => added++} />);
  await userEvent.click(screen.getByRole('button', { name: 'Add it to the project' }));
  expect(added).toBe(1);
  rerender(<GeneratedObjectActions {...base} canAdd adding onAdd={() => added++} />);
  expect(screen.getByRole('button', { name: 'Adding...' })).toBeDisabled();
});

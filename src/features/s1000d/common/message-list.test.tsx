// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { MessageList } from './message-list.tsx';

afterEach(cleanup);

it('shows nothing without items', () => {
  const { container } = render(<MessageList label="Notes" items={[]} />);
  expect(container).toBeEmptyDOMElement();
});

it('lists warnings under their name, without announcing them', () => {
  render(<MessageList label="Notes" items={['Row 3 left out.', 'Row 9 shortened.']} />);
  const list = screen.getByRole('list', { name: 'Notes' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['Row 3 left out.', 'Row 9 shortened.']);
  expect(screen.queryByRole('alert')).toBeNull();
});

it('announces problems and keeps them a named list', () => {
  render(<MessageList label="Why the PCT was not made" items={['No products.']} alert />);
  const alert = screen.getByRole('alert');
  const list = within(alert).getByRole('list', { name: 'Why the PCT was not made' });
  expect(list).toHaveTextContent('No products.');
});

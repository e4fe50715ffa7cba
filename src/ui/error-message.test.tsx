// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { ErrorList } from './error-message.tsx';

afterEach(cleanup);

it('shows nothing while there is no problem and no error', () => {
  const { container } = render(<ErrorList errors={[null, undefined, '']} />);
  expect(container).toBeEmptyDOMElement();
  expect(screen.queryByRole('alert')).toBeNull();
});

it('announces the problems, then the error, one a line', () => {
  render(<ErrorList errors={['No title.', 'No entries.', 'The module could not be stored.']} />);
  const alert = screen.getByRole('alert');
  const list = within(alert).getByRole('list');
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['No title.', 'No entries.', 'The module could not be stored.']);
});

it('leaves out an error that has not happened', () => {
  render(<ErrorList errors={['No title.', null]} />);
  expect(screen.getByRole('alert').querySelectorAll('li')).toHaveLength(1);
});

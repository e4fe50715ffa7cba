// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { NarrativeRules } from './extra-rules.tsx';

afterEach(cleanup);

const narrative = [
  { id: 'n1', text: 'Use STE.' },
  { id: 'n2', text: 'No warnings in titles.' },
];

it('adds a blank rule, removes the one asked for and edits only its own row', () => {
  const onChange = vi.fn();
  render(<NarrativeRules narrative={narrative} onChange={onChange} />);

  fireEvent.click(screen.getByRole('button', { name: 'Add narrative rule' }));
  expect(onChange).toHaveBeenLastCalledWith([...narrative, { id: '', text: '' }]);

  fireEvent.click(screen.getAllByRole('button', { name: 'Remove' })[0]!);
  expect(onChange).toHaveBeenLastCalledWith([narrative[1]]);

  fireEvent.change(screen.getByLabelText('Narrative rule 2'), { target: { value: 'Changed' } });
  expect(onChange).toHaveBeenLastCalledWith([narrative[0], { id: 'n2', text: 'Changed' }]);
});

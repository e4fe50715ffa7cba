// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { SelectField } from './select-field.tsx';

afterEach(cleanup);

it('offers its options by their labels and hands on the value chosen', () => {
  const onChange = vi.fn();
  render(
    <SelectField
      label="Show"
      value="all"
      options={['all', 'open'] as const}
      labels={{ all: 'Every BRDP', open: 'Undecided' }}
      onChange={onChange}
    />,
  );
  const select = screen.getByLabelText('Show');
  expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
    'Every BRDP',
    'Undecided',
  ]);
  fireEvent.change(select, { target: { value: 'open' } });
  expect(onChange).toHaveBeenCalledWith('open');
});

it('takes options the caller writes in groups', () => {
  const onChange = vi.fn();
  render(
    <SelectField label="What to gate" value="project" onChange={onChange}>
      <option value="project">The whole project</option>
      <optgroup label="One object">
        <option value="object:a">DMC-A</option>
      </optgroup>
    </SelectField>,
  );
  const select = screen.getByLabelText('What to gate');
  expect(screen.getByRole('group', { name: 'One object' })).toBeInTheDocument();
  fireEvent.change(select, { target: { value: 'object:a' } });
  expect(onChange).toHaveBeenCalledWith('object:a');
});

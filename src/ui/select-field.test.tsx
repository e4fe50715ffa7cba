// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { OptionGroup, SelectField } from './select-field.tsx';

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

it('makes a group of [value, text] pairs, and leaves out a group without options', () => {
  render(
    <SelectField label="Start from" value="empty" onChange={() => {}}>
      <OptionGroup label="A maintained SNS" options={[['maintained:a', 'Air vehicles']]} />
      <OptionGroup label="A PBS project" options={[]} />
      <option value="empty">An empty SNS</option>
    </SelectField>,
  );
  const group = screen.getByRole('group', { name: 'A maintained SNS' });
  expect(group.querySelector('option')).toHaveValue('maintained:a');
  expect(group.querySelector('option')).toHaveTextContent('Air vehicles');
  expect(screen.queryByRole('group', { name: 'A PBS project' })).toBeNull();
  expect(
    [...screen.getByLabelText('Start from').querySelectorAll('option')].map((o) => o.value),
  ).toEqual(['maintained:a', 'empty']);
});

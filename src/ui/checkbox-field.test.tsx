// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, expect, it } from 'vitest';
import { CheckboxField } from './checkbox-field.tsx';

afterEach(cleanup);

function Option({ disabled }: { disabled?: boolean }) {
  const [on, setOn] = useState(false);
  return <CheckboxField label="Notation check" checked={on} onChange={setOn} disabled={disabled} />;
}

it('is named by its text, and a click on the text turns it on and off', () => {
  render(<Option />);
  const box = screen.getByRole('checkbox', { name: 'Notation check' });
  expect(box).not.toBeChecked();
  fireEvent.click(screen.getByText('Notation check'));
  expect(box).toBeChecked();
  fireEvent.click(box);
  expect(box).not.toBeChecked();
});

it('passes disabled on to the box', () => {
  render(<Option disabled />);
  expect(screen.getByRole('checkbox', { name: 'Notation check' })).toBeDisabled();
});

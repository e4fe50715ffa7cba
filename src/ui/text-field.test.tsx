// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { TextField } from './text-field.tsx';

afterEach(cleanup);

it('gives a code field its own width and font, and the label keeps the frame', () => {
  render(
    <TextField
      label="Project code"
      className="min-w-64"
      inputClassName="w-28 font-mono"
      value="04A"
      onChange={() => {}}
    />,
  );
  const input = screen.getByLabelText('Project code');
  expect(input).toHaveClass('field', 'mt-1', 'w-28', 'font-mono');
  expect(input.parentElement).toHaveClass('min-w-64');
  expect(screen.getByText('Project code')).not.toHaveClass('font-mono');
});

it('shows its error and ties it to the input', () => {
  render(<TextField label="Name" value="" error="A name is needed." onChange={() => {}} />);
  const input = screen.getByLabelText('Name');
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription('A name is needed.');
  expect(input).toHaveClass('field', 'mt-1');
});

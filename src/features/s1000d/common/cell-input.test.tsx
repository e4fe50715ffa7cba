// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { CellInput } from './cell-input.tsx';

afterEach(cleanup);

it('is a cell whose input is named for its row and hands on the text typed', () => {
  const onChange = vi.fn();
  render(
    <table>
      <tbody>
        <tr>
          <CellInput
            label="Code of System 00"
            inputClassName="w-20 font-mono"
            value="00"
            maxLength={4}
            onChange={onChange}
          />
        </tr>
      </tbody>
    </table>,
  );
  const input = screen.getByRole('textbox', { name: 'Code of System 00' });
  expect(input.closest('td')).not.toBeNull();
  expect(input).toHaveClass('field', 'w-20', 'font-mono');
  expect(input).toHaveAttribute('maxLength', '4');
  fireEvent.change(input, { target: { value: 'da1' } });
  expect(onChange).toHaveBeenCalledWith('da1');
});

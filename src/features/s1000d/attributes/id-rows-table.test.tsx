// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import {
  checkCctModel,
  problemsAdded,
  type CondTypeDef,
} from '../../../s1000d/applic/act-cct-model.ts';
import { CellInput } from '../common/cell-input.tsx';
import { IdRowsTable } from './id-rows-table.tsx';

afterEach(cleanup);

const status: CondTypeDef = { id: 'sbStatus', name: 'SB status', descr: '', values: 'pre|post' };

/** Condition types as the CCT editor wires them: an add is checked against the CCT. */
function Table({ added }: { added: CondTypeDef[][] }) {
  const types = [status];
  return (
    <IdRowsTable
      caption="Condition types"
      columns={['Name']}
      rows={types}
      onChange={(next) => added.push(next)}
      cells={(t, change) => (
        <CellInput label={`Name of ${t.id}`} value={t.name} onChange={(v) => change({ name: v })} />
      )}
      removeLabel={(t) => `Remove ${t.id}`}
      add={{ formLabel: 'Add', noun: 'condition type', submitLabel: 'Add a condition type' }}
      newRow={(entry) => ({ ...entry, descr: '' })}
      addProblems={(next) =>
        problemsAdded(
          checkCctModel({ types, conds: [] }),
          checkCctModel({ types: next, conds: [] }),
        )
      }
    />
  );
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

it('refuses an entry the table would be wrong with, says why and keeps what was typed', () => {
  const added: CondTypeDef[][] = [];
  render(<Table added={added} />);
  fill('New condition type id', 'sbStatus');
  fill('New condition type name', 'Again');
  fireEvent.click(screen.getByRole('button', { name: 'Add a condition type' }));
  expect(added).toEqual([]);
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Condition type or condition "sbStatus" is there twice: ids are unique.',
  );
  expect(screen.getByLabelText('New condition type name')).toHaveValue('Again');

  // Typing again clears the reason; an empty id is refused too.
  fill('New condition type id', '');
  expect(screen.queryByRole('alert')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Add a condition type' }));
  expect(added).toEqual([]);
  expect(screen.getByRole('alert')).toHaveTextContent('an id starts with a letter');
});

it('adds a sound entry and empties the form for the next', () => {
  const added: CondTypeDef[][] = [];
  render(<Table added={added} />);
  fill('New condition type id', 'mod');
  fill('New condition type name', 'Modification');
  fill('New condition type values', 'a|b');
  fireEvent.click(screen.getByRole('button', { name: 'Add a condition type' }));
  expect(added).toEqual([[status, { id: 'mod', name: 'Modification', values: 'a|b', descr: '' }]]);
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.getByLabelText('New condition type id')).toHaveValue('');
});

it('edits a row in place and removes it, or hands the removal on', () => {
  const changed: CondTypeDef[][] = [];
  const removed: string[] = [];
  const table = (onRemove?: (t: CondTypeDef) => void) => (
    <IdRowsTable
      caption="Condition types"
      columns={['Name']}
      rows={[status]}
      onChange={(next) => changed.push(next)}
      cells={(t, change) => (
        <CellInput label={`Name of ${t.id}`} value={t.name} onChange={(v) => change({ name: v })} />
      )}
      removeLabel={(t) => `Remove ${t.id}`}
      {...(onRemove ? { onRemove } : {})}
      add={{ formLabel: 'Add', noun: 'condition type', submitLabel: 'Add a condition type' }}
      newRow={(entry) => ({ ...entry, descr: '' })}
      addProblems={() => []}
    />
  );
  const { rerender } = render(table());
  fill('Name of sbStatus', 'Service bulletin');
  fireEvent.click(screen.getByRole('button', { name: 'Remove sbStatus' }));
  expect(changed).toEqual([[{ ...status, name: 'Service bulletin' }], []]);
  rerender(table((t) => removed.push(t.id)));
  fireEvent.click(screen.getByRole('button', { name: 'Remove sbStatus' }));
  expect(removed).toEqual(['sbStatus']);
  expect(changed).toHaveLength(2);
});

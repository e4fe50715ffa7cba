// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { FactList } from './fact-list.tsx';

afterEach(cleanup);

const terms = () => screen.getAllByRole('term').map((t) => t.textContent);
const values = () => screen.getAllByRole('definition').map((d) => d.textContent);

it('shows each fact with a value, in order, and leaves out those without', () => {
  render(
    <FactList
      facts={[
        ['DDN code', 'DDN-ABC-00001'],
        ['Authorization', undefined],
        ['Media', 'CD-01'],
      ]}
    />,
  );
  expect(terms()).toEqual(['DDN code', 'Media']);
  expect(values()).toEqual(['DDN-ABC-00001', 'CD-01']);
});

it('keeps a fact without a value when told what to show for it', () => {
  render(
    <FactList
      facts={[
        ['Issue', '001-02'],
        ['Security', ''],
      ]}
      empty="—"
    />,
  );
  expect(terms()).toEqual(['Issue', 'Security']);
  expect(values()).toEqual(['001-02', '—']);
});

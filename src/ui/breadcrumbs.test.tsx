// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it } from 'vitest';
import { Breadcrumbs } from './breadcrumbs.tsx';

afterEach(cleanup);

it('lists the way back as links in order, named by their labels', () => {
  render(
    <MemoryRouter>
      <Breadcrumbs
        trail={[
          ['PBS Projects', '/tools/pbs-projects'],
          ['Bicycle', '/tools/pbs-projects/p1'],
        ]}
      />
    </MemoryRouter>,
  );
  const links = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('link');
  expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
    ['PBS Projects', '/tools/pbs-projects'],
    ['Bicycle', '/tools/pbs-projects/p1'],
  ]);
});

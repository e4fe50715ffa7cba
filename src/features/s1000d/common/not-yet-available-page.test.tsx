// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { RouteTitle } from '../../../lib/route-title.ts';
import NotYetAvailablePage from './not-yet-available-page.tsx';

afterEach(cleanup);

describe('NotYetAvailablePage', () => {
  it('names the route it stands in for, from the registry title', () => {
    render(
      <MemoryRouter>
        <RouteTitle.Provider value="SNS Management">
          <NotYetAvailablePage />
        </RouteTitle.Provider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'SNS Management' })).toBeTruthy();
    expect(screen.getByText(/SNS Management is planned/)).toBeTruthy();
  });

  it('says "This tool" outside a registry route', () => {
    render(
      <MemoryRouter>
        <NotYetAvailablePage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'This tool' })).toBeTruthy();
  });
});

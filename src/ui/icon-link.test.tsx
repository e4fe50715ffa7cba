// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { Plus } from 'lucide-react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it } from 'vitest';
import { IconLink } from './icon-link.tsx';

afterEach(cleanup);

it('names an icon link by its text and hides the icon from screen readers', () => {
  render(
    <MemoryRouter>
      <IconLink to="/tools/create-pbs" icon={Plus} className="btn-primary">
        New PBS project
      </IconLink>
    </MemoryRouter>,
  );
  const link = screen.getByRole('link', { name: 'New PBS project' });
  expect(link).toHaveAttribute('href', '/tools/create-pbs');
  expect(link).toHaveClass('btn-primary');
  expect(link.querySelector('svg')).toHaveAttribute('aria-hidden');
});

// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useParams } from 'react-router';
import { afterEach, expect, it } from 'vitest';
import type { S1000dProject } from '../../../data/s1000d-store-types.ts';
import { renderRoutes } from '../../../testing/render-with-session.tsx';
import { ProjectRouteSelect } from './project-route-select.tsx';

afterEach(cleanup);

const project = (id: string, name: string): S1000dProject => ({
  id,
  name,
  description: '',
  settings: {},
  members: { u1: 'manager' },
  visibility: 'members',
  ownerId: 'u1',
  createdAt: null,
  updatedAt: null,
});

function ToolPage() {
  const { projectId } = useParams();
  return (
    <>
      <p>Opened: {projectId ?? 'none'}</p>
      <ProjectRouteSelect toolPath="/tools/sns-management" projectId={projectId} />
    </>
  );
}

it('opens the chosen project at the tool address, and the tool alone when none is chosen', async () => {
  const listVisible = () => Promise.resolve([project('p1', 'Bike'), project('p2', 'Pump')]);
  renderRoutes(
    { '/tools/sns-management': <ToolPage />, '/tools/sns-management/:projectId': <ToolPage /> },
    '/tools/sns-management',
    { backend: { s1000dProjects: { listVisible } } },
  );
  const select = await screen.findByRole('combobox', { name: 'S1000D project' });
  expect(select).toHaveValue('');
  fireEvent.change(select, { target: { value: 'p2' } });
  expect(await screen.findByText('Opened: p2')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'S1000D project' })).toHaveValue('p2');
  fireEvent.change(screen.getByRole('combobox', { name: 'S1000D project' }), {
    target: { value: '' },
  });
  expect(await screen.findByText('Opened: none')).toBeInTheDocument();
});

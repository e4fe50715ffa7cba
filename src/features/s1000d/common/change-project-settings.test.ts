import { expect, it, vi } from 'vitest';
import { fakeBackend } from '../../../testing/render-with-session.tsx';
import { testS1000dProject } from '../../../testing/test-documents.ts';
import { changeProjectSettings } from './change-project-settings.ts';

const project = testS1000dProject({
  description: 'The bike',
  settings: { issue: '5.0', brex: { kind: 'default' }, informationSets: ['maintenance'] },
  visibility: 'workspace',
});
const actor = { uid: 'ada', name: 'Ada' };

it('stores the change over the other settings, keeping name, description and visibility', async () => {
  const updateSettings = vi.fn(async () => undefined);
  const backend = fakeBackend({ s1000dProjects: { updateSettings } });
  await changeProjectSettings(backend, project, { brex: { kind: 'project', code: 'B' } }, actor);
  expect(updateSettings).toHaveBeenCalledWith(
    'p1',
    {
      name: 'Bike manual',
      description: 'The bike',
      settings: {
        issue: '5.0',
        brex: { kind: 'project', code: 'B' },
        informationSets: ['maintenance'],
      },
      visibility: 'workspace',
    },
    actor,
  );
  // The project as read is not changed: a refused write leaves the page's copy as it was.
  expect(project.settings.brex).toEqual({ kind: 'default' });
});

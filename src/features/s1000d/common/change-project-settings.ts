import type { Backend } from '../../../data/backend.ts';
import type { Actor, S1000dProject, StoredSettings } from '../../../data/s1000d-store-types.ts';

/**
 * Stores a change to some of a project's settings; the others, and its name, description and
 * visibility, stay as they are.
 */
export function changeProjectSettings(
  backend: Backend,
  project: S1000dProject,
  change: StoredSettings,
  actor: Actor,
) {
  const { name, description, visibility } = project;
  const settings = { ...project.settings, ...change };
  return backend.s1000dProjects.updateSettings(
    project.id,
    { name, description, settings, visibility },
    actor,
  );
}

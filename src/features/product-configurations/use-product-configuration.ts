import { useCallback, useEffect, useRef, useState } from 'react';
import { useSession } from '../../session/session-context.ts';
import type { ProductModel } from '../../domain/product-configurations.ts';
import type { ProjectDocument } from '../../domain/projects.ts';
import { CONFIG_PAGE_TEXT } from './configuration-permissions.ts';
import { LIMITS } from '#access/limits.ts';
import { packedLength } from '../../domain/packed-fields.ts';

type Loaded = { project: ProjectDocument; models: ProductModel[]; exists: boolean };

/**
 * One PBS project's configuration set. A change is shown only once it is saved, so a
 * failed save leaves the page (and the database) as they were.
 */
export function useProductConfiguration(projectId: string) {
  const { backend } = useSession();
  const [state, setState] = useState<Loaded | null | 'missing'>(null);
  const saving = useRef(false);

  useEffect(() => {
    if (!backend) return;
    let live = true;
    (async () => {
      const project = await backend.pbsProjects.get(projectId);
      if (!project) return null;
      const config = await backend.productConfigurations.getForProject(project.ownerId, projectId);
      return { project, models: config?.models ?? [], exists: config !== null };
    })()
      .then((loaded) => live && setState(loaded ?? 'missing'))
      .catch((cause: unknown) => {
        console.error('Product configuration could not be loaded', cause);
        if (live) setState('missing');
      });
    return () => {
      live = false;
    };
  }, [backend, projectId]);

  /** Saves `models`; resolves to an error text when it failed (and nothing changed). */
  const save = useCallback(
    async (models: ProductModel[]): Promise<string | null> => {
      if (!backend || state === null || state === 'missing' || saving.current)
        return CONFIG_PAGE_TEXT.saveFailed;
      // The rules bound the models as the one JSON text they are stored as (decision 1400).
      const size = packedLength(models);
      const max = LIMITS.productConfigurations.modelsText;
      if (size > max) return CONFIG_PAGE_TEXT.tooLarge(size, max);
      saving.current = true;
      try {
        await backend.productConfigurations.save(
          state.project.ownerId,
          projectId,
          models,
          state.exists,
        );
        setState({ ...state, models, exists: true });
        return null;
      } catch (cause) {
        console.error('Product configuration could not be saved', cause);
        return CONFIG_PAGE_TEXT.saveFailed;
      } finally {
        saving.current = false;
      }
    },
    [backend, state, projectId],
  );

  return { state, save };
}

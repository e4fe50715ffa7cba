import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSession } from '../../session/session-context.ts';
import { useLoad } from '../../session/use-load.ts';
import type { ProjectDocument } from '../../domain/projects.ts';
import { CREATOR_TEXT, type CreatorState } from './creator-steps.ts';
import { IPS_TEXT } from './ips-permissions.ts';
import { readIpsData } from './ips-project.ts';
import { sectionUpdate, validateSection, type ProjectSection } from './project-sections.ts';

/** One IPS project, the name of its linked PBS project, and saving one section at a time. */
export function useIpsProject(projectId: string) {
  const { backend } = useSession();
  const [project, setProject] = useState<ProjectDocument | null | 'missing'>(null);
  const linked =
    project && project !== 'missing' ? readIpsData(project.fields).linkedPbsProjectId : '';

  useEffect(() => {
    if (!backend) return;
    let live = true;
    backend.ipsProjects
      .get(projectId)
      .then((found) => live && setProject(found ?? 'missing'))
      .catch(() => live && setProject('missing'));
    return () => {
      live = false;
    };
  }, [backend, projectId]);

  // The link is shown without the name when it cannot be read.
  const loadPbsName = useMemo(
    () =>
      backend && linked
        ? () => backend.pbsProjects.get(linked).then((found) => found?.name ?? null)
        : null,
    [backend, linked],
  );
  const pbsName = useLoad<string | null>(loadPbsName, {
    initial: null,
    fallback: null,
    what: 'The linked PBS project',
  }).value;

  /** Validates and saves a section; resolves to the messages that stopped it (none: saved). */
  const saveSection = useCallback(
    async (section: ProjectSection, state: CreatorState): Promise<string[]> => {
      if (!backend || !project || project === 'missing') return [IPS_TEXT.saveFailed];
      const problems = validateSection(section, state);
      if (problems.length > 0) return problems;
      const update = sectionUpdate(section, state);
      try {
        const name = state.name.trim();
        if (
          section === 'Overview' &&
          name !== project.name &&
          (await backend.ipsProjects.existsByName(project.ownerId, name))
        )
          return [CREATOR_TEXT.nameTaken(name)];
        await backend.ipsProjects.update(project.id, update);
      } catch (cause) {
        console.error('IPS project could not be saved', cause);
        return [IPS_TEXT.saveFailed];
      }
      const { name, ...fields } = update;
      setProject({
        ...project,
        name: typeof name === 'string' ? name : project.name,
        fields: { ...project.fields, ...fields },
      });
      return [];
    },
    [backend, project],
  );

  return { project, pbsName, saveSection };
}

import { useEffect, useMemo, useState } from 'react';
import type { S1000dProject } from '../../../data/s1000d-store-types.ts';
import type { ProjectForCodes } from '../../../s1000d/codes/project-code-rules.ts';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import { projectBrexCode, validateProjectSettings } from '../../../s1000d/csdb/project-settings.ts';
import { useSession } from '../../../session/session-context.ts';
import { readObjectText } from './read-object-text.ts';

export type ProjectRulesState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ready'; project: ProjectForCodes; note?: string }
  | { status: 'unusable'; message: string };

type Brex = { row: ObjectListing; version: string };

/**
 * A project's settings and its own BREX's text, for the engine's project rules (codes, SNS).
 * Settings that do not validate are said so; a project BREX not in the library is a note.
 */
export function useProjectForCodes(
  project: S1000dProject | null | undefined,
  rows: readonly ObjectListing[] | null,
): ProjectRulesState {
  const { backend } = useSession();
  const [read, setRead] = useState<{ version: string; text?: string } | null>(null);
  const found = useMemo(() => {
    if (!project) return null;
    const settings = validateProjectSettings(project.settings);
    if (!settings.ok) return { settings };
    if (settings.value.brex.kind !== 'project') return { settings };
    const code = projectBrexCode(settings.value);
    const row = rows?.find((r) => r.c === code);
    const brex: Brex | undefined = row && { row, version: `${row.k}|${row.i}-${row.w}` };
    return { settings, code, brex };
  }, [project, rows]);
  const brex = found && 'brex' in found ? found.brex : undefined;

  const projectId = project?.id;
  const brexKey = brex?.row.k;
  const brexVersion = brex?.version;
  useEffect(() => {
    if (!backend || !projectId || !brexKey || !brexVersion) return;
    let live = true;
    readObjectText(backend, projectId, brexKey)
      .then((text) => live && setRead({ version: brexVersion, text }))
      .catch((cause: unknown) => {
        console.error('Project BREX could not be read', cause);
        if (live) setRead({ version: brexVersion });
      });
    return () => {
      live = false;
    };
  }, [backend, projectId, brexKey, brexVersion]);

  // One object per state, so effects that depend on it run only when it changes.
  return useMemo((): ProjectRulesState => {
    if (!project || !found) return { status: 'none' };
    if (!found.settings.ok)
      return {
        status: 'unusable',
        message: `${project.name}'s settings are incomplete (${found.settings.problems[0]}): only the specification's rules apply.`,
      };
    const base = { name: project.name, settings: found.settings.value };
    if (!('code' in found)) return { status: 'ready', project: base };
    if (!brex)
      return {
        status: 'ready',
        project: base,
        note: `The project BREX ${found.code} is not in the library: its rules are not used.`,
      };
    if (read?.version !== brex.version) return { status: 'loading' };
    return read.text === undefined
      ? {
          status: 'ready',
          project: base,
          note: 'The project BREX could not be read: its rules are not used.',
        }
      : { status: 'ready', project: { ...base, brexText: read.text } };
  }, [project, found, brex, read]);
}

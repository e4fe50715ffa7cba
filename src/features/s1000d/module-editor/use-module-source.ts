import { useCallback, useEffect, useState } from 'react';
import type { Backend } from '../../../data/backend.ts';
import { useSession } from '../../../session/session-context.ts';
import type { OpenedIssue, StoredIssue } from '../../../data/s1000d-store-types.ts';
import { openForEditing, type EditorText } from '../../../s1000d/authoring/editor-text.ts';

/** The issue an author edits: its stored bytes decoded as written, and where it stands. */
export type ModuleSource = {
  opened: OpenedIssue;
  issue: StoredIssue;
  original: EditorText;
  kind: string;
};

export const SOURCE_TEXT = {
  missing: 'This object is not in the project.',
  notXml: 'Only data modules and other XML objects can be edited here.',
  failed: 'The object could not be read. Please try again.',
} as const;

async function readSource(
  backend: Backend,
  projectId: string,
  objectKey: string,
): Promise<ModuleSource> {
  const object = await backend.s1000dObjects.getObject(projectId, objectKey);
  if (!object) throw new Error(SOURCE_TEXT.missing);
  const { issueNumber, inWork } = object.current;
  const issue = [...object.issues]
    .reverse()
    .find((i) => i.issueNumber === issueNumber && i.inWork === inWork);
  if (!issue) throw new Error(SOURCE_TEXT.missing);
  if (issue.mediaType !== 'application/xml') throw new Error(SOURCE_TEXT.notXml);
  const bytes = await backend.s1000dObjects.readContent(projectId, issue);
  return {
    opened: { issueNumber, inWork, issueCount: object.issues.length },
    issue,
    original: openForEditing(bytes),
    kind: object.kind,
  };
}

function messageOf(cause: unknown): string {
  console.error('Reading the object to edit failed', cause);
  const message = (cause as Error).message;
  return (Object.values(SOURCE_TEXT) as string[]).includes(message) ? message : SOURCE_TEXT.failed;
}

/** Reads the object's current issue; `reload` reads it again (after a save, or a conflict). */
export function useModuleSource(projectId: string, objectKey: string) {
  const { backend } = useSession();
  const [source, setSource] = useState<ModuleSource | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!backend) return;
    let live = true;
    readSource(backend, projectId, objectKey).then(
      (read) => live && setSource(read),
      (cause: unknown) => live && setError(messageOf(cause)),
    );
    return () => {
      live = false;
    };
  }, [backend, projectId, objectKey]);

  const reload = useCallback(async (): Promise<ModuleSource | null> => {
    if (!backend) return null;
    try {
      const read = await readSource(backend, projectId, objectKey);
      setSource(read);
      return read;
    } catch (cause) {
      setError(messageOf(cause));
      return null;
    }
  }, [backend, projectId, objectKey]);

  /** The object's current issue now, without making it the one being edited. */
  const peek = useCallback(
    () => (backend ? readSource(backend, projectId, objectKey) : Promise.resolve(null)),
    [backend, projectId, objectKey],
  );

  return { source, error, reload, peek };
}

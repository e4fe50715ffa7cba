import { useCallback } from 'react';
import { useParams } from 'react-router';
import { publicationModuleViewPath } from '../../../lib/s1000d-viewer-paths.ts';
import { PublicationReader } from './publication-reader.tsx';

/**
 * /publication-module-view/:projectId/:moduleId: one publication module, read only. The same
 * reader as the S1000D viewer, reached from the publication module tools.
 */
export default function PublicationModuleViewPage() {
  const { projectId = '', moduleId = '' } = useParams();
  const pathFor = useCallback(
    (objectKey: string, extra?: string) =>
      `${publicationModuleViewPath(projectId, moduleId, objectKey)}${extra ? `&${extra}` : ''}`,
    [projectId, moduleId],
  );
  return (
    <PublicationReader
      key={`${projectId}/${moduleId}`}
      projectId={projectId}
      publicationKey={moduleId}
      pathFor={pathFor}
    />
  );
}

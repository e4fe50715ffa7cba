import { useCallback } from 'react';
import { useParams } from 'react-router';
import { publicationViewerPath } from '../../../lib/s1000d-viewer-paths.ts';
import { PublicationReader } from './publication-reader.tsx';

/** /tools/s1000d-viewer/:projectId/:publicationId: a publication, read as an IETP. */
export default function PublicationViewerPage() {
  const { projectId = '', publicationId = '' } = useParams();
  const pathFor = useCallback(
    (objectKey: string, extra?: string) =>
      `${publicationViewerPath(projectId, publicationId, objectKey)}${extra ? `&${extra}` : ''}`,
    [projectId, publicationId],
  );
  return (
    <PublicationReader
      key={`${projectId}/${publicationId}`}
      projectId={projectId}
      publicationKey={publicationId}
      pathFor={pathFor}
    />
  );
}

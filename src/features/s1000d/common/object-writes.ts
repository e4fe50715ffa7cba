import type { ObjectWrite } from '../../../data/s1000d-store-types.ts';
import type { UploadDecision } from '../../../s1000d/csdb/upload-plan.ts';

const MEDIA_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  cgm: 'image/cgm',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  webm: 'video/webm',
  glb: 'model/gltf-binary',
  gltf: 'model/gltf+json',
  stl: 'model/stl',
};

/** The media type a download and the viewer use; XML unless the row says otherwise. */
export function mediaTypeOf(extension: string | undefined): string {
  return (extension && MEDIA_TYPES[extension.toLowerCase()]) || 'application/xml';
}

/** The objects an upload plan stores, as the repository writes them. */
export function objectWritesOf(decisions: readonly UploadDecision[]): ObjectWrite[] {
  return decisions.flatMap((d) => {
    if (!d.write || !d.listing || !d.bytes || !d.key) return [];
    const [issueNumber = '000', inWork = '00'] = (d.issue ?? '000-00').split('-');
    const stored = d.outcome === 'nameMismatch' ? d.storedAs : d.outcome;
    return [
      {
        key: d.key,
        kind: d.listing.t,
        issueNumber,
        inWork,
        mediaType: mediaTypeOf(d.listing.x),
        bytes: d.bytes,
        sha256: d.listing.h,
        row: d.listing,
        becomesCurrent: d.current !== false,
        action: stored === 'added' ? 'add' : 'new-issue',
        detail: d.path.slice(0, 500),
      },
    ];
  });
}

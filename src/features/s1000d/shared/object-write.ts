import type { ObjectWrite } from '../../../data/s1000d-store-types.ts';
import type { ClassifiedObject } from '../../../s1000d/csdb/classify.ts';

const MEDIA_TYPES: Record<string, string> = {
  glb: 'model/gltf-binary',
  gltf: 'model/gltf+json',
  stl: 'model/stl',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  cgm: 'image/cgm',
};

/** A classified file as the store's write: its bytes, key, issue and listing row, made current. */
export function objectWriteOf(
  object: ClassifiedObject,
  bytes: Uint8Array,
  action: ObjectWrite['action'] = 'add',
): ObjectWrite {
  const extension = object.fileName.split('.').pop()?.toLowerCase() ?? '';
  return {
    key: object.key,
    kind: object.kind,
    issueNumber: object.listing.i ?? '000',
    inWork: object.listing.w ?? '01',
    mediaType:
      MEDIA_TYPES[extension] ??
      (object.kind === 'icn' ? 'application/octet-stream' : 'application/xml'),
    bytes,
    sha256: object.listing.h,
    row: object.listing as unknown as ObjectWrite['row'],
    becomesCurrent: true,
    action,
  };
}

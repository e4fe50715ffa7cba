/**
 * What a CSDB object is. Data modules of every schema (BREX, ACT, CCT, PCT and CIR
 * included) are 'dm'; a DME is a 'dm' with an extension, a PME a 'pm'.
 */
export const OBJECT_KINDS = [
  'dm',
  'pm',
  'dml',
  'ddn',
  'comment',
  'upf',
  'imf',
  'smc',
  'icn',
] as const;
export type ObjectKind = (typeof OBJECT_KINDS)[number];

export const OBJECT_KIND_NAMES: Record<ObjectKind, string> = {
  dm: 'Data module',
  pm: 'Publication module',
  dml: 'Data management list',
  ddn: 'Data dispatch note',
  comment: 'Comment',
  upf: 'Data update file',
  imf: 'ICN metadata file',
  smc: 'SCORM content package',
  icn: 'Illustration or multimedia (ICN)',
};

/** The root element each XML kind has (Issue 3.0 to 6 use the same names). */
export const KIND_BY_ROOT: Readonly<Record<string, ObjectKind>> = {
  dmodule: 'dm',
  pm: 'pm',
  dml: 'dml',
  ddn: 'ddn',
  comment: 'comment',
  dataUpdateFile: 'upf',
  icnMetadataFile: 'imf',
  scormContentPackage: 'smc',
};

/** Kinds whose identity includes a language (a translation is a different object). */
export const KINDS_WITH_LANGUAGE: ReadonlySet<ObjectKind> = new Set([
  'dm',
  'pm',
  'comment',
  'upf',
  'smc',
]);

/** ICN media, told by file extension; the value is what the listing shows as the "schema". */
export const ICN_MEDIA = [
  'svg',
  'png',
  'jpeg',
  'gif',
  'tiff',
  'cgm',
  'pdf',
  'video',
  'audio',
  '3d',
] as const;
export type IcnMedia = (typeof ICN_MEDIA)[number];

const MEDIA_BY_EXTENSION: Readonly<Record<string, IcnMedia>> = {
  svg: 'svg',
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  gif: 'gif',
  tif: 'tiff',
  tiff: 'tiff',
  cgm: 'cgm',
  pdf: 'pdf',
  mp4: 'video',
  m4v: 'video',
  webm: 'video',
  ogv: 'video',
  mov: 'video',
  avi: 'video',
  mpg: 'video',
  mpeg: 'video',
  wmv: 'video',
  swf: 'video',
  mp3: 'audio',
  wav: 'audio',
  ogg: 'audio',
  m4a: 'audio',
  glb: '3d',
  gltf: '3d',
  stl: '3d',
  obj: '3d',
  u3d: '3d',
  prc: '3d',
  jt: '3d',
  x3d: '3d',
  wrl: '3d',
  stp: '3d',
  step: '3d',
  igs: '3d',
  iges: '3d',
};

export function icnMediaOf(extension: string): IcnMedia | undefined {
  return MEDIA_BY_EXTENSION[extension.toLowerCase()];
}

export const ICN_EXTENSIONS = Object.keys(MEDIA_BY_EXTENSION);

/**
 * Leading bytes a raster or PDF file must start with. A file that claims to be a PNG and is
 * not is refused as damaged rather than stored and later shown as a broken picture.
 */
const SIGNATURES: Partial<Record<IcnMedia, readonly number[][]>> = {
  png: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  jpeg: [[0xff, 0xd8, 0xff]],
  gif: [
    [0x47, 0x49, 0x46, 0x38, 0x37, 0x61],
    [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
  ],
  tiff: [
    [0x49, 0x49, 0x2a, 0x00],
    [0x4d, 0x4d, 0x00, 0x2a],
  ],
  pdf: [[0x25, 0x50, 0x44, 0x46, 0x2d]],
};

/** True when the bytes start as the media type requires (types without a signature pass). */
export function hasMediaSignature(media: IcnMedia, bytes: Uint8Array): boolean {
  const signatures = SIGNATURES[media];
  if (!signatures) return true;
  return signatures.some((sig) => sig.every((b, i) => bytes[i] === b));
}

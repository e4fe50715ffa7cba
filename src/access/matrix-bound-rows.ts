import { nobody } from './matrix-s1000d-rows.ts';

const PBS = 'pbsProjects';
const IPS = 'ipsProjects';
const DRAFTS = 'ipsProjectDrafts';

/**
 * The fields decision 1500 bounded after decisions 1300 and 1400: what older versions stored
 * (as one JSON text each), values only administrators write, and ids and keys that were
 * checked for their number but not their length. Each is refused for every actor.
 */
export const BOUND_ROWS = [
  nobody(PBS, 'create-long-legacy-text', 'create with legacyFields as a 200,001-character text'),
  nobody(PBS, 'create-legacy-map', 'create with legacyFields as a map (a 100 KB value)'),
  nobody(PBS, 'update-legacy-map', 'add legacyFields as a map to own breakdown'),
  nobody(IPS, 'create-long-metadata-text', 'create with metadata as a 200,001-character text'),
  nobody(IPS, 'create-metadata-map', 'create with metadata as a map (a 100 KB value)'),
  nobody(DRAFTS, 'create-long-form-text', 'create with form as a 200,001-character text'),
  nobody(DRAFTS, 'create-form-map', 'create with form as a map (a 100 KB value)'),
  nobody('plmData', 'create-long-data-text', 'create with dataText of 1,000,001 characters'),
  nobody('plmData', 'create-data-map', 'create with data as a map (a 100 KB value), not text'),
  nobody('sessions', 'admin-text-time', "set a session's expiresAt to a 100 KB text"),
  nobody('ipsBuckets', 'create-long-id', 'create a bucket whose id field has 129 characters'),
  nobody('todos', 'create-long-bucket', 'create a to-do naming a 129-character bucket id'),
  nobody('courseProgress', 'write-long-answer-key', 'save an answer under a 1,013-character key'),
  nobody('s1000dProjects', 'long-member-id', 'add a member with a 129-character id to A'),
];

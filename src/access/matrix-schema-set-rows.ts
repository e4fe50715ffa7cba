import { MATRIX_S1000D, rightsIn } from './matrix-s1000d.ts';
import { decided, nobody } from './matrix-s1000d-rows.ts';

const { member, other } = MATRIX_S1000D;
const SETS = 's1000dProjects/schemaSets';

/**
 * A project's uploaded S1000D schema sets (decision 1240): members read them; managers, with
 * schemas edit, store and remove them. Decided by src/access's s1000dRights.
 */
export const SCHEMA_SET_ROWS = [
  decided(SETS, 'get', 'read a schema set of A', (a) => rightsIn(member, a).read),
  decided(SETS, 'save', 'store a schema set in A', (a) => rightsIn(member, a).manage),
  decided(
    SETS,
    'save-other',
    "store a schema set in B (another team's)",
    (a) => rightsIn(other, a).manage,
  ),
  decided(SETS, 'delete', 'remove a schema set of A', (a) => rightsIn(member, a).manage),
  nobody(SETS, 'save-unknown-issue', 'store a schema set for an issue the site does not know'),
  nobody(SETS, 'save-long-files', 'store a schema set whose files are a 150,001-character text'),
  nobody(SETS, 'save-files-list', 'store a schema set whose files are a list (a 100 KB name)'),
  nobody(SETS, 'save-no-files', 'store a schema set of no files'),
  nobody(SETS, 'save-as-other', 'store a schema set naming another user as its uploader'),
];

import { MATRIX_S1000D, rightsIn } from './matrix-s1000d.ts';
import { decided, nobody } from './matrix-s1000d-rows.ts';

const { member } = MATRIX_S1000D;
const PATTERNS = 's1000dProjects/issuePatterns';

/**
 * A project's issue patterns (decision 1100): members read them; authors and above, with
 * schemas edit, write and remove them. Decided by src/access's s1000dRights.
 */
export const PATTERN_ROWS = [
  decided(PATTERNS, 'get', 'read a pattern of A', (a) => rightsIn(member, a).read),
  decided(PATTERNS, 'save', 'save a pattern in A', (a) => rightsIn(member, a).writeObjects),
  decided(PATTERNS, 'delete', 'remove a pattern of A', (a) => rightsIn(member, a).writeObjects),
  nobody(PATTERNS, 'save-invalid', 'save a pattern with an unknown kind'),
  nobody(
    PATTERNS,
    'save-long-examples',
    'save a pattern whose examples are a 500,001-character text',
  ),
  nobody(PATTERNS, 'save-examples-list', 'save a pattern whose examples are a list (a 100 KB one)'),
  nobody(PATTERNS, 'save-as-other', 'save a pattern naming another user as its author'),
];

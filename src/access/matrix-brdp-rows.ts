import { MATRIX_S1000D, rightsIn } from './matrix-s1000d.ts';
import { decided, nobody } from './matrix-s1000d-rows.ts';

const { member } = MATRIX_S1000D;
const INDEX = 's1000dProjects/brdpIndex';
const DECISIONS = 's1000dProjects/brdpDecisions';

/**
 * A project's BRDPs (decision 803): managers import the index, authors and above record
 * decisions, each with schemas edit; members read both. Decided by src/access's s1000dRights.
 */
export const BRDP_ROWS = [
  decided(INDEX, 'get', "read A's BRDP index", (a) => rightsIn(member, a).read),
  decided(INDEX, 'import', 'import a new BRDP index into A', (a) => rightsIn(member, a).manage),
  decided(INDEX, 'import-part', 'write a new index part of A', (a) => rightsIn(member, a).manage),
  nobody(INDEX, 'import-invalid', 'write an index part whose rows are a list'),
  nobody(INDEX, 'import-map', 'write an index part whose rows are a map (a 100 KB title)'),
  nobody(INDEX, 'import-long-part', 'write an index part whose rows are a 700,001-character text'),
  decided(DECISIONS, 'get', 'read a decision of A', (a) => rightsIn(member, a).read),
  decided(DECISIONS, 'save', 'record a decision in A', (a) => rightsIn(member, a).writeObjects),
  nobody(DECISIONS, 'save-invalid', 'record a decision with an unknown field'),
  nobody(DECISIONS, 'save-long-rule', 'record a decision naming a 100 KB BREX rule id'),
  nobody(DECISIONS, 'delete', 'delete a decision'),
];

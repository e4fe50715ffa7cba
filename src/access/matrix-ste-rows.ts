import { MATRIX_S1000D, rightsIn } from './matrix-s1000d.ts';
import { decided, nobody } from './matrix-s1000d-rows.ts';

const { member } = MATRIX_S1000D;
const SETTINGS = 's1000dProjects/ste';
const RUNS = 's1000dProjects/steRuns';

/**
 * A project's STE settings and run history (decision 1062): members read them; authors and
 * above, with schemas edit, save the settings and record runs; a kept run is never rewritten.
 */
export const STE_ROWS = [
  decided(SETTINGS, 'get', 'read the STE settings of A', (a) => rightsIn(member, a).read),
  decided(SETTINGS, 'save', 'save the STE settings of A', (a) => rightsIn(member, a).writeObjects),
  nobody(SETTINGS, 'save-invalid', 'save STE settings with a severity the rules do not know'),
  nobody(SETTINGS, 'save-as-other', 'save STE settings naming another user'),
  nobody(
    SETTINGS,
    'save-long-key',
    'save STE settings choosing a text type for a 201-character key',
  ),
  nobody(SETTINGS, 'delete', 'remove the STE settings'),
  decided(RUNS, 'get', 'read an STE run of A', (a) => rightsIn(member, a).read),
  decided(RUNS, 'record', 'record an STE run in A', (a) => rightsIn(member, a).writeObjects),
  nobody(RUNS, 'rewrite', 'change a recorded STE run'),
  nobody(RUNS, 'wrong-slot', 'record an STE run outside its slot of the last 50'),
  nobody(RUNS, 'record-as-other', 'record an STE run naming another user'),
  nobody(RUNS, 'delete', 'remove a recorded STE run'),
];

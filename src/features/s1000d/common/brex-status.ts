import type { BrexMark } from '../../../data/s1000d-store-types.ts';

export const BREX_STATUS_KEYS = [
  'passed',
  'failed',
  'not checked',
  'out of date',
  'not checked in full',
] as const;
/** What the library filters on: the last check's outcome for the object's current issue. */
export type BrexStatusKey = (typeof BREX_STATUS_KEYS)[number];

export type BrexStatus = { key: BrexStatusKey; label: string; detail: string };

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * An object's BREX status from its mark. A mark made on other bytes than the current issue's
 * is out of date: the object has had a new issue since it was checked.
 */
export function brexStatusOf(mark: BrexMark | null, sha256: string): BrexStatus {
  if (!mark)
    return { key: 'not checked', label: 'Not checked', detail: 'No BREX check has been kept.' };
  const against = mark.against === 'default' ? 'its default BREX' : 'its BREX chain';
  const when = mark.at ? ` on ${mark.at.toISOString().slice(0, 10)}` : '';
  if (mark.sha256 !== sha256)
    return {
      key: 'out of date',
      label: 'Out of date',
      detail: `An earlier issue was checked${when}; check again.`,
    };
  switch (mark.status) {
    case 'passed':
      return { key: 'passed', label: 'Passed', detail: `Passed ${against}${when}.` };
    case 'failed':
      return {
        key: 'failed',
        label: plural(mark.errors, 'error'),
        detail: `${plural(mark.errors, 'error')} against ${against}${when}.`,
      };
    case 'noBrex':
      return {
        key: 'not checked in full',
        label: 'No BREX named',
        detail: `The object names no BREX in brexDmRef${when}.`,
      };
    case 'brexNotFound':
      return {
        key: 'not checked in full',
        label: 'BREX not found',
        detail: `A BREX of its chain is not in the project${when}.`,
      };
    case 'unreadable':
      return {
        key: 'failed',
        label: 'Unreadable',
        detail: `The checker could not read it${when}.`,
      };
    case 'incomplete':
      return {
        key: 'not checked in full',
        label: 'Incomplete',
        detail: `Some rules were left out: the object used up its XPath budget${when}.`,
      };
  }
}

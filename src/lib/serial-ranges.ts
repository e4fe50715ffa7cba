/**
 * Serial numbers as S1000D applicability compares them (`a~b`): as numbers when both are
 * numbers, else as text. Text compares in the natural order only at one length, so a
 * variant's ranges share one kind: numbers, or text of one length (decision 702).
 */
export type SerialKind = 'number' | `text-${number}`;

export const SERIAL_PATTERN = /^[A-Z0-9-]{1,20}$/;

export function serialKind(serial: string): SerialKind {
  return /^\d+$/.test(serial) ? 'number' : `text-${serial.length}`;
}

/** Negative, zero or positive, as `a` comes before, equals or follows `b` (same kind). */
export function compareSerials(a: string, b: string): number {
  let [x, y] = [a, b];
  if (serialKind(a) === 'number' && serialKind(b) === 'number') {
    // Numbers of any length: without leading zeros, the longer is the larger.
    [x, y] = [a.replace(/^0+(?=\d)/, ''), b.replace(/^0+(?=\d)/, '')];
    if (x.length !== y.length) return x.length - y.length;
  }
  return x < y ? -1 : x > y ? 1 : 0;
}

type Range = { from: string; to: string };

export function rangesOverlap(a: Range, b: Range): boolean {
  return compareSerials(a.from, b.to) <= 0 && compareSerials(b.from, a.to) <= 0;
}

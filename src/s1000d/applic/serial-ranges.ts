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

/** The serial number after this one: a number plus one; text with its last digits plus one. */
export function nextSerial(serial: string): string | null {
  if (/^\d+$/.test(serial)) {
    const next = (BigInt(serial) + 1n).toString();
    return next.length < serial.length ? next.padStart(serial.length, '0') : next;
  }
  const m = /^(.*?)(\d+)$/.exec(serial);
  if (!m) return null;
  const digits = (BigInt(m[2]!) + 1n).toString().padStart(m[2]!.length, '0');
  return digits.length === m[2]!.length ? `${m[1]!}${digits}` : null;
}

/** Every serial number of a range, or null when the range cannot be listed (or exceeds limit). */
export function serialsOf(range: Range, limit: number): string[] | null {
  const serials: string[] = [];
  let current: string | null = range.from;
  while (current !== null && compareSerials(current, range.to) <= 0) {
    if (serials.length >= limit) return null;
    serials.push(current);
    if (current === range.to) return serials;
    current = nextSerial(current);
  }
  return current === null || serials.at(-1) !== range.to ? null : serials;
}

/** Serial numbers (of one kind) gathered into the fewest ranges of consecutive numbers. */
export function rangesOfSerials(serials: readonly string[]): Range[] {
  const sorted = [...new Set(serials)].sort(compareSerials);
  const ranges: Range[] = [];
  for (const serial of sorted) {
    const last = ranges.at(-1);
    if (last && nextSerial(last.to) === serial) last.to = serial;
    else ranges.push({ from: serial, to: serial });
  }
  return ranges;
}

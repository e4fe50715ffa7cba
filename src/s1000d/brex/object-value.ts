import type { ObjectValue } from './brex-model';

const NUMBER = /^\s*[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?\s*$/;

/**
 * S1000D range/set notation: "a~b" is a range (numeric when value and both ends are numbers,
 * otherwise compared as text), "a|b|c" a set of alternatives, and the two combine.
 */
export function matchesRangeNotation(value: string, notation: string): boolean {
  return notation.split('|').some((alternative) => {
    const tilde = alternative.indexOf('~');
    if (tilde < 0) return value === alternative;
    const low = alternative.slice(0, tilde);
    const high = alternative.slice(tilde + 1);
    if (NUMBER.test(low) && NUMBER.test(high) && NUMBER.test(value)) {
      const n = Number(value);
      return n >= Number(low) && n <= Number(high);
    }
    return value >= low && value <= high;
  });
}

const patternCache = new Map<string, RegExp | null>();

/** XSD-style pattern: anchored at both ends; null when the pattern does not compile. */
export function compilePattern(pattern: string): RegExp | null {
  let compiled = patternCache.get(pattern);
  if (compiled === undefined) {
    try {
      compiled = new RegExp(`^(?:${pattern})$`, 'u');
    } catch {
      try {
        compiled = new RegExp(`^(?:${pattern})$`);
      } catch {
        compiled = null;
      }
    }
    patternCache.set(pattern, compiled);
  }
  return compiled;
}

export function matchesObjectValue(value: string, objectValue: ObjectValue): boolean {
  switch (objectValue.valueForm) {
    case 'single':
      return value === objectValue.valueAllowed;
    case 'range':
      return matchesRangeNotation(value, objectValue.valueAllowed);
    case 'pattern':
      return compilePattern(objectValue.valueAllowed)?.test(value) ?? false;
  }
}

export function matchesAnyObjectValue(
  value: string,
  objectValues: readonly ObjectValue[],
): boolean {
  return objectValues.some((v) => matchesObjectValue(value, v));
}

// ---- s1kd-brexcheck's own value tests (-c), reproduced exactly ----

/** strtod accepting only a whole number: leading blanks, sign, decimal, hex, inf or nan. */
function parseCNumber(text: string): number | undefined {
  const s = text.replace(/^[ \t\n\v\f\r]+/, '');
  if (/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(s)) return Number(s);
  if (/^[-+]?0[xX]([0-9a-fA-F]+\.?[0-9a-fA-F]*|\.[0-9a-fA-F]+)([pP][-+]?\d+)?$/.test(s)) {
    const negative = s.startsWith('-');
    const body = s.replace(/^[-+]?0[xX]/, '');
    const [mantissa, exponent] = body.split(/[pP]/);
    const [whole, fraction = ''] = mantissa!.split('.');
    const value =
      (parseInt(whole || '0', 16) +
        (fraction ? parseInt(fraction, 16) / 16 ** fraction.length : 0)) *
      2 ** Number(exponent ?? 0);
    return negative ? -value : value;
  }
  if (/^[-+]?(inf|infinity)$/i.test(s)) return s.startsWith('-') ? -Infinity : Infinity;
  if (/^[-+]?nan(\([0-9A-Za-z_]*\))?$/i.test(s)) return NaN;
  return undefined;
}

/** strcmp on UTF-8 bytes: the order of code points (not of UTF-16 units). */
export function compareCodePoints(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.codePointAt(i)!;
    const y = b.codePointAt(i)!;
    if (x !== y) return x - y;
    if (x > 0xffff) i++;
  }
  return a.length - b.length;
}

/** strtok: the non-empty pieces between separators. */
const tokens = (text: string, separator: string) => text.split(separator).filter((t) => t !== '');

/** "a~b": numeric when all three are numbers, else by code point; no "~": equality. */
function inS1kdRange(value: string, range: string): boolean {
  if (!range.includes('~')) return value === range;
  const [first, last] = tokens(range, '~');
  if (first === undefined || last === undefined) return false;
  const f = parseCNumber(first);
  const l = parseCNumber(last);
  const v = parseCNumber(value);
  if (f !== undefined && l !== undefined && v !== undefined) return v - f >= 0 && v - l <= 0;
  return compareCodePoints(value, first) >= 0 && compareCodePoints(value, last) <= 0;
}

/**
 * valueForm="range": S1000D set and range notation as s1kd-brexcheck reads it. Its loop over
 * the "|" alternatives and its range test share one strtok state, so the alternatives after
 * the first one holding a "~" are never tried: "a~c|x" admits b but not x.
 */
export function inS1kdSet(value: string, set: string): boolean {
  if (!set.includes('|')) return inS1kdRange(value, set);
  for (const alternative of tokens(set, '|')) {
    if (inS1kdRange(value, alternative)) return true;
    if (alternative.includes('~')) return false;
  }
  return false;
}

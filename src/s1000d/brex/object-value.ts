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

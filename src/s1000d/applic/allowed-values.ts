import { compilePattern, matchesRangeNotation } from '../brex/object-value';
import type { ApplicProperty } from './applic-tables';

/** Why a value is not allowed by its ACT/CCT property, or null when it is. */
export function disallowedValue(value: string, property: ApplicProperty): string | null {
  if (property.values !== undefined && !matchesRangeNotation(value, property.values)) {
    return `"${value}" is not one of the allowed values (${property.values.split('|').join(', ')})`;
  }
  if (property.pattern !== undefined) {
    const pattern = compilePattern(property.pattern);
    if (pattern && !pattern.test(value))
      return `"${value}" does not match the pattern ${property.pattern}`;
  }
  return null;
}

/**
 * Why the values of an assert (a|b sets, a~b ranges) are not allowed, one reason per value
 * (both ends of a range must be allowed); empty when all are.
 */
export function disallowedValues(values: string, property: ApplicProperty): string[] {
  if (values.trim() === '') return ['no value is given'];
  return values.split('|').flatMap((alternative) => {
    const ends = alternative.split('~');
    if (ends.length > 2 || ends.some((e) => e === ''))
      return [`"${alternative}" is not a value or a range low~high`];
    return ends.flatMap((end) => disallowedValue(end, property) ?? []);
  });
}

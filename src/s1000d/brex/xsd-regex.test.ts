import { describe, expect, it } from 'vitest';
import { compareCodePoints, inS1kdSet } from './object-value';
import { translateXsdPattern } from './xsd-regex';

const matches = (pattern: string, value: string) => translateXsdPattern(pattern)?.test(value);

describe('XML Schema patterns as libxml2 reads them', () => {
  it.each([
    ['[A-Z0-9]{2}', 'D0', true],
    ['[A-Z0-9]{2}', 'D00', false],
    ['(([A-Z0-9]{2})|([A-Z0-9]{4}))', '0000', true],
    ['^[a-z]+$', 'abc', false],
    ['^[a-z]+$', '^abc$', true],
    ['a.c', 'a\nc', false],
    ['a.c', 'abc', true],
    ['\\s', '\u00a0', false],
    ['\\d+', '١٢', true],
    ['[a-z-[aeiou]]+', 'bcd', true],
    ['[a-z-[aeiou]]+', 'bad', false],
    ['\\p{Lu}+', 'ABC', true],
    ['a|', '', true],
    ['x{2,3}', 'xxxx', false],
  ])('%s on %j → %s', (pattern, value, expected) => {
    expect(matches(pattern, value)).toBe(expected);
  });

  it.each(['a\\ b', 'a*?', '(?:a)', '[a', 'a{3,2}', '\\q', '\\1', '{1}'])(
    'refuses %s, which is not XSD (s1kd-brexcheck then admits every value)',
    (pattern) => {
      expect(translateXsdPattern(pattern)).toBeNull();
    },
  );
});

describe('range and set values as s1kd-brexcheck tests them', () => {
  it.each([
    ['5', '1~10', true],
    ['0x5', '1~10', true],
    ['20', '3~100', true],
    ['abc', 'a~b', true],
    ['b', 'a~c|x', true],
    ['x', 'a~c|x', false],
    ['x', 'x|a~c', true],
    ['a', '|a|', true],
    ['5', '1~inf', true],
    ['inf', '1~inf', false],
  ])('%j in %j → %s', (value, set, expected) => {
    expect(inS1kdSet(value, set)).toBe(expected);
  });

  it('orders text by code point, as strcmp on UTF-8 does', () => {
    expect(compareCodePoints('\u{1F600}', '\uFFFD')).toBeGreaterThan(0);
    expect('\u{1F600}' < '\uFFFD').toBe(true);
  });
});

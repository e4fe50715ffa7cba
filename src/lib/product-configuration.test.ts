import { describe, expect, it } from 'vitest';
import type { ProductModel, ProductVariant } from '../domain/product-configurations.ts';
import {
  CONFIGURATION_TEXT as T,
  parseModifications,
  validateModel,
  validateModels,
  validateRange,
  validateVariant,
} from './product-configuration.ts';
import { compareSerials, rangesOverlap } from '../s1000d/applic/serial-ranges.ts';

const range = (from: string, to: string, modifications: string[] = []) => ({
  id: `${from}-${to}`,
  from,
  to,
  modifications,
});
const variant = (ranges = [range('1', '100')]): ProductVariant => ({
  id: 'v',
  code: 'STD',
  name: '',
  ranges,
});
const model = (variants = [variant()]): ProductModel => ({
  id: 'm',
  modelIdentCode: 'BIKE',
  name: 'Bicycle',
  variants,
});

describe('serial numbers', () => {
  it('compares numbers as numbers, leading zeros and length included', () => {
    expect(compareSerials('9', '10')).toBeLessThan(0);
    expect(compareSerials('0010', '10')).toBe(0);
    expect(compareSerials('123456789012345678901', '99')).toBeGreaterThan(0);
    expect(compareSerials('SN0002', 'SN0010')).toBeLessThan(0);
  });
  it('finds overlaps, touching ends included', () => {
    expect(rangesOverlap(range('1', '100'), range('100', '200'))).toBe(true);
    expect(rangesOverlap(range('1', '99'), range('100', '200'))).toBe(false);
    expect(rangesOverlap(range('50', '60'), range('1', '100'))).toBe(true);
  });
});

describe('validateModel and validateVariant', () => {
  it('needs an S1000D model identification code, unique in the project', () => {
    expect(validateModel([], { modelIdentCode: '', name: '' })).toBe(T.micRequired);
    expect(validateModel([], { modelIdentCode: 'B', name: '' })).toBe(T.micFormat);
    expect(validateModel([], { modelIdentCode: 'BIKE-1', name: '' })).toBe(T.micFormat);
    expect(validateModel([], { modelIdentCode: 'ABCDEFGHIJKLMNO', name: '' })).toBe(T.micFormat);
    expect(validateModel([model()], { modelIdentCode: 'BIKE', name: '' })).toBe(T.micTaken('BIKE'));
    expect(validateModel([model()], { modelIdentCode: 'S1000DBIKE', name: 'x' })).toBeNull();
    expect(validateModel([], { modelIdentCode: 'AB', name: 'x'.repeat(101) })).toBe(T.nameTooLong);
  });
  it('needs a variant code unique in its model', () => {
    expect(validateVariant(model(), { code: '', name: '' })).toBe(T.variantRequired);
    expect(validateVariant(model(), { code: 'A B', name: '' })).toBe(T.variantFormat);
    expect(validateVariant(model(), { code: 'STD', name: '' })).toBe(T.variantTaken('STD', 'BIKE'));
    expect(validateVariant(model(), { code: 'SPORT-2', name: 'Sport' })).toBeNull();
  });
});

describe('validateRange', () => {
  const check = (from: string, to: string, modifications: string[] = [], v = variant()) =>
    validateRange(v, { from, to, modifications });
  it('accepts a range after the existing one, with modifications', () => {
    expect(check('101', '200', ['MOD-1', 'MOD-2'])).toBeNull();
  });
  it('refuses overlaps, naming the range overlapped', () => {
    expect(check('50', '150')).toBe(T.overlap('50', '150', range('1', '100')));
    expect(check('0100', '0100')).toBe(T.overlap('0100', '0100', range('1', '100')));
  });
  it('refuses bad shapes', () => {
    expect(check('', '5')).toBe(T.serialRequired);
    expect(check('1~5', '9')).toBe(T.serialFormat('1~5'));
    expect(check('300', '200')).toBe(T.serialOrder('300', '200'));
    expect(check('SN01', 'SN100')).toBe(T.serialShape);
    expect(check('101', 'A01')).toBe(T.serialShape);
    expect(check('SN01', 'SN99')).toBe(T.serialKind('1'));
    expect(check('101', '102', ['MOD 1'.replace(' ', '~')])).toBe(T.modificationFormat('MOD~1'));
    expect(check('101', '102', ['M1', 'M1'])).toBe(T.modificationTwice('M1'));
  });
  it('compares text serial numbers of one length in order', () => {
    const text = variant([range('SN0001', 'SN0099')]);
    expect(check('SN0100', 'SN0200', [], text)).toBeNull();
    expect(check('SN0050', 'SN0200', [], text)).toBe(
      T.overlap('SN0050', 'SN0200', range('SN0001', 'SN0099')),
    );
  });
});

describe('validateModels', () => {
  it('accepts a valid set and names where a bad one fails', () => {
    expect(validateModels([model([variant([range('1', '10'), range('11', '20')])])])).toBeNull();
    expect(validateModels([model([variant([range('1', '10'), range('5', '20')])])])).toBe(
      `Model BIKE, variant STD: ${T.overlap('5', '20', range('1', '10'))}`,
    );
    expect(validateModels([model(), model()])).toBe(`Model BIKE: ${T.micTaken('BIKE')}`);
  });
});

it('parseModifications splits on commas and spaces and capitalises', () => {
  expect(parseModifications(' mod-1, MOD-2;mod-3  ')).toEqual(['MOD-1', 'MOD-2', 'MOD-3']);
  expect(parseModifications('  ')).toEqual([]);
});

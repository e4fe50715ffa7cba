import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIKE_DIR } from '../../../s1000d/node/test-fixtures.ts';
import { xmldomParser } from '../../../s1000d/xml/xmldom-parser.ts';
import { customerInstance, type CustomerInstanceRequest } from './customer-instance.ts';

const PM = 'PMC-S1000DBIKE-C3002-EPWG1-00_000-01_EN-US.XML';
const files = Object.fromEntries(
  readdirSync(BIKE_DIR)
    .filter((n) => n === PM || n.startsWith('DMC-S1000DBIKE-'))
    .map((n) => [n, new Uint8Array(readFileSync(join(BIKE_DIR, n)))]),
);
const request: CustomerInstanceRequest = {
  files,
  pmKey: PM,
  values: [['prodattr/model', 'Brook trekker']],
  label: 'Brook trekker',
  extension: { extensionProducer: 'C3002', extensionCode: 'BT' },
};

describe('customerInstance (the page worker job)', { timeout: 60_000 }, () => {
  it('plans every instance as a new object, and as already there on a second run', async () => {
    const first = await customerInstance(request, [], xmldomParser);
    if (!first.ok) throw new Error(first.problems.join('; '));
    expect(first.pmFile).toBe('PME-C3002-BT-S1000DBIKE-C3002-00001-01_000-01_EN-US.XML');
    expect(first.decisions.length).toBeGreaterThan(1);
    expect(first.decisions.every((d) => d.outcome === 'added' && d.write)).toBe(true);
    const stored = first.decisions.map((d) => d.listing!);
    const again = await customerInstance(request, stored, xmldomParser);
    if (!again.ok) throw new Error(again.problems.join('; '));
    expect(again.decisions.some((d) => d.outcome === 'added')).toBe(false);
  });

  it('passes the engine refusal on, with nothing planned', async () => {
    const refused = await customerInstance({ ...request, values: [] }, [], xmldomParser);
    expect(refused).toEqual({
      ok: false,
      problems: ['Choose a product, or set at least one attribute value.'],
      decisions: [],
    });
  });
});

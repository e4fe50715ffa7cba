import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from './support/fixtures.ts';
import { openPageAs } from './support/login.ts';

const BIKE_DML = resolve(
  import.meta.dirname,
  '../tests/fixtures/s1000d/bike-4.1/DML-S1000DBIKE-C3002-C-2012-00001_001-01.XML',
);
const BRAKE_041 =
  '<dmCode modelIdentCode="BRAKE" systemDiffCode="AAA" systemCode="DA1" subSystemCode="0" subSubSystemCode="0" assyCode="00" disassyCode="00" disassyCodeVariant="AA" infoCode="041" infoCodeVariant="A" itemLocationCode="A"/>';

/** A partner's partial DMRL that changes or deletes the brake description. */
const partial = (seq: string, type: string, rpc: string) => ({
  name: `DML-S1000DBIKE-K0378-P-2026-${seq}_000-01.XML`,
  mimeType: 'application/xml',
  buffer: Buffer.from(
    `<dml><identAndStatusSection><dmlAddress><dmlIdent><dmlCode modelIdentCode="S1000DBIKE" senderIdent="K0378" dmlType="p" yearOfDataIssue="2026" seqNumber="${seq}"/><issueInfo issueNumber="000" inWork="01"/></dmlIdent><dmlAddressItems><issueDate year="2026" month="11" day="24"/></dmlAddressItems></dmlAddress><dmlStatus issueType="new"><security securityClassification="01"/></dmlStatus></identAndStatusSection><dmlContent><dmlEntry dmlEntryType="${type}"><dmRef><dmRefIdent>${BRAKE_041}</dmRefIdent><dmRefAddressItems><dmTitle><techName>Brake system</techName><infoName>Description of how it is made</infoName></dmTitle></dmRefAddressItems></dmRef><responsiblePartnerCompany enterpriseCode="${rpc}"/></dmlEntry></dmlContent></dml>`,
  ),
});

test('an author merges two partners’ lists into the DMRL and sees the conflict in the report', async ({
  page,
}) => {
  await openPageAs(page, 'ips-engineer', '/tools/wizards/s1000d/dmrl-merge', 'DMRL Merge');
  await page.getByLabel('DML files').setInputFiles({
    name: 'DML-S1000DBIKE-C3002-C-2012-00001_001-01.XML',
    mimeType: 'application/xml',
    buffer: readFileSync(BIKE_DML),
  });
  await page
    .getByLabel('DML files')
    .setInputFiles([partial('00001', 'c', 'K0378'), partial('00002', 'd', 'K0378')]);
  const lists = page.getByRole('list', { name: 'Lists to merge' });
  await expect(lists.getByRole('listitem')).toHaveCount(3);
  await expect(lists.getByRole('listitem').first()).toContainText('base');
  await page.getByRole('button', { name: 'Merge the lists' }).click();

  const result = page.getByRole('region', { name: 'Merged list' });
  await expect(result.getByRole('status')).toHaveText(
    'DML-S1000DBIKE-C3002-C-2012-00001_001-01.XML: 2 change(s), 1 conflict(s).',
  );
  const conflict = result.getByRole('row', { name: /^conflict/ });
  await expect(conflict).toContainText('DML-S1000DBIKE-K0378-P-2026-00002_000-01.XML');
  await expect(conflict).toContainText('this list deletes it');
  await expect(result.getByRole('row', { name: /^changed/ })).toContainText('"U8025" → "K0378"');

  const download = page.waitForEvent('download');
  await result.getByRole('button', { name: 'Download the merged DML' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('DML-S1000DBIKE-C3002-C-2012-00001_001-01.XML');
  expect(readFileSync((await file.path())!, 'utf8')).toContain('<dmlStatus issueType="changed"');
});

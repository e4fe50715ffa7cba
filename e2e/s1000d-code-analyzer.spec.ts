import { expect, test } from './support/fixtures.ts';
import { openPageAs } from './support/login.ts';

test('an author decodes a file name, sees a bad code explained and goes from XML back to the code', async ({
  page,
}) => {
  await openPageAs(page, 'ips-engineer', '/tools/wizards/s1000d/code-analyzer', 'Code Analyzer');

  const box = page.getByLabel('Codes, file names or XML');
  await box.fill(
    'DMC-S1000DBIKE-AAA-DA1-10-00-00AA-251A-A_007-00_EN-US.XML\nDMC-S1000DBIKE-AAA-DA1-10-00-00AA-25A-A',
  );
  await page.getByRole('button', { name: 'Analyze' }).click();
  const good = page.getByRole('region', {
    name: 'Analysis of DMC-S1000DBIKE-AAA-DA1-10-00-00AA-251A-A',
  });
  await expect(good.getByRole('row', { name: /Information code 251/ })).toContainText(
    'Clean with chemical agent',
  );
  await expect(good.getByLabel('XML of the code')).toContainText(
    '<dmCode modelIdentCode="S1000DBIKE" systemDiffCode="AAA" systemCode="DA1"',
  );
  await expect(good).toContainText(
    'File name: DMC-S1000DBIKE-AAA-DA1-10-00-00AA-251A-A_007-00_EN-US.XML',
  );
  await expect(good).toContainText('Valid against the specification');
  const bad = page.getByRole('region', {
    name: 'Analysis of DMC-S1000DBIKE-AAA-DA1-10-00-00AA-25A-A',
  });
  await expect(bad).toContainText(
    'Segment 7 (information code and variant) "25A" must be 3 characters, then a 1-character variant.',
  );

  await box.fill(
    '<pmCode modelIdentCode="S1000DBIKE" pmIssuer="C3002" pmNumber="00001" pmVolume="01"/>',
  );
  await page.getByRole('button', { name: 'Analyze' }).click();
  await expect(
    page.getByRole('region', { name: 'Analysis of PMC-S1000DBIKE-C3002-00001-01' }),
  ).toContainText('Publication module code');

  await box.fill('');
  await page.getByRole('button', { name: 'Analyze' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Paste a code, a file name or the XML of a code.',
  );
});

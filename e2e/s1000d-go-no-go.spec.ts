import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { miniXsdZip } from '../src/s1000d/node/test-projects.ts';
import { expect, test } from './support/fixtures.ts';
import { loginAs } from './support/login.ts';
import { seedDemoProjectManagedBy } from './support/s1000d-project.ts';

const DESCRIPTION = 'DMC-TIDEWELL-A-00-00-00-00A-040A-D';
const FLOW_CHECK = 'DMC-TIDEWELL-A-20-00-00-00A-363A-A';

test('an author gates a module: NO-GO without its schema set, GO once uploaded, NO-GO for one in work', async ({
  page,
}) => {
  const author = await loginAs(page, 'ips-engineer');
  const { dir } = await seedDemoProjectManagedBy(author, 'Tidewell');
  const zip = join(dir, 'S1000D_6.zip');
  writeFileSync(zip, miniXsdZip('S1000D_6/xml_schema_flat'));

  const gate = async (code: string) => {
    await page.goto('/tools/wizards/s1000d/go-no-go');
    await page.getByLabel('S1000D project').selectOption({ label: 'Tidewell' });
    await page.getByLabel('What to gate').selectOption(`object:${code}_EN-US`);
    await page.getByRole('button', { name: 'Run the gate' }).click();
    return page.getByRole('region', { name: 'Go / No-Go result' });
  };

  let result = await gate(DESCRIPTION);
  await expect(result.getByRole('status')).toHaveText('NO-GO1 object gated');
  const reasons = result.getByRole('list', { name: 'Reasons' });
  await expect(reasons).toContainText(
    'Needs the S1000D Issue 6 schema set (descript.xsd): upload it in the Schema Manager.',
  );
  await reasons.getByRole('link', { name: 'Upload the schema set in the Schema Manager' }).click();
  await expect(page).toHaveURL(/\/tools\/schema-manager\?project=/);
  await expect(page.getByLabel('S1000D project')).toHaveValue(/.+/);
  await page.getByLabel('Schema set (ZIP of xml_schema_flat)').setInputFiles(zip);
  await page.getByRole('button', { name: 'Add the schema set' }).click();
  await expect(page.getByRole('status')).toContainText('S1000D Issue 6 schema set stored');

  result = await gate(DESCRIPTION);
  await expect(result.getByRole('status')).toHaveText('GO1 object gated');
  await expect(result.getByRole('table', { name: 'Steps' })).toContainText('Issue statePassed');

  result = await gate(FLOW_CHECK);
  await expect(result.getByRole('status')).toHaveText('NO-GO1 object gated');
  await expect(result.getByRole('table', { name: 'Steps' })).toContainText(
    'Quality assuranceFailed (1 failed)',
  );
  const issue = result.getByRole('listitem').filter({ hasText: 'In work (issue 000-01)' });
  await expect(issue).toContainText('upissue it as an official issue.');
  await issue.getByRole('link', { name: 'Open it in the project library' }).click();
  await expect(page).toHaveURL(/\/tools\/s1000d-projects\//);
});

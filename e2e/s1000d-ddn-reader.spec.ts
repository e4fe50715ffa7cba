import { expectNoSeriousViolations } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';
import { loginAs } from './support/login.ts';
import { seedDemoProject } from './support/viewer-project.ts';
import { generateDemoProject } from '../src/s1000d/demo/demo-project.ts';

test('an author reads a DDN with part of its delivery, reconciles it, and imports what came', async ({
  page,
}) => {
  // Builds, a worker and the emulators on a shared machine: more than the default minute.
  test.slow();
  const author = await loginAs(page, 'ips-engineer');
  await seedDemoProject('Pump delivery', { [author.uid]: 'author' });
  const files = generateDemoProject().files;
  const pick = (part: string) => {
    const f = files.find((x) => x.name.includes(part))!;
    return { name: f.name, mimeType: 'application/xml', buffer: Buffer.from(f.bytes) };
  };
  await page.goto('/tools/wizards/s1000d/ddn-reader');
  await page.getByLabel('S1000D project').selectOption({ label: 'Pump delivery' });
  await page
    .getByLabel('The DDN and the delivered files')
    .setInputFiles([
      pick('DDN-'),
      pick('040A-D'),
      pick('258A-A'),
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') },
    ]);
  const delivery = page.getByRole('region', { name: 'Delivery' });
  await expect(delivery.getByRole('status')).toHaveText(
    '19 listed: 2 among the files chosen, 19 already in the project.',
  );
  await expect(delivery.getByText('DDN-TIDEWELL-7TDW1-3NRTL-2025-00001')).toBeVisible();
  await expect(delivery.getByRole('heading', { name: 'Missing (17)' })).toBeVisible();
  await expect(
    delivery.getByRole('heading', { name: 'Unexpected (not listed) (1)' }),
  ).toBeVisible();
  await expect(delivery.getByText('notes.txt')).toBeVisible();
  await expectNoSeriousViolations(page);

  // The project holds both already, byte for byte: the upload path stores nothing again.
  await page.getByRole('button', { name: 'Import 2 delivered object(s)' }).click();
  await expect(page.getByText(/^0 delivered object\(s\) imported\. Not imported: /)).toBeVisible();
});

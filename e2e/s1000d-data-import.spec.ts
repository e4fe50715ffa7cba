import { makeDocx } from '../src/s1000d/node/make-docx.ts';
import { expectNoSeriousViolations } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';
import { loginAs } from './support/login.ts';
import { bikeSettings, seedS1000dProject } from './support/s1000d-project.ts';

// A 1×1 PNG: the picture the Word document carries.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('an author imports a Word document, previews the split, and opens the modules it made', async ({
  page,
}) => {
  // Builds, two worker jobs, the emulators and the accessibility check on a shared machine.
  test.slow();
  const author = await loginAs(page, 'ips-engineer');
  const projectId = await seedS1000dProject(author, 'Bike manual', [], {}, bikeSettings());
  const docx = makeDocx([
    { heading: 1, text: 'Wheel' },
    { para: 'The wheel turns on its hub.' },
    {
      table: [
        ['Part', 'Torque'],
        ['Hub nut', '40 Nm'],
      ],
    },
    { png: new Uint8Array(PNG), alt: 'The front wheel' },
    { heading: 1, text: 'Brake' },
    { bullets: ['Pull the lever.', 'The pads grip the rim.'] },
  ]);

  await page.goto('/tools/wizards/s1000d/data-import');
  await expect(page.getByRole('heading', { name: 'Data Import', level: 1 })).toBeVisible();
  await page.getByLabel('S1000D project').selectOption({ label: 'Bike manual' });
  await page.getByLabel('Target SNS').fill('DA1-10-00');
  const documentField = page.getByLabel('Document (HTML, Markdown or Word .docx)');
  await documentField.setInputFiles({
    name: 'notes.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: Buffer.from('not a Word document'),
  });
  await expect(page.getByRole('alert')).toHaveText(
    'notes.docx is not a Word document: a .docx file is a ZIP package, and this one is not.',
  );
  await documentField.setInputFiles({
    name: 'manual.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: Buffer.from(docx),
  });

  const preview = page.getByRole('region', { name: 'Data modules to import' });
  await expect(preview.getByRole('heading', { name: '2 section(s) found' })).toBeVisible();
  const wheel = preview.getByRole('row', { name: /ICN-07GB6-IMP00001-001-01/ });
  await expect(wheel).toContainText('DMC-S1000DBIKE-AAA-DA1-10-00-01A-040A-A');
  await preview.getByLabel('Title of section 2').fill('Rim brake');
  await preview.getByLabel('Information code of section 2').fill('041A');
  await expect(
    preview.getByRole('row', { name: /DMC-S1000DBIKE-AAA-DA1-10-00-02A-041A-A/ }),
  ).toBeVisible();
  await expectNoSeriousViolations(page);

  await preview.getByRole('button', { name: 'Import 2 data module(s)' }).click();
  const done = page.getByRole('region', { name: 'Imported' });
  // Stored: the preview is gone, so the same document is not imported twice.
  await expect(preview).toHaveCount(0);
  await expect(done.getByRole('status')).toHaveText('2 data module(s) and 1 ICN(s) imported.');
  await expect(done.getByRole('listitem')).toHaveText([
    /DMC-S1000DBIKE-AAA-DA1-10-00-01A-040A-A Wheel/,
    /DMC-S1000DBIKE-AAA-DA1-10-00-02A-041A-A Rim brake/,
  ]);

  await done.getByRole('link', { name: 'DMC-S1000DBIKE-AAA-DA1-10-00-01A-040A-A' }).click();
  await expect(page.getByText('The wheel turns on its hub.')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Hub nut' })).toBeVisible();

  await page.goto(`/tools/s1000d-projects/${projectId}`);
  await expect(page.getByText('3 of 3 objects shown')).toBeVisible();
  await expect(
    page.getByRole('button', { name: /^DMC-S1000DBIKE-AAA-DA1-10-00-02A-041A-A/ }),
  ).toBeVisible();
});

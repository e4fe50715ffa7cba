import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/a11y.ts';
import { loginAs } from './support/login.ts';
import { seedS1000dProject } from './support/s1000d-project.ts';
import { asOwner } from './support/users.ts';

const PLATE = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 50">
  <rect id="plate" x="0" y="0" width="100" height="50" fill="#ff0000"/>
  <path d="M 0 0 L 10 10" fill="none" stroke="black"/>
  <circle id="boss" cx="20" cy="20" r="5" fill="#00ff00"/>
</svg>`;

test('an author extrudes an SVG outline, previews it, downloads STL and GLB and registers it as a 3D ICN', async ({
  page,
}) => {
  const author = await loginAs(page, 'ips-engineer');
  const projectId = await seedS1000dProject(author, 'Bike', []);
  await page.goto('/tools/svg-to-3d');
  await expect(page.getByRole('heading', { name: 'SVG to 3D', level: 1 })).toBeVisible();

  const file = page.getByLabel('SVG file');
  await file.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('brake pads'),
  });
  await expect(page.getByRole('alert')).toHaveText(
    'notes.txt: This file is not an SVG: it has no <svg> element.',
  );

  await file.setInputFiles({
    name: 'plate.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from(PLATE),
  });
  await expect(page.getByRole('group', { name: /Paths to extrude/ })).toContainText(
    '100 × 50 SVG units; 1 stroke-only path left out',
  );
  await page.getByLabel('boss (circle)').uncheck();
  await page.getByLabel('Depth (SVG units)').fill('5');
  await page.getByLabel('Scale (mm per SVG unit)').fill('2');
  const model = page.getByRole('region', { name: 'Model' });
  await expect(model).toContainText('200 × 100 × 10 mm');
  await expect(model).toContainText('from 1 path.');
  await expect(model.getByRole('img', { name: /3D preview of the model/ })).toBeVisible();

  await page.getByLabel('Depth (SVG units)').fill('0');
  await expect(page.getByText('The depth must be more than 0 and at most 10,000.')).toBeVisible();
  await expect(model).toHaveCount(0);
  await page.getByLabel('Depth (SVG units)').fill('5');

  const triangles = Number((await model.textContent())!.match(/(\d+) triangles/)![1]);
  expect(triangles).toBeGreaterThan(0);
  let download = page.waitForEvent('download');
  await model.getByRole('button', { name: 'Download STL' }).click();
  const stl = await download;
  expect(stl.suggestedFilename()).toBe('plate.stl');
  const stlBytes = await readFile((await stl.path())!);
  expect(stlBytes.readUInt32LE(80)).toBe(triangles);
  expect(stlBytes.length).toBe(84 + 50 * triangles);

  download = page.waitForEvent('download');
  await model.getByRole('button', { name: 'Download GLB' }).click();
  const glb = await download;
  expect(glb.suggestedFilename()).toBe('plate.glb');
  const glbBytes = await readFile((await glb.path())!);
  expect(glbBytes.subarray(0, 4).toString('latin1')).toBe('glTF');
  expect(glbBytes.readUInt32LE(8)).toBe(glbBytes.length);

  const register = page.getByRole('region', { name: 'Register as a 3D ICN' });
  await register.getByLabel('S1000D project').selectOption({ label: 'Bike' });
  await register.getByLabel('ICN').fill('ICN-BIKE');
  await register.getByRole('button', { name: 'Add the ICN to the project' }).click();
  await expect(register.getByText(/^Not an ICN:/)).toBeVisible();
  await register.getByLabel('ICN').fill('icn-07gb6-bike3d0001-001-01');
  await register.getByRole('button', { name: 'Add the ICN to the project' }).click();
  await expect(register.getByRole('status')).toContainText('ICN-07GB6-BIKE3D0001-001-01.GLB');
  await expect(register.getByRole('status')).toContainText(
    '<multimediaObject infoEntityIdent="ICN-07GB6-BIKE3D0001-001-01" multimediaType="3D"/>',
  );
  const stored = await asOwner((repos) =>
    repos.s1000dObjects.getObject(projectId, 'ICN-07GB6-BIKE3D0001.GLB'),
  );
  expect(stored?.kind).toBe('icn');
  await expectNoSeriousViolations(page);
});

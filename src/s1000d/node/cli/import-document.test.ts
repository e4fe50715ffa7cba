import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeDocx } from '../make-docx';
import { runCli as run } from './run-cli';

const dir = mkdtempSync(join(tmpdir(), 'ips-import-doc-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
// A 1×1 PNG, the picture the Word document carries.
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);
const args = ['--mic', 'BIKE', '--issuer', '07GB6', '--sns', 'DA1', '--date', '2026-11-24'];

describe('ips-s1000d import-doc', () => {
  it('writes a Word document with a table and an image as data modules and an ICN', async () => {
    const docx = join(dir, 'manual.docx');
    writeFileSync(
      docx,
      makeDocx([
        { heading: 1, text: 'Wheel' },
        { table: [['Part', 'Torque'], [{ text: 'Nut, 40 Nm', span: 2 }]] },
        { png: PNG, alt: 'Wheel' },
        { heading: 1, text: 'Fork' },
        { bullets: ['Left', 'Right'] },
      ]),
    );
    const folder = join(dir, 'docx');
    const made = await run('import-doc', ...args, '--security', '02', '-o', folder, docx);
    expect(made.output.split('\n')).toEqual([
      'DMC-BIKE-A-DA1-00-00-01A-040A-A Wheel (ICN-07GB6-IMP00001-001-02)',
      'DMC-BIKE-A-DA1-00-00-02A-040A-A Fork',
    ]);
    expect(made.code).toBe(0);
    expect(readdirSync(folder).sort()).toEqual([
      'DMC-BIKE-A-DA1-00-00-01A-040A-A_000-01_EN-US.XML',
      'DMC-BIKE-A-DA1-00-00-02A-040A-A_000-01_EN-US.XML',
      'ICN-07GB6-IMP00001-001-02.PNG',
    ]);
    const wheel = readFileSync(
      join(folder, 'DMC-BIKE-A-DA1-00-00-01A-040A-A_000-01_EN-US.XML'),
      'utf8',
    );
    expect(wheel).toContain('<entry namest="c1" nameend="c2"><para>Nut, 40 Nm</para></entry>');
    expect(wheel).toContain('<graphic infoEntityIdent="ICN-07GB6-IMP00001-001-02"/>');
    expect(new Uint8Array(readFileSync(join(folder, 'ICN-07GB6-IMP00001-001-02.PNG')))).toEqual(
      PNG,
    );
  });

  it('import-html still reads HTML', async () => {
    const html = join(dir, 'manual.html');
    writeFileSync(html, '<h2>Frame</h2><p>Steel.</p><h2>Fork</h2><ul><li>Left</li></ul>');
    const made = await run('import-html', ...args, '-o', join(dir, 'html'), html);
    expect(made.output.split('\n')).toEqual([
      'DMC-BIKE-A-DA1-00-00-01A-040A-A Frame',
      'DMC-BIKE-A-DA1-00-00-02A-040A-A Fork',
    ]);
  });

  it('refuses a file that is not a Word document and writes nothing', async () => {
    const fake = join(dir, 'fake.docx');
    writeFileSync(fake, 'not a zip');
    const folder = join(dir, 'fake');
    const made = await run('import-doc', ...args, '-o', folder, fake);
    expect(made.code).toBe(1);
    expect(made.output).toBe(
      'PROBLEM: fake.docx is not a Word document: a .docx file is a ZIP package, and this one is not.',
    );
    expect(() => readdirSync(folder)).toThrow();
  });

  it('needs a folder to write into', async () => {
    expect((await run('import-doc', join(dir, 'manual.html'))).code).toBe(64);
  });
});

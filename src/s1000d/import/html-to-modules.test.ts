import { describe, expect, it } from 'vitest';
import { defaultProjectSettings } from '../csdb/project-settings';
import { IMPORT_TEST_SETTINGS as settings, problemsOfImported } from '../node/check-imported';
import { htmlToModules } from './html-to-modules';

// A 1×1 PNG, embedded as word processors and Markdown converters embed images.
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const HTML = `<html><body>
<p>Read this first.</p>
<h1>Wheel</h1><p>The wheel turns.</p>
<table><tr><th>Part</th><th>Torque</th></tr><tr><td>Nut &amp; bolt</td><td>40 Nm</td></tr></table>
<ul><li>Rim</li><li>Spokes</li></ul>
<h2>Care</h2><ol><li>Clean it.</li><li>Dry it.</li></ol>
<p><img src="data:image/png;base64,${PNG}" alt="The wheel"></p>
<h1>Brake</h1><p>It stops.</p><img src="brake.png" alt="Brake">
</body></html>`;
const sns = { systemCode: '00', subSystemCode: '0', subSubSystemCode: '0', assyCode: '00' };

describe('importing HTML as data modules', () => {
  const result = htmlToModules(HTML, { settings, sns, date: '2026-11-24' });
  const text = (name: string) =>
    new TextDecoder().decode(result.files.find((f) => f.name.startsWith(name))!.bytes);

  it('splits on the top headings: text before the first is an introduction', () => {
    expect(result.modules.map((m) => `${m.code} ${m.title}`)).toEqual([
      'DMC-BIKE-A-00-00-00-01A-040A-A Introduction',
      'DMC-BIKE-A-00-00-00-02A-040A-A Wheel',
      'DMC-BIKE-A-00-00-00-03A-040A-A Brake',
    ]);
    expect(result.files.map((f) => f.name)).toContain('ICN-07GB6-IMP00001-001-01.PNG');
    expect(result.problems).toEqual([]);
    expect(result.notes).toEqual([
      'Section 3 (Brake): brake.png is linked, not embedded: supply it as ICN-07GB6-IMP00002-001-01.',
    ]);
  });

  it('writes tables as CALS tables, lists as S1000D lists, images as ICN figures', () => {
    const wheel = text('DMC-BIKE-A-00-00-00-02A');
    expect(wheel).toContain(
      '<table><tgroup cols="2"><colspec colnum="1" colname="c1"/><colspec colnum="2" colname="c2"/><thead><row><entry><para>Part</para></entry><entry><para>Torque</para></entry></row></thead><tbody><row><entry><para>Nut &amp; bolt</para></entry>',
    );
    expect(wheel).toContain('<para><randomList><listItem><para>Rim</para></listItem>');
    expect(wheel).toContain('<levelledPara><title>Care</title><para><sequentialList>');
    expect(wheel).toContain('<graphic infoEntityIdent="ICN-07GB6-IMP00001-001-01"/>');
    expect(wheel).toContain(
      '<!ENTITY ICN-07GB6-IMP00001-001-01 SYSTEM "ICN-07GB6-IMP00001-001-01.PNG" NDATA png>',
    );
  });

  it('writes modules that classify, pass the schema and the default BREX', async () => {
    expect(await problemsOfImported(result.files)).toEqual([]);
  }, 30_000);

  it('refuses a project without codes, and an empty document', () => {
    expect(
      htmlToModules(HTML, { settings: defaultProjectSettings(), sns, date: '2026-11-24' }).problems,
    ).toEqual([
      'The project has no model identification code.',
      'The project has no enterprise (CAGE) code for the ICNs.',
    ]);
    expect(htmlToModules('<p> </p>', { settings, sns, date: '2026-11-24' }).problems).toEqual([
      'The document has no text to import.',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { IMPORT_TEST_SETTINGS as settings, problemsOfImported } from '../node/check-imported';
import { makeDocx } from '../node/make-docx';
import { MAX_DOCUMENT_BYTES } from './document-to-html';
import { importDocument, readDocument } from './import-document';
import { sectionsToModules } from './html-to-modules';

// A 1×1 PNG: the image the test's Word document carries.
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);
const sns = { systemCode: 'DA1', subSystemCode: '0', subSubSystemCode: '0', assyCode: '00' };
const options = { settings, sns, date: '2026-11-24' };
const docx = makeDocx([
  { heading: 1, text: 'Wheel' },
  { para: 'The wheel turns.' },
  {
    table: [
      ['Part', { text: 'Torque', span: 2 }],
      ['Nut', '40', 'Nm'],
    ],
  },
  { bullets: ['Rim', 'Spokes'] },
  { heading: 2, text: 'Care' },
  { heading: 3, text: 'Cleaning' },
  { png: PNG, alt: 'The clean wheel' },
  { heading: 1, text: 'Brake' },
  { para: 'It stops the bike.' },
]);
const textOf = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('importing a Word document', async () => {
  const result = await importDocument('manual.docx', docx, options);
  const wheel = textOf(
    result.files.find((f) => f.name.startsWith('DMC-BIKE-A-DA1-00-00-01A'))!.bytes,
  );

  it('splits on Heading 1 into data modules, Heading 2 and 3 into nested levelled paragraphs', () => {
    expect(result.problems).toEqual([]);
    expect(result.modules.map((m) => `${m.code} ${m.title}`)).toEqual([
      'DMC-BIKE-A-DA1-00-00-01A-040A-A Wheel',
      'DMC-BIKE-A-DA1-00-00-02A-040A-A Brake',
    ]);
    expect(wheel).toContain(
      '<levelledPara><title>Care</title><levelledPara><title>Cleaning</title><figure>',
    );
  });

  it('writes the table as a CALS table, its merged header cell spanning two columns', () => {
    expect(wheel).toContain(
      '<table><tgroup cols="3"><colspec colnum="1" colname="c1"/><colspec colnum="2" colname="c2"/><colspec colnum="3" colname="c3"/><thead><row><entry><para>Part</para></entry><entry namest="c2" nameend="c3"><para>Torque</para></entry></row></thead><tbody><row><entry><para>Nut</para></entry><entry><para>40</para></entry><entry><para>Nm</para></entry></row></tbody></tgroup></table>',
    );
    expect(wheel).toContain(
      '<para><randomList><listItem><para>Rim</para></listItem><listItem><para>Spokes</para></listItem></randomList></para>',
    );
  });

  it('stores the image as an ICN of its own, declared in the module that shows it', () => {
    const icn = result.files.find((f) => f.name === 'ICN-07GB6-IMP00001-001-01.PNG');
    expect(icn?.bytes).toEqual(PNG);
    expect(result.modules[0]!.icns).toEqual(['ICN-07GB6-IMP00001-001-01']);
    expect(wheel).toContain(
      '<figure><title>The clean wheel</title><graphic infoEntityIdent="ICN-07GB6-IMP00001-001-01"/></figure>',
    );
    expect(wheel).toContain(
      '<!ENTITY ICN-07GB6-IMP00001-001-01 SYSTEM "ICN-07GB6-IMP00001-001-01.PNG" NDATA png>',
    );
  });

  it('writes modules that classify, are valid and pass the default BREX', async () => {
    expect(await problemsOfImported(result.files)).toEqual([]);
  }, 30_000);

  it.each(['4.0', '4.2', '5.0', '6'] as const)(
    'writes modules that pass the default BREX of Issue %s',
    async (issue) => {
      const made = await importDocument('manual.docx', docx, {
        ...options,
        settings: { ...settings, issue },
      });
      expect(made.modules).toHaveLength(2);
      expect(await problemsOfImported(made.files, issue)).toEqual([]);
    },
    30_000,
  );

  it('numbers around the codes the project holds', async () => {
    const next = await importDocument('manual.docx', docx, {
      ...options,
      existing: ['DMC-BIKE-A-DA1-00-00-01A-040A-A', 'ICN-07GB6-IMP00001-001-01'],
    });
    expect(next.modules.map((m) => m.code)).toEqual([
      'DMC-BIKE-A-DA1-00-00-02A-040A-A',
      'DMC-BIKE-A-DA1-00-00-03A-040A-A',
    ]);
    expect(next.modules[0]!.icns).toEqual(['ICN-07GB6-IMP00002-001-01']);
  });
});

describe('importing Markdown', async () => {
  const md = `Intro text.\n\n# Frame\n\nSteel, **welded**.\n\n| Size | Height |\n|---|---|\n| M | 54 cm |\n\n1. Measure.\n   - Twice.\n2. Cut.\n\n![Frame](data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==)\n`;
  const result = await importDocument('frame.md', new TextEncoder().encode(md), options);
  const frame = textOf(result.files.find((f) => f.name.includes('-02A-'))!.bytes);

  it('reads tables, nested lists, emphasis and embedded images', async () => {
    expect(result.modules.map((m) => m.title)).toEqual(['Introduction', 'Frame']);
    expect(frame).toContain('<para>Steel, <emphasis>welded</emphasis>.</para>');
    expect(frame).toContain('<thead><row><entry><para>Size</para></entry>');
    expect(frame).toContain(
      '<sequentialList><listItem><para>Measure.<randomList><listItem><para>Twice.</para></listItem></randomList></para></listItem>',
    );
    expect(result.files.map((f) => f.name)).toContain('ICN-07GB6-IMP00001-001-01.PNG');
    expect(await problemsOfImported(result.files)).toEqual([]);
  }, 30_000);
});

describe('the author choosing codes and titles', async () => {
  const read = await readDocument('manual.docx', docx, options);
  if (!read.ok) throw new Error(read.problem);

  it('takes the titles, information codes and disassembly codes the author chose', () => {
    const result = sectionsToModules(read.sections, {
      ...options,
      choices: [{ title: 'Road wheel', infoCode: '041', disassyCode: '05B' }, { skip: true }],
    });
    expect(result.modules.map((m) => `${m.code} ${m.title}`)).toEqual([
      'DMC-BIKE-A-DA1-00-00-05B-041A-A Road wheel',
    ]);
    expect(result.files.map((f) => f.name)).toEqual([
      'DMC-BIKE-A-DA1-00-00-05B-041A-A_000-01_EN-US.XML',
      'ICN-07GB6-IMP00001-001-01.PNG',
    ]);
  });

  it('numbers sections in document order whatever information code each takes', () => {
    const result = sectionsToModules(read.sections, {
      ...options,
      choices: [{}, { infoCode: '041' }],
    });
    expect(result.modules.map((m) => m.code)).toEqual([
      'DMC-BIKE-A-DA1-00-00-01A-040A-A',
      'DMC-BIKE-A-DA1-00-00-02A-041A-A',
    ]);
  });

  it('writes nothing when a choice is wrong, and says which section', () => {
    const cases: [object[], string][] = [
      [[{ infoCode: '520' }], 'Section 1 (Wheel): information code 520A takes the proced schema'],
      [
        [{ disassyCode: '02' }, { disassyCode: '02' }],
        'Section 2 (Brake): DMC-BIKE-A-DA1-00-00-02A-040A-A is already in the project or in this import',
      ],
      [[{ title: ' ' }], 'Section 1 (no title): enter a title.'],
      [[{ infoCode: '04' }], 'Section 1 (Wheel):'],
      [[{ skip: true }, { skip: true }], 'Every section is left out: nothing to import.'],
    ];
    for (const [choices, problem] of cases) {
      const result = sectionsToModules(read.sections, { ...options, choices });
      expect(result.files).toEqual([]);
      expect(result.problems.join(' ')).toContain(problem);
    }
  });
});

describe('refusing what is not a document to import', () => {
  it.each([
    [
      'notes.docx',
      new TextEncoder().encode('plain text'),
      'notes.docx is not a Word document: a .docx file is a ZIP package, and this one is not.',
    ],
    ['empty.md', new Uint8Array(), 'empty.md is empty.'],
    [
      'big.html',
      new Uint8Array(MAX_DOCUMENT_BYTES + 1),
      'big.html is 50.0 MiB, more than the limit of 50 MiB for one document.',
    ],
    [
      'old.doc',
      new Uint8Array([1]),
      'old.doc is a Word 97-2003 document: save it as .docx in Word and import that.',
    ],
    [
      'DMC-X.XML',
      new Uint8Array([60]),
      'DMC-X.XML is XML: S1000D objects are imported through Upload',
    ],
    ['sheet.xlsx', new Uint8Array([1]), 'sheet.xlsx is not a document this import reads'],
    ['headings.md', new TextEncoder().encode('#\n\n   \n'), 'The document has no text to import.'],
  ])('%s', async (name, bytes, problem) => {
    const result = await importDocument(name, bytes, options);
    expect(result.files).toEqual([]);
    expect(result.problems.join(' ')).toContain(problem);
  });

  it('a ZIP that is not a Word document', async () => {
    const { zipSync } = await import('fflate');
    const result = await importDocument(
      'other.docx',
      zipSync({ 'a.txt': new Uint8Array([65]) }),
      options,
    );
    expect(result.problems[0]).toMatch(
      /^other\.docx could not be read as a Word document \(.+\)\.$/,
    );
  });
});

import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { productFromAssignments, readPct } from '../applic/applic-tables';
import { readIdentity } from '../csdb/object-identity';
import { BIKE_DIR } from '../node/test-fixtures';
import { readXmlFile } from '../node/read-xml-file';
import { loadXml } from '../xml/load-xml';
import { xmldomParser } from '../xml/xmldom-parser';
import { readRef } from '../refs/list-refs';
import { instancePublication } from './pm-instance';

const bike = (name: string) => readXmlFile(join(BIKE_DIR, name));
const pm = bike('PMC-S1000DBIKE-C3002-EPWG1-00_000-01_EN-US.XML');
const modules = readdirSync(BIKE_DIR)
  .filter((n) => n.startsWith('DMC-S1000DBIKE-'))
  .map(bike);
const brookTrekker = readPct(bike('DMC-S1000DBIKE-AAA-D00-00-00-00AA-00PA-D_005-00_EN-US.XML'))[0]!;
const extension = { extensionProducer: 'C3002', extensionCode: 'BT0643' };
const reload = (file: { fileName: string; xml: string }) =>
  loadXml(file.xml, { parser: xmldomParser, fileName: file.fileName });
const MOUNTAIN_ONLY = 'DMC-S1000DBIKE-AAA-D00-00-01-00AA-720A-A';

describe(
  'instancePublication (a customer PM and its data modules, as s1kd-instance)',
  { timeout: 60_000 },
  () => {
    const made = instancePublication({
      pm,
      modules,
      product: brookTrekker,
      label: 'Brook trekker 1B070643',
      extension,
    });
    if (!made.ok) throw new Error(made.problems.join('; '));

    it('gives the PM the extension, a title naming the product and its master as sourcePmIdent', () => {
      expect(made.pm.fileName).toBe('PME-C3002-BT0643-S1000DBIKE-C3002-00001-01_000-01_EN-US.XML');
      const xml = reload(made.pm);
      expect(readIdentity(xml)?.code).toBe('PME-C3002-BT0643-S1000DBIKE-C3002-00001-01');
      expect(xml.document.getElementsByTagName('pmTitle')[0]!.textContent).toBe(
        'Mountain bicycle manual - Brook trekker 1B070643',
      );
      const source = xml.document.getElementsByTagName('sourcePmIdent')[0]!;
      expect(source.parentNode!.nodeName).toBe('pmStatus');
      expect(source.getElementsByTagName('pmCode')[0]!.getAttribute('pmNumber')).toBe('00001');
      expect(source.getElementsByTagName('identExtension')).toHaveLength(0);
    });

    it('leaves out modules that do not apply, with their references, and points the rest at the instances', () => {
      expect(made.notApplicable).toContain(MOUNTAIN_ONLY);
      expect(made.modules.some((m) => m.source === MOUNTAIN_ONLY)).toBe(false);
      const content = reload(made.pm).document.getElementsByTagName('content')[0]!;
      const refs = Array.from(content.getElementsByTagName('dmRef'));
      const codes = refs.map((r) => readRef(r)!.code);
      expect(codes).toContain('DME-C3002-BT0643-S1000DBIKE-AAA-D00-00-00-00AA-131A-A');
      expect(codes.some((c) => c.endsWith('00-01-00AA-720A-A'))).toBe(false);
      // Every reference to an instanced module names the instance (DME); the rest, their masters.
      const instanced = new Set(made.modules.map((m) => m.source));
      for (const code of codes) {
        const master = code.replace(/^DME-C3002-BT0643-/, 'DMC-');
        expect(code.startsWith('DME-')).toBe(instanced.has(master));
      }
    });

    it('filters each data module: content for other products removed, the rest resolved, the master named', () => {
      const dm = made.modules.find((m) => m.source.endsWith('00AA-131A-A'))!;
      expect(dm.fileName).toBe(
        'DME-C3002-BT0643-S1000DBIKE-AAA-D00-00-00-00AA-131A-A_008-00_EN-US.XML',
      );
      const xml = reload(dm);
      expect(readIdentity(xml)?.code).toBe('DME-C3002-BT0643-S1000DBIKE-AAA-D00-00-00-00AA-131A-A');
      expect(dm.xml).not.toContain('Mountain storm');
      const status = xml.document.getElementsByTagName('dmStatus')[0]!;
      const first = Array.from(status.childNodes).find((n) => n.nodeType === 1)!;
      expect(first.nodeName).toBe('sourceDmIdent');
      expect(
        (first as Element).getElementsByTagName('issueInfo')[0]!.getAttribute('issueNumber'),
      ).toBe('008');
      const whole = Array.from(status.childNodes).find((n) => n.nodeName === 'applic') as Element;
      expect(whole.getElementsByTagName('simplePara')[0]!.textContent).toBe(
        'Brook trekker 1B070643',
      );
      expect(whole.getElementsByTagName('assert').length).toBe(brookTrekker.values.size);
      expect(made.removed).toBeGreaterThan(0);
      expect(made.resolved).toBeGreaterThan(0);
    });

    it("names its master where the bike set's own instance of that module does", () => {
      const real = bike('DME-SF518-CE0701-S1000DBIKE-AAA-D00-00-00-00AA-131A-A_008-00_EN-US.XML');
      const ours = reload(made.modules.find((m) => m.source.endsWith('00AA-131A-A'))!);
      const shape = (doc: Document, name: string) =>
        Array.from(doc.getElementsByTagName(name)[0]!.childNodes)
          .filter((n): n is Element => n.nodeType === 1)
          .map(
            (e) =>
              `${e.localName} ${Array.from(e.attributes, (a) => `${a.name}=${a.value}`)
                .sort()
                .join(' ')}`,
          );
      expect(shape(ours.document, 'sourceDmIdent')).toEqual(shape(real.document, 'sourceDmIdent'));
      expect(shape(ours.document, 'dmIdent').slice(1)).toEqual(
        shape(real.document, 'dmIdent').slice(1),
      );
      expect(shape(ours.document, 'dmIdent')[0]).toBe(
        'identExtension extensionCode=BT0643 extensionProducer=C3002',
      );
    });

    it('gives the PM a chosen code instead of an extension; the data modules keep theirs', () => {
      const other = instancePublication({
        pm,
        modules,
        product: brookTrekker,
        label: 'Brook trekker',
        extension,
        pmCode: {
          modelIdentCode: 'S1000DBIKE',
          pmIssuer: 'C3002',
          pmNumber: 'BT001',
          pmVolume: '00',
        },
      });
      if (!other.ok) throw new Error(other.problems.join('; '));
      expect(other.pm.fileName).toBe('PMC-S1000DBIKE-C3002-BT001-00_000-01_EN-US.XML');
      expect(other.pm.xml).toContain('<sourcePmIdent>');
      expect(other.modules.every((m) => m.fileName.startsWith('DME-C3002-BT0643-'))).toBe(true);
    });

    it('refuses a bad extension, no product, or a product nothing applies to, and makes nothing', () => {
      const bad = instancePublication({
        pm,
        modules,
        product: productFromAssignments([]),
        label: '',
        extension: { extensionProducer: 'c3', extensionCode: '' },
      });
      expect(bad).toEqual({
        ok: false,
        problems: [
          'The extension producer must be 5 capital letters or digits (a CAGE code).',
          'The extension code must be 1 to 13 capital letters or digits.',
          'Name the product the instance is for.',
          'Choose a product, or set at least one attribute value.',
        ],
      });
      const nothing = instancePublication({
        pm,
        modules,
        product: productFromAssignments(['model=Road racer']),
        label: 'Road racer',
        extension,
      });
      expect(nothing.ok).toBe(false);
    });
  },
);

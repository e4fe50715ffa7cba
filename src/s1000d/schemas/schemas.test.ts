import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { bikeFiles } from '../node/test-fixtures';
import { bikeNamedFile, miniXsdZip } from '../node/test-projects';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { readSchemaSet, type SchemaSet } from './schema-set';
import { SchemaValidator } from './xsd-validator';

const set = (() => {
  const read = readSchemaSet([{ path: 'S1000D_4-1.zip', bytes: miniXsdZip() }]);
  if (!read.ok) throw new Error(read.problems.join('\n'));
  return read;
})();
const validator = await SchemaValidator.create([set.set]);
const DESCRIPT = 'DMC-S1000DBIKE-AAA-DA1-00-00-00AA-041A-A_007-00_EN-US.XML';
const text = (name: string) => new TextDecoder().decode(bikeNamedFile(name).bytes);

describe('reading an uploaded schema set', () => {
  it('takes the xml_schema_flat folder of a ZIP, and its issue from the folder name', () => {
    expect(set.summary).toMatchObject({
      issue: '4.1',
      folder: 'S1000D_4-1.zip/S1000D_4-1/xml_schema_flat/',
      files: 27,
    });
    expect(set.summary.schemas).toContain('descript');
    expect(set.summary.schemas).toContain('xlink');
  });

  it('uses the issue the user chose, and says when the archive names another', () => {
    const read = readSchemaSet([{ path: 'schemas.zip', bytes: miniXsdZip() }], { issue: '5.0' });
    expect(read.ok && read.set.issue).toBe('5.0');
    expect(read.ok && read.notes).toEqual([
      expect.stringMatching(/names Issue 4.1; the set is stored as Issue 5.0/),
    ]);
  });

  it('names every problem and keeps nothing from a bad upload', () => {
    const noIssue = readSchemaSet([{ path: 'x.zip', bytes: miniXsdZip('flat') }]);
    expect(noIssue).toEqual({
      ok: false,
      problems: [expect.stringMatching(/Say which S1000D issue/)],
    });
    const empty = readSchemaSet(
      [{ path: 'x.zip', bytes: zipSync({ 'a.txt': new Uint8Array([65]) }) }],
      { issue: '6' },
    );
    expect(empty.ok === false && empty.problems[0]).toMatch(/No XML Schema/);
    const notXsd = readSchemaSet(
      [
        {
          path: 'x.zip',
          bytes: zipSync({ 'xml_schema_flat/descript.xsd': new TextEncoder().encode('<html/>') }),
        },
      ],
      { issue: '6' },
    );
    expect(notXsd.ok === false && notXsd.problems[0]).toMatch(/descript.xsd is not an XML Schema/);
    const badIssue = readSchemaSet([{ path: 'x.zip', bytes: miniXsdZip() }], { issue: '7' });
    expect(badIssue.ok === false && badIssue.problems[0]).toMatch(/"7" is not an S1000D issue/);
  });
});

describe('validating objects against the set', () => {
  it('passes every object of the bike set (includes and the xlink import resolved)', () => {
    const reports = bikeFiles((n) => /\.XML$/i.test(n)).map((path) =>
      validator.validate(basename(path), new Uint8Array(readFileSync(path))),
    );
    expect(reports.filter((r) => r.status !== 'valid')).toEqual([]);
    expect(reports).toHaveLength(103);
    expect(reports[0]).toMatchObject({ issue: '4.1' });
  });

  it('reports each schema error with its line', () => {
    const broken = text(DESCRIPT)
      .replace('infoCode="041"', 'infoCode="41"')
      .replace('<techName>Brake system</techName>', '');
    const report = validator.validate('broken.XML', broken);
    expect(report.status).toBe('invalid');
    expect(report.errors).toEqual([
      expect.objectContaining({
        line: 26,
        message: expect.stringMatching(/infoCode.*'41'.*pattern/s),
      }),
      expect.objectContaining({
        line: 31,
        message: expect.stringMatching(/infoName.*not expected.*techName/s),
      }),
    ]);
    expect(report.message).toBe('2 schema error(s) against descript.xsd.');
  });

  it('says when an object is not well-formed, with the line', () => {
    const report = validator.validate('bad.XML', '<dmodule>\n<a>\n</dmodule>');
    expect(report.status).toBe('notWellFormed');
    expect(report.errors[0]!.line).toBe(3);
  });

  it('names the set an object needs when it is missing', () => {
    const six = text(DESCRIPT).replace('S1000D_4-1', 'S1000D_6');
    expect(validator.validate('six.XML', six)).toMatchObject({
      status: 'missingSet',
      issue: '6',
      schema: 'descript',
      message:
        'Needs the S1000D Issue 6 schema set (descript.xsd): upload it in the Schema Manager.',
    });
    const unknown = text(DESCRIPT).replace('/descript.xsd', '/nosuch.xsd');
    expect(validator.validate('x.XML', unknown).status).toBe('missingSchema');
    expect(validator.validate('x.XML', '<dmodule/>').status).toBe('noSchema');
  });

  it('refuses hostile input before libxml2 reads it', () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "${'x'.repeat(100)}"><!ENTITY b "${'&a;'.repeat(1000)}">]><d>&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;</d>`;
    expect(validator.validate('laughs.XML', laughs).status).toBe('refused');
    const deep = `${'<a>'.repeat(300)}${'</a>'.repeat(300)}`;
    expect(validator.validate('deep.XML', deep)).toMatchObject({
      status: 'refused',
      message: expect.stringMatching(/nested more than 256/),
    });
  });

  it('reports a set whose schema does not compile', async () => {
    const broken: SchemaSet = {
      issue: '6',
      files: [
        {
          name: 'descript.xsd',
          bytes: new TextEncoder().encode(
            '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"><xs:include schemaLocation="missing.xsd"/><xs:element name="dmodule" type="nope"/></xs:schema>',
          ),
        },
      ],
    };
    const other = await SchemaValidator.create([broken]);
    const report = other.validate('six.XML', text(DESCRIPT).replace('S1000D_4-1', 'S1000D_6'));
    expect(report.status).toBe('schemaError');
    expect(report.message).toMatch(/descript.xsd of the S1000D Issue 6 set does not compile/);
    other.setSets([set.set]);
    expect(other.validate(DESCRIPT, text(DESCRIPT)).status).toBe('valid');
  });
});

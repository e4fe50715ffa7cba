import { describe, expect, it } from 'vitest';
import { defaultBrexFromDir } from '../node/default-brex-dir';
import { readXmlFile } from '../node/read-xml-file';
import { bikeFiles, DEFAULT_BREX_DIR, isXmlFile } from '../node/test-fixtures';
import { checkBrex } from './check-brex';
import { resolveDefaultBrex, resolveReferencedBrex } from './resolve-brex';

const objects = bikeFiles(isXmlFile).map((f) => readXmlFile(f));
const defaultBrex = defaultBrexFromDir(DEFAULT_BREX_DIR);
const source = { objects, defaultBrex };
const projectBrexName = 'DMC-S1000DBIKE-AAA-D00-00-00-00AA-022A-D_008-00_EN-US.XML';

describe('golden BREX checks on the bike 4.1 set', () => {
  it('every bike object passes its own issue default BREX, object values checked', () => {
    expect(objects).toHaveLength(103);
    for (const object of objects) {
      const resolved = resolveDefaultBrex(object, source);
      expect(resolved.brex.map((b) => b.fileName)).toEqual([
        'DMC-S1000D-E-04-10-0301-00A-022A-D_012-00_EN-US.XML',
      ]);
      const report = checkBrex(object, resolved.brex, { values: true });
      expect(report.findings).toEqual([]);
    }
  }, 60_000);

  it('against the bike project BREX, one error stands out: info code 952 is not in its list', () => {
    const brex = objects.find((o) => o.fileName === projectBrexName)!;
    const findings = objects.flatMap(
      (o) => checkBrex(o, [brex], { values: true, sns: 'normal', notations: true }).findings,
    );
    expect(findings).toEqual([
      {
        kind: 'value',
        object: 'DMC-S1000DBIKE-AAA-D00-00-00-00AA-952A-T-H31A_002-00_EN-US.XML',
        brex: projectBrexName,
        objectUse: 'Bike information codes',
        objectPath: '//dmAddress/dmIdent/dmCode/@infoCode',
        allowedObjectFlag: '2',
        fail: true,
        value: '952',
        line: 13,
        path: '/dmodule[1]/identAndStatusSection[1]/dmAddress[1]/dmIdent[1]/dmCode[1]/@infoCode',
        message: 'Value "952" is not allowed: Bike information codes',
      },
    ]);
  }, 30_000);

  it('finds the project BREX through brexDmRef, and reports the UPF reference to a missing issue', () => {
    const dm = objects.find((o) =>
      o.fileName.startsWith('DMC-S1000DBIKE-AAA-DA1-10-00-00AA-251A-A'),
    )!;
    expect(resolveReferencedBrex(dm, source).brex.map((b) => b.fileName)).toEqual([
      projectBrexName,
    ]);
    const upf = objects.find((o) => o.fileName.startsWith('UPF-'))!;
    const resolved = resolveReferencedBrex(upf, source);
    expect(resolved.brex).toEqual([]);
    expect(resolved.findings).toEqual([
      {
        kind: 'brexNotFound',
        object: upf.fileName,
        fail: true,
        message:
          'BREX DMC-S1000DBIKE-AAA-D00-00-00-00AA-022A-D_007-00 referenced in brexDmRef is not in the set (the set has issue 008-00)',
      },
    ]);
  });

  it('layers the project BREX on the default BREX it names (4.1; its issueInfo is commented out)', () => {
    const dm = objects.find((o) =>
      o.fileName.startsWith('DMC-S1000DBIKE-AAA-DA1-10-00-00AA-251A-A'),
    )!;
    const layered = resolveReferencedBrex(dm, source, true).brex.map((b) => b.fileName);
    expect(layered).toEqual([
      projectBrexName,
      'DMC-S1000D-E-04-10-0301-00A-022A-D_012-00_EN-US.XML',
    ]);
  });
});

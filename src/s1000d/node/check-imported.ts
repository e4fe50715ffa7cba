import { checkBrex } from '../brex/check-brex';
import { classifyFile } from '../csdb/classify';
import { defaultProjectSettings } from '../csdb/project-settings';
import type { ImportedFile } from '../import/html-to-modules';
import { readSchemaSet } from '../schemas/schema-set';
import { SchemaValidator } from '../schemas/xsd-validator';
import { loadXml } from '../xml/load-xml';
import { defaultBrexFromDir } from './default-brex-dir';
import { DEFAULT_BREX_DIR } from './test-fixtures';
import { miniXsdZip } from './test-projects';
import { xmldomParser } from './xmldom-parser';

/** The Issue 4.1 project the import tests write into (the schemas they validate against are 4.1). */
export const IMPORT_TEST_SETTINGS = defaultProjectSettings({
  issue: '4.1',
  modelIdentCodes: ['BIKE'],
  responsiblePartnerCompany: { code: '07GB6', name: 'Bike Co' },
  originator: { code: '07GB6', name: 'Bike Co' },
});

/**
 * What is wrong with imported data modules, as the CSDB sees them: each must classify as an
 * object, be valid against its Issue 4.1 schema and pass the default BREX. Empty when all do.
 */
export async function problemsOfImported(files: readonly ImportedFile[]): Promise<string[]> {
  const schemas = readSchemaSet([{ path: 'S1000D_4-1.zip', bytes: miniXsdZip() }]);
  if (!schemas.ok) return schemas.problems;
  const validator = await SchemaValidator.create([schemas.set]);
  const brex = defaultBrexFromDir(DEFAULT_BREX_DIR)('4.1')!;
  const problems: string[] = [];
  for (const file of files.filter((f) => f.name.startsWith('DMC-'))) {
    const found = await classifyFile(file.name, file.bytes, { parser: xmldomParser });
    if (found.status !== 'object') problems.push(`${file.name}: ${found.status}`);
    const xml = new TextDecoder().decode(file.bytes);
    const valid = validator.validate(file.name, xml);
    if (valid.status !== 'valid') problems.push(`${file.name}: ${JSON.stringify(valid)}`);
    const loaded = loadXml(xml, { parser: xmldomParser, fileName: file.name });
    for (const f of checkBrex(loaded, [brex]).findings.filter((f) => f.fail))
      problems.push(`${file.name}: BREX ${JSON.stringify(f)}`);
  }
  return problems;
}

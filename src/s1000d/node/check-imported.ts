import { checkBrex } from '../brex/check-brex';
import { classifyFile } from '../csdb/classify';
import type { ProjectIssue } from '../csdb/project-settings';
import type { ImportedFile } from '../import/html-to-modules';
import { readSchemaSet } from '../schemas/schema-set';
import { SchemaValidator } from '../schemas/xsd-validator';
import { loadXml } from '../xml/load-xml';
import { defaultBrexFromDir } from './default-brex-dir';
import { bikeCoSettings, DEFAULT_BREX_DIR } from './test-fixtures';
import { miniXsdZip } from './test-projects';
import { xmldomParser } from './xmldom-parser';

/** The Issue 4.1 project the import tests write into (the schemas they validate against are 4.1). */
export const IMPORT_TEST_SETTINGS = bikeCoSettings({ issue: '4.1' });

/** Compiling the schemas is the slow part: once per test file. */
let validator41: Promise<SchemaValidator> | undefined;
async function validatorOf41(): Promise<SchemaValidator> {
  const schemas = readSchemaSet([{ path: 'S1000D_4-1.zip', bytes: miniXsdZip() }]);
  if (!schemas.ok) throw new Error(schemas.problems.join(' '));
  return SchemaValidator.create([schemas.set]);
}

/**
 * What is wrong with imported data modules, as the CSDB sees them: each must classify as an
 * object, pass the default BREX of its issue and, for Issue 4.1 (the schemas the tests carry),
 * be valid against its schema. Empty when all do.
 */
export async function problemsOfImported(
  files: readonly ImportedFile[],
  issue: ProjectIssue = '4.1',
): Promise<string[]> {
  const validator = await (validator41 ??= validatorOf41());
  const brex = defaultBrexFromDir(DEFAULT_BREX_DIR)(issue);
  if (!brex) return [`no default BREX for Issue ${issue}`];
  const problems: string[] = [];
  for (const file of files.filter((f) => f.name.startsWith('DMC-'))) {
    const found = await classifyFile(file.name, file.bytes, { parser: xmldomParser });
    if (found.status !== 'object') problems.push(`${file.name}: ${found.status}`);
    const xml = new TextDecoder().decode(file.bytes);
    const valid = issue === '4.1' ? validator.validate(file.name, xml) : null;
    if (valid && valid.status !== 'valid') problems.push(`${file.name}: ${JSON.stringify(valid)}`);
    const loaded = loadXml(xml, { parser: xmldomParser, fileName: file.name });
    for (const f of checkBrex(loaded, [brex]).findings.filter((f) => f.fail))
      problems.push(`${file.name}: BREX ${JSON.stringify(f)}`);
  }
  return problems;
}

import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultProjectSettings, type ProjectSettings } from '../csdb/project-settings';
import { generateDemoProject } from '../demo/demo-project';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
/** Test data kept in the repository (tests/fixtures/s1000d/README.md says where it comes from). */
export const FIXTURES = join(ROOT, 'tests/fixtures/s1000d');
export const BIKE_DIR = join(FIXTURES, 'bike-4.1');
/** The default BREX data modules ship with the product. */
export const DEFAULT_BREX_DIR = join(ROOT, 'src/s1000d/reference/default-brex');

export function bikeFiles(filter: (name: string) => boolean = () => true): string[] {
  return readdirSync(BIKE_DIR)
    .filter(filter)
    .sort()
    .map((name) => join(BIKE_DIR, name));
}

export const isXmlFile = (name: string) => /\.xml$/i.test(name);

/** Every data module (DMC, DME) of the bike set and of the demo project, by file name. */
export function bikeAndDemoDataModules(): { name: string; bytes: Uint8Array }[] {
  return [
    ...bikeFiles(isXmlFile).map((path) => ({
      name: basename(path),
      bytes: new Uint8Array(readFileSync(path)),
    })),
    ...generateDemoProject().files.filter((f) => f.name.endsWith('.XML')),
  ].filter((f) => /^DM[CE]-/.test(f.name));
}

/** A test project of model BIKE whose responsible partner and originator are Bike Co (07GB6). */
export const bikeCoSettings = (overrides: Partial<ProjectSettings> = {}) =>
  defaultProjectSettings({
    modelIdentCodes: ['BIKE'],
    responsiblePartnerCompany: { code: '07GB6', name: 'Bike Co' },
    originator: { code: '07GB6', name: 'Bike Co' },
    ...overrides,
  });

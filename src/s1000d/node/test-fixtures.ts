import { readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultProjectSettings, type ProjectSettings } from '../csdb/project-settings';

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

/** A test project of model BIKE whose responsible partner and originator are Bike Co (07GB6). */
export const bikeCoSettings = (overrides: Partial<ProjectSettings> = {}) =>
  defaultProjectSettings({
    modelIdentCodes: ['BIKE'],
    responsiblePartnerCompany: { code: '07GB6', name: 'Bike Co' },
    originator: { code: '07GB6', name: 'Bike Co' },
    ...overrides,
  });

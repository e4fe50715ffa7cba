import { zipSync } from 'fflate';
import { readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { DEFAULT_BREX_NAMES } from '../brex/brex-locate';
import type { NamedFile } from '../brex/worker/protocol';
import { newDataModule } from '../authoring/new-data-module';
import { defaultProjectSettings } from '../csdb/project-settings';
import { classifyFile } from '../csdb/classify';
import type { ObjectListing } from '../csdb/listing';
import { xmldomParser } from '../xml/xmldom-parser';
import { BIKE_DIR, DEFAULT_BREX_DIR, FIXTURES } from './test-fixtures';

/** Every default BREX, named as the engine's providers name them. */
export function defaultBrexNamedFiles(): NamedFile[] {
  const files = readdirSync(DEFAULT_BREX_DIR);
  return DEFAULT_BREX_NAMES.map(({ name }) => ({
    name,
    bytes: readFileSync(
      join(
        DEFAULT_BREX_DIR,
        files.find((f) => f.startsWith(`${name}_`))!,
      ),
    ),
  }));
}

/** Listing rows of named files, as a project's index holds them (tests and benches). */
export async function listingRowsOfFiles(
  files: readonly { name: string; bytes: Uint8Array }[],
): Promise<ObjectListing[]> {
  const rows: ObjectListing[] = [];
  for (const f of files) {
    const found = await classifyFile(f.name, f.bytes, { parser: xmldomParser });
    if (found.status === 'object') rows.push(found.listing);
  }
  return rows;
}

/** Listing rows of the files at these paths. */
export const listingRowsOf = (paths: readonly string[]) =>
  listingRowsOfFiles(
    paths.map((path) => ({ name: basename(path), bytes: new Uint8Array(readFileSync(path)) })),
  );

export const bikeNamedFile = (name: string) => ({
  name,
  bytes: new Uint8Array(readFileSync(join(BIKE_DIR, name))),
});

/** The hand-written XSD set of tests/fixtures/s1000d/xsd-mini, zipped as the official sets come. */
export function miniXsdZip(folder = 'S1000D_4-1/xml_schema_flat'): Uint8Array {
  const dir = join(FIXTURES, 'xsd-mini/xml_schema_flat');
  const entries: Record<string, Uint8Array> = {};
  for (const name of readdirSync(dir)) {
    entries[`${folder}/${name}`] = new Uint8Array(readFileSync(join(dir, name)));
  }
  return zipSync(entries);
}

/** A project in memory: its listing rows and the bytes of every file, by object key. */
export async function projectOf(files: readonly { name: string; bytes: Uint8Array }[]) {
  const rows: ObjectListing[] = [];
  const bytes = new Map<string, Uint8Array>();
  for (const file of files) {
    const found = await classifyFile(file.name, file.bytes, { parser: xmldomParser });
    if (found.status !== 'object') continue;
    rows.push(found.listing);
    bytes.set(found.key, file.bytes);
  }
  return { rows, bytes };
}

/** A new Issue 4.1 data module of the BIKE model from the authoring templates, for tests. */
export function templateModuleText(infoCode: string): string {
  const made = newDataModule({
    settings: defaultProjectSettings({
      issue: '4.1',
      modelIdentCodes: ['BIKE'],
      responsiblePartnerCompany: { code: 'U8025', name: 'Bike Co' },
      originator: { code: 'U8025', name: 'Bike Co' },
    }),
    sns: { systemCode: 'DA1', subSystemCode: '1', subSubSystemCode: '0', assyCode: '00' },
    infoCode,
    techName: 'Brake',
    date: '2026-11-24',
  });
  if (!made.ok) throw new Error(made.problems.join('; '));
  return made.xml;
}

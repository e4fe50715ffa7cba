import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import type {
  NewS1000dProject,
  ObjectWrite,
  ProjectRole,
} from '../../src/data/s1000d-store-types.ts';
import { generateDemoProject } from '../../src/s1000d/demo/demo-project.ts';
import { classifyFile } from '../../src/s1000d/csdb/classify.ts';
import { defaultProjectSettings } from '../../src/s1000d/csdb/project-settings.ts';
import { xmldomParser } from '../../src/s1000d/xml/xmldom-parser.ts';
import { asOwner, type TestUser } from './users.ts';

const BIKE = resolve(import.meta.dirname, '../../tests/fixtures/s1000d/bike-4.1');

/** Paths of files of the bike sample set (Issue 4.1). */
export const bikeFiles = (...names: string[]) => names.map((name) => join(BIKE, name));

/** The bike's descriptive (041) and its 251 data module: a small project most journeys use. */
export const BIKE_PAIR = bikeFiles(
  'DMC-S1000DBIKE-AAA-DA1-00-00-00AA-041A-A_007-00_EN-US.XML',
  'DMC-S1000DBIKE-AAA-DA1-10-00-00AA-251A-A_007-00_EN-US.XML',
);

/** Settings of a bike project: Issue 4.1, model S1000DBIKE, its enterprise, the default BREX. */
export const bikeSettings = (extra: Record<string, unknown> = {}) =>
  defaultProjectSettings({
    issue: '4.1',
    modelIdentCodes: ['S1000DBIKE'],
    systemDiffCode: 'AAA',
    responsiblePartnerCompany: { code: '07GB6', name: 'Bike Co' },
    originator: { code: '07GB6', name: 'Bike Co' },
    ...extra,
  });

/** An S1000D project made with the rules off, `manager` its manager: set-up, not the app. */
export function createS1000dProjectAs(
  manager: TestUser,
  project: Omit<NewS1000dProject, 'description' | 'visibility'> & { description?: string },
) {
  const { description = '', ...rest } = project;
  return asOwner((repos) =>
    repos.s1000dProjects.create(
      { ...rest, description, visibility: 'members' },
      { uid: manager.uid, name: manager.name },
    ),
  );
}

/** An S1000D project made with the rules off, holding the given files: set-up, not the app. */
export async function seedS1000dProject(
  manager: TestUser,
  name: string,
  files: readonly string[],
  members: Record<string, ProjectRole> = {},
  settings: Record<string, unknown> = { issue: '4.1' },
) {
  const writes: ObjectWrite[] = [];
  for (const path of files) {
    const bytes = new Uint8Array(readFileSync(path));
    const found = await classifyFile(basename(path), bytes, { parser: xmldomParser });
    if (found.status !== 'object') throw new Error(found.message);
    const [issueNumber = '000', inWork = '00'] =
      `${found.listing.i ?? '000'}-${found.listing.w ?? '00'}`.split('-');
    writes.push({
      key: found.key,
      kind: found.kind,
      issueNumber,
      inWork,
      mediaType: 'application/xml',
      bytes,
      sha256: found.listing.h,
      row: found.listing,
      becomesCurrent: true,
      action: 'add' as const,
    });
  }
  const id = await createS1000dProjectAs(manager, { name, settings, members });
  await asOwner((repos) =>
    repos.s1000dObjects.commitObjects(id, writes, { uid: manager.uid, name: manager.name }),
  );
  return id;
}

/**
 * The demo project (dated 2026-01-15, so its codes and issues are stable) managed by the test's
 * own user (viewer-project's seedDemoProject makes a colleague its manager instead), its files
 * kept in a temporary folder the test may add to; `keep` leaves files out.
 */
export async function seedDemoProjectManagedBy(
  manager: TestUser,
  name: string,
  keep: (fileName: string) => boolean = () => true,
) {
  const demo = generateDemoProject({ date: '2026-01-15' });
  const dir = mkdtempSync(join(tmpdir(), 'demo-project-'));
  const files = demo.files.filter((f) => keep(f.name));
  for (const file of files) writeFileSync(join(dir, file.name), file.bytes);
  const paths = files.map((f) => join(dir, f.name));
  const id = await seedS1000dProject(manager, name, paths, {}, demo.settings);
  return { id, dir };
}

/**
 * The text of an object's current issue as stored: what a save wrote, read from the database
 * rather than from what an editor happens to draw.
 */
export async function storedText(projectId: string, key: string): Promise<string> {
  return asOwner(async (repos) => {
    const object = await repos.s1000dObjects.getObject(projectId, key);
    const issue = object?.issues.findLast(
      (i) => i.issueNumber === object.current.issueNumber && i.inWork === object.current.inWork,
    );
    if (!issue) throw new Error(`${key} has no current issue in project ${projectId}.`);
    return new TextDecoder().decode(await repos.s1000dObjects.readContent(projectId, issue));
  });
}

import type { ProjectRole } from '../../src/data/s1000d-store-types.ts';
import { demoProjectWrites } from '../../src/features/s1000d/common/demo-project-writes.ts';
import { xmldomParser } from '../../src/s1000d/xml/xmldom-parser.ts';
import { decodeXmlBytes } from '../../src/s1000d/xml/decode-xml-bytes.ts';
import { objectWriteOf } from '../../scripts/bench/support/generated-data-modules.ts';
import { createS1000dProjectAs } from './s1000d-project.ts';
import { asOwner, createTestUser } from './users.ts';

/**
 * The demo project (the Tidewell pump), stored with the rules off for a journey: managed by a
 * colleague the fixture creates, the given users members with the given project roles.
 */
export async function seedDemoProject(name: string, members: Record<string, ProjectRole>) {
  const manager = await createTestUser({ roles: ['ips-engineer'] });
  const demo = await demoProjectWrites(xmldomParser);
  const id = await createS1000dProjectAs(manager, {
    name,
    description: demo.description,
    settings: demo.settings,
    members,
  });
  await asOwner((repos) =>
    repos.s1000dObjects.commitObjects(id, demo.writes, { uid: manager.uid, name: manager.name }),
  );
  return id;
}

/** The demo's object keys the journeys open. */
export const DEMO_KEYS = {
  publication: 'PMC-TIDEWELL-7TDW1-00001-00_EN-US',
  remove: 'DMC-TIDEWELL-A-20-20-00-00A-520A-A_EN-US',
  clean: 'DMC-TIDEWELL-A-20-30-00-00A-258A-A_EN-US',
  description: 'DMC-TIDEWELL-A-00-00-00-00A-040A-D_EN-US',
  faultIsolation: 'DMC-TIDEWELL-A-20-00-00-00A-421A-A_EN-US',
  parts: 'DMC-TIDEWELL-A-20-00-00-01A-941A-D_EN-US',
} as const;

/**
 * The demo's description grown to `bytes` by numbered sections (as the viewer bench grows it):
 * a module large enough to store a head (decision 1710). Gives its key and last section.
 */
export async function seedLargeDescription(projectId: string, bytes: number) {
  const demo = await demoProjectWrites(xmldomParser);
  const description = demo.writes.find((w) => w.key === DEMO_KEYS.description)!;
  let sections = '';
  let last = -1;
  while (sections.length < bytes) {
    last += 1;
    sections +=
      `<levelledPara id="par-b${last}"><title>Section ${last}</title><para>${'Inspect the seal faces for wear. '.repeat(8)}</para>` +
      `<para><randomList><listItem><para>Casing ${last}</para></listItem><listItem><para>Seal ${last}</para></listItem></randomList></para></levelledPara>`;
  }
  const text = decodeXmlBytes(description.bytes)
    .replace('disassyCode="00"', 'disassyCode="98"')
    .replace('</description>', `${sections}</description>`);
  const write = await objectWriteOf('DMC-TIDEWELL-A-00-00-00-98A-040A-D_000-01_EN-US.XML', text);
  await asOwner((repos) =>
    repos.s1000dObjects.commitObjects(projectId, [write], { uid: 'seed', name: 'Seed' }),
  );
  return { key: write.key, last };
}

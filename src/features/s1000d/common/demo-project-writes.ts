import type { ObjectWrite } from '../../../data/s1000d-store-types.ts';
import { generateDemoProject, type DemoProject } from '../../../s1000d/demo/demo-project.ts';
import { planUpload } from '../../../s1000d/csdb/upload-plan.ts';
import type { XmlParser } from '../../../s1000d/xml/xml-parser.ts';
import { objectWritesOf } from './object-writes.ts';

export type DemoProjectWrites = Omit<DemoProject, 'files'> & { writes: ObjectWrite[] };

/**
 * The demo project as the store writes it: generated, then planned like any upload, so its
 * rows are exactly what an author's upload of the same files would give.
 */
export async function demoProjectWrites(parser: XmlParser): Promise<DemoProjectWrites> {
  const { files, ...project } = generateDemoProject();
  const decisions = await planUpload(
    files.map((f) => ({ path: f.name, bytes: f.bytes })),
    [],
    { parser },
  );
  const refused = decisions.filter((d) => !d.write);
  if (refused.length > 0) throw new Error(`The demo project is broken: ${refused[0]!.message}`);
  return { ...project, writes: objectWritesOf(decisions) };
}

import { getCountFromServer, collection, type Firestore } from 'firebase/firestore';
import { demoProjectWrites } from '../../src/features/s1000d/common/demo-project-writes.ts';
import type { createRepositories } from '../../src/data/repositories.ts';
import { xmldomParser } from '../../src/s1000d/xml/xmldom-parser.ts';

/**
 * A new data folder gets the demo S1000D project, managed by the first administrator and
 * readable by everyone, so new users see a real example in their first minute. Only when the
 * store holds no S1000D project at all: a later start never adds a second one.
 */
export async function seedDemoProject(
  db: Firestore,
  repos: ReturnType<typeof createRepositories>,
  admin: { uid: string; name: string },
): Promise<string | null> {
  const existing = await getCountFromServer(collection(db, 's1000dProjects'));
  if (existing.data().count > 0) return null;
  const demo = await demoProjectWrites(xmldomParser);
  const id = await repos.s1000dProjects.create(
    {
      name: demo.name,
      description: demo.description,
      settings: demo.settings,
      visibility: 'workspace',
    },
    admin,
  );
  await repos.s1000dObjects.commitObjects(id, demo.writes, admin);
  return id;
}

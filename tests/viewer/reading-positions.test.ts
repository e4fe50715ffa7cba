import { doc, setDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import type { NewReadingPosition } from '../../src/domain/reading-positions.ts';
import { environmentSeededBy, repositoriesFor } from '../support/emulator.ts';
import { testProfile } from '../support/test-profile.ts';

// A position is saved only in a project its reader may read now (decision 1501): the
// workspace reads this one.
const env = environmentSeededBy(async (repos, db) => {
  for (const uid of ['reader-1', 'reader-2']) {
    await repos.users.create(testProfile(uid), []);
  }
  const now = new Date();
  await setDoc(doc(db, 's1000dProjects', 'pump-project'), {
    name: 'Pump manuals',
    description: '',
    settings: {},
    members: {},
    memberIds: [],
    visibility: 'workspace',
    ownerId: 'reader-2',
    createdAt: now,
    updatedAt: now,
  });
});

const position = (
  uid: string,
  publicationKey: string,
  objectTitle = 'Impeller - Remove procedure',
): NewReadingPosition => ({
  uid,
  projectId: 'pump-project',
  projectName: 'Pump manuals',
  publicationKey,
  publicationCode: 'PMC-TIDEWELL-7TDW1-00001-00',
  publicationTitle: 'Operation and maintenance manual',
  objectKey: 'DMC-TIDEWELL-A-20-20-00-00A-520A-A_EN-US',
  objectTitle,
});

describe('reading positions', () => {
  it('keeps one position per reader and publication, the latest first, private to its reader', async () => {
    const mine = repositoriesFor(env, 'reader-1').readingPositions;
    await mine.record(position('reader-1', 'PMC-A_EN-US'));
    await mine.record(position('reader-1', 'PMC-B_EN-US'));
    await mine.record(position('reader-1', 'PMC-A_EN-US', 'Inlet strainer - Clean'));
    await expect(
      mine.record({ ...position('reader-1', 'PMC-D_EN-US'), projectId: 'no-such-project' }),
    ).rejects.toThrow(/permission|false for/i);
    const list = await mine.listMine('reader-1');
    expect(list.map((p) => [p.publicationKey, p.objectTitle])).toEqual([
      ['PMC-A_EN-US', 'Inlet strainer - Clean'],
      ['PMC-B_EN-US', 'Impeller - Remove procedure'],
    ]);
    expect(list[0]!.updatedAt).toBeInstanceOf(Date);

    const theirs = repositoriesFor(env, 'reader-2').readingPositions;
    expect(await theirs.listMine('reader-2')).toEqual([]);
    await expect(theirs.listMine('reader-1')).rejects.toThrow(/permission|false for/i);
    await expect(theirs.record(position('reader-1', 'PMC-C_EN-US'))).rejects.toThrow(
      /permission|false for/i,
    );

    await mine.remove({
      uid: 'reader-1',
      projectId: 'pump-project',
      publicationKey: 'PMC-B_EN-US',
    });
    expect((await mine.listMine('reader-1')).map((p) => p.publicationKey)).toEqual(['PMC-A_EN-US']);
  });

  it('cuts long titles to the limits the rules keep, rather than failing', async () => {
    const mine = repositoriesFor(env, 'reader-1').readingPositions;
    await mine.record(position('reader-1', 'PMC-A_EN-US', 'x'.repeat(400)));
    expect((await mine.listMine('reader-1'))[0]!.objectTitle).toHaveLength(300);
  });
});

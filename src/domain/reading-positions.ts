/**
 * Where a reader left off in a publication (or a single object read on its own): the data
 * module open last, so dashboards and the publications list can offer "continue reading".
 * One document per user and publication; only its reader reads or writes it.
 */
export type ReadingPosition = {
  id: string;
  uid: string;
  projectId: string;
  projectName: string;
  /** The publication module's object key, or the object's key when read on its own. */
  publicationKey: string;
  publicationCode: string;
  publicationTitle: string;
  /** The data module open last (empty when the publication itself was open). */
  objectKey: string;
  objectTitle: string;
  updatedAt: Date | null;
};

export type NewReadingPosition = Omit<ReadingPosition, 'id' | 'updatedAt'>;

/** Field limits the rules enforce (firestore.rules, readingPositions). */
export const READING_POSITION_LIMITS = {
  projectId: 64,
  projectName: 120,
  publicationKey: 200,
  publicationCode: 200,
  publicationTitle: 300,
  objectKey: 200,
  objectTitle: 300,
} as const;

/** The document id: "{uid}__{projectId}__{publicationKey}", so a reader has one per publication. */
export const readingPositionId = (
  p: Pick<ReadingPosition, 'uid' | 'projectId' | 'publicationKey'>,
) => `${p.uid}__${p.projectId}__${p.publicationKey}`;

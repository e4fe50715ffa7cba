import { foldUnknownFields, type ProjectCollection } from '../../domain/projects.ts';
import { isPlainObject, itemName, type LocalRecord } from './local-data.ts';

/**
 * A stored date as the old version wrote it: ISO text, epoch milliseconds, or a serialised
 * Timestamp ({ seconds, nanoseconds }). Anything else, or an invalid date, is null.
 */
export function toStoredDate(value: unknown): Date | null {
  let date: Date | null = null;
  if (typeof value === 'string' && value.trim() !== '') date = new Date(value);
  else if (typeof value === 'number') date = new Date(value);
  else if (value instanceof Date) date = value;
  else if (isPlainObject(value) && typeof value.seconds === 'number') {
    const nanos = typeof value.nanoseconds === 'number' ? value.nanoseconds : 0;
    date = new Date(value.seconds * 1000 + Math.floor(nanos / 1e6));
  }
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

function originalIdOf(item: LocalRecord): string | number | null {
  const id = item.id;
  return typeof id === 'string' || typeof id === 'number' ? id : null;
}

/**
 * A project or draft document: every stored field kept (those the collection does not know
 * under legacyFields, decision 1300), the local id moved to `originalId` (the document gets a
 * new id), dates converted or left to the server clock.
 */
export function buildProjectRecord(
  collection: ProjectCollection,
  item: LocalRecord,
  ownerId: string,
  serverTime: unknown,
): LocalRecord {
  const { id: _localId, ...fields } = item;
  return {
    ...foldUnknownFields(collection, fields),
    name: itemName(item),
    createdAt: toStoredDate(item.createdAt) ?? serverTime,
    updatedAt: toStoredDate(item.updatedAt) ?? serverTime,
    migratedFromLocalStorage: true,
    originalId: originalIdOf(item),
    ownerId,
  };
}

/** The PLM data document: the saved value, whatever its shape, unchanged under `data` (decision 1300). */
export function buildPlmRecord(value: unknown, ownerId: string, serverTime: unknown): LocalRecord {
  return { data: value, migratedAt: serverTime, migratedFromLocalStorage: true, ownerId };
}

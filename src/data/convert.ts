import { Timestamp, type DocumentData } from 'firebase/firestore';

/** Firestore gives Timestamps (or null while a server time is pending); the app uses Date. */
export function toDate(value: unknown): Date | null {
  if (value instanceof Timestamp) return value.toDate();
  if (value instanceof Date) return value;
  return null;
}

export function readString(data: DocumentData, key: string, fallback = ''): string {
  const value = data[key];
  return typeof value === 'string' ? value : fallback;
}

export function readNullableString(data: DocumentData, key: string): string | null {
  const value = data[key];
  return typeof value === 'string' ? value : null;
}

export function readStringList(data: DocumentData, key: string): string[] {
  const value = data[key];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

export function readBoolean(data: DocumentData, key: string, fallback = false): boolean {
  const value = data[key];
  return typeof value === 'boolean' ? value : fallback;
}

export function readNumber(data: DocumentData, key: string, fallback = 0): number {
  const value = data[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

import { readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The shared fixtures folder: CI clones the repository with shared/ beside it. */
export const FIXTURES = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../shared/fixtures/s1000d',
);
export const BIKE_DIR = join(FIXTURES, 'bike-4.1');
export const DEFAULT_BREX_DIR = join(FIXTURES, 'default-brex');
export const SNS_DIR = join(FIXTURES, 'sns');

export function bikeFiles(filter: (name: string) => boolean = () => true): string[] {
  return readdirSync(BIKE_DIR)
    .filter(filter)
    .sort()
    .map((name) => join(BIKE_DIR, name));
}

export const isXmlFile = (name: string) => /\.xml$/i.test(name);

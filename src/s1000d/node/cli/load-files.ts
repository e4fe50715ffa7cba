import { existsSync, readdirSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { S1000dXml } from '../../xml/load-xml';
import { readXmlFile } from '../read-xml-file';

/** Expands folders to their files (not recursive), keeping the order given. */
export function expandPaths(paths: readonly string[]): string[] {
  return paths.flatMap((p) =>
    existsSync(p) && statSync(p).isDirectory()
      ? readdirSync(p)
          .sort()
          .map((n) => join(p, n))
      : [p],
  );
}

export type Loaded = { objects: S1000dXml[]; errors: { path: string; message: string }[] };

export function loadObjects(paths: readonly string[]): Loaded {
  const loaded: Loaded = { objects: [], errors: [] };
  for (const path of paths.filter((p) => /\.xml$/i.test(p))) {
    try {
      loaded.objects.push(readXmlFile(path));
    } catch (error) {
      loaded.errors.push({ path, message: (error as Error).message });
    }
  }
  return loaded;
}

export const baseNames = (paths: readonly string[]) => paths.map((p) => basename(p));

/** --default-brex-dir, else $IPS_S1000D_DEFAULT_BREX_DIR, else the default BREX shipped with the product. */
export function defaultBrexDir(option: string | undefined): string {
  if (option) return option;
  if (process.env.IPS_S1000D_DEFAULT_BREX_DIR) return process.env.IPS_S1000D_DEFAULT_BREX_DIR;
  return resolve(dirname(fileURLToPath(import.meta.url)), '../../reference/default-brex');
}

import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_BREX, type S1000dIssue } from '../brex/default-brex';
import type { S1000dXml } from '../xml/load-xml';
import { readXmlFile } from './read-xml-file';

/** Default BREX files are looked up by code in a folder (they are not shipped in the repo). */
export function defaultBrexFromDir(dir: string): (issue: S1000dIssue) => S1000dXml | undefined {
  const cache = new Map<string, S1000dXml | undefined>();
  const names = existsSync(dir) ? readdirSync(dir) : [];
  return (issue) => {
    const { code } = DEFAULT_BREX[issue];
    if (!cache.has(code)) {
      const name = names.find((n) => n.startsWith(`${code}_`));
      cache.set(code, name ? readXmlFile(join(dir, name)) : undefined);
    }
    return cache.get(code);
  };
}

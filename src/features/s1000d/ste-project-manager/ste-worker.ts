/// <reference lib="webworker" />
import { expose, type ProxyOrClone } from 'comlink';
import { checkSteProject, type SteProjectRun } from '../../../s1000d/ste/ste-project.ts';
import type { SteSettings } from '../../../s1000d/ste/ste-settings.ts';
import { decodeXmlBytes } from '../../../s1000d/xml/decode-xml-bytes.ts';
import { loadXml } from '../../../s1000d/xml/load-xml.ts';
import { xmldomParser } from '../../../s1000d/xml/xmldom-parser.ts';

export type SteModuleBytes = { key: string; name: string; bytes: Uint8Array };
export type SteWorkerRun = SteProjectRun & { unreadable: { name: string; message: string }[] };

/** The STE check of a project's data modules, off the page's thread (workers have no DOMParser). */
const api = {
  check(
    files: SteModuleBytes[],
    settings: SteSettings,
    onProgress: ProxyOrClone<(done: number, total: number) => void>,
  ): SteWorkerRun {
    const unreadable: SteWorkerRun['unreadable'] = [];
    const modules = files.flatMap((f) => {
      try {
        const object = loadXml(decodeXmlBytes(f.bytes), { parser: xmldomParser, fileName: f.name });
        return [{ key: f.key, name: f.name, object }];
      } catch (cause) {
        unreadable.push({ name: f.name, message: (cause as Error).message });
        return [];
      }
    });
    const run = checkSteProject(modules, settings, (done, total) => void onProgress(done, total));
    return { ...run, unreadable };
  },
};

export type SteWorkerApi = typeof api;
expose(api);

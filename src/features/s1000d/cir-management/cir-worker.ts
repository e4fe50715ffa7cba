/// <reference lib="webworker" />
import { expose } from 'comlink';
import { cirCatalogue } from '../../../s1000d/cir/cir-catalogue.ts';
import { resolveCirInstance } from '../../../s1000d/cir/cir-instance.ts';
import { loadProjectXml } from '../common/load-project-xml.ts';

/** CIR management's work off the page's thread: the same engine as `ips-s1000d cir`. */
const api = {
  catalogue(files: Record<string, Uint8Array>) {
    const { objects, unreadable } = loadProjectXml(files);
    return { ...cirCatalogue(objects), unreadable };
  },
  instance(target: string, files: Record<string, Uint8Array>) {
    const { objects } = loadProjectXml(files);
    const object = objects.find((o) => o.key === target);
    if (!object) throw new Error(`${target} could not be read.`);
    return resolveCirInstance(object.xml, objects);
  },
};

export type CirWorkerApi = typeof api;
expose(api);

/// <reference lib="webworker" />
import { expose } from 'comlink';
import type { UploadFile } from '../../../s1000d/csdb/zip.ts';
import { readSchemaSet, type SchemaSet } from '../../../s1000d/schemas/schema-set.ts';
import { SchemaValidator } from '../../../s1000d/schemas/xsd-validator.ts';

/** Schema sets read and objects validated (libxml2's XSD validator) off the page's thread. */
const api = {
  read(uploads: UploadFile[], issue?: string) {
    return readSchemaSet(uploads, issue ? { issue } : {});
  },

  async validate(sets: SchemaSet[], objects: { name: string; bytes: Uint8Array }[]) {
    const validator = await SchemaValidator.create(sets);
    try {
      return objects.map((o) => validator.validate(o.name, o.bytes));
    } finally {
      validator.dispose();
    }
  },
};

export type SchemaWorkerApi = typeof api;
expose(api);

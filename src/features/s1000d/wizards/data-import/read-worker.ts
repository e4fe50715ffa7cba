/// <reference lib="webworker" />
import { expose } from 'comlink';
import type { ImportOptions } from '../../../../s1000d/import/html-to-modules.ts';
import { readDocument, type DocumentReading } from '../../../../s1000d/import/import-document.ts';

/**
 * Reads the chosen document into sections off the page's thread. mammoth and marked load with
 * this worker only, so no other page, and not the preview's worker, carries them.
 */
const api = {
  read: (
    fileName: string,
    bytes: Uint8Array,
    options: Pick<ImportOptions, 'settings' | 'existing'>,
  ): Promise<DocumentReading> => readDocument(fileName, bytes, options),
};

export type ReadWorkerApi = typeof api;
expose(api);

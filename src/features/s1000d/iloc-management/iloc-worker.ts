/// <reference lib="webworker" />
import { expose } from 'comlink';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import { itemLocationBrexRule, itemLocationUsage } from '../../../s1000d/ic/item-location.ts';

/** Item location codes and their use in a project, off the page's thread. */
const api = {
  usage: (
    rows: ObjectListing[],
    settings: {
      itemLocationNames?: Record<string, string>;
      infoCodeSchemas?: Record<string, string>;
    },
  ) => itemLocationUsage(rows, settings),
  brexRule: (names: Record<string, string>) => itemLocationBrexRule(names),
};

export type IlocWorkerApi = typeof api;
expose(api);

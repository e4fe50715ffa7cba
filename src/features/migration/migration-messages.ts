import { MESSAGES } from '../../lib/messages.ts';

/** The spec's migration texts (sections 2, 4, 5 and 8), verbatim; nothing else writes them. */
export const MIGRATION_TEXT = {
  bannerTitle: MESSAGES.migrationRequired,
  migrateNow: 'Migrate Now',
  dismiss: 'Dismiss',
  migrating: 'Migrating...',
  parsePbsFailed: 'Failed to parse PBS projects',
  parseIpsFailed: 'Failed to parse IPS projects',
  parseDraftsFailed: 'Failed to parse IPS drafts',
  plmFailed: 'Failed to migrate PLM data',
  migrationFailed: 'Migration failed',
  pbsFailed: (name: string) => `Failed to migrate PBS project ${name}`,
  ipsFailed: (name: string) => `Failed to migrate IPS project ${name}`,
  draftFailed: (name: string) => `Failed to migrate IPS draft ${name}`,
  pbsDuplicate: (name: string) => `Skipped duplicate PBS project: ${name}`,
  ipsDuplicate: (name: string) => `Skipped duplicate IPS project: ${name}`,
  succeeded: (count: number) => `Successfully migrated ${count} items to Firestore!`,
  withErrors: (count: number, errors: number) =>
    `Migrated ${count} items with ${errors} errors. Check console for details.`,
  fatal: (error: string) => `Migration failed: ${error}`,
} as const;

/** How long a success message stays before the banner hides (spec section 9). */
export const BANNER_AUTO_HIDE_MS = 3000;

export type MigrationRecord = {
  id: string;
  ownerId: string;
  migratedAt: Date | null;
  totalItemsMigrated: number;
  errors: string[];
  localStorageKeys: string[];
};

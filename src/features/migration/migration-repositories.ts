import type { MigrationsRepository } from '../../data/migrations.ts';
import type { ProjectsRepository } from '../../data/projects.ts';

type Confirms = Pick<ProjectsRepository, 'existsOwnedWithId'>;
type Deduplicates = Confirms & Pick<ProjectsRepository, 'ownedNames'>;

/** The part of the backend the migrator uses; the app's repositories fit it, tests may wrap them. */
export type MigrationRepositories = {
  pbsProjects: Deduplicates;
  ipsProjects: Deduplicates;
  ipsProjectDrafts: Confirms;
  plmData: Confirms;
  migrations: Pick<MigrationsRepository, 'newBatch' | 'record' | 'serverTime'>;
};

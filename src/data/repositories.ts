import type { Firestore } from 'firebase/firestore';
import type { SessionSignIn } from '../domain/sessions.ts';
import { createAccessCodesRepository } from './access-codes.ts';
import { createAccessRepair } from './access-repair.ts';
import { createAccountRequestsRepository } from './account-requests.ts';
import { createAssignmentsRepository } from './assignments.ts';
import { createBucketMembersRepository } from './bucket-members.ts';
import { createCourseProgressRepository } from './course-progress.ts';
import { createBootstrapRepository } from './bootstrap-admin.ts';
import { createBrdpsRepository } from './brdps.ts';
import { createCoursesRepository } from './courses.ts';
import { createIpsBucketsRepository } from './ips-buckets.ts';
import { createIssuePatternsRepository } from './issue-patterns.ts';
import { createSteRepository } from './ste.ts';
import { createMigrationsRepository } from './migrations.ts';
import { createProjectImportRepository } from './project-import.ts';
import { createProductConfigurationsRepository } from './product-configurations.ts';
import { createProjectsRepository } from './projects.ts';
import { createReadingPositionsRepository } from './reading-positions.ts';
import { createRolesRepository } from './roles.ts';
import { createS1000dObjectsRepository } from './s1000d-objects.ts';
import { createS1000dProjectsRepository } from './s1000d-projects.ts';
import { createSchemaSetsRepository } from './schema-sets.ts';
import { createSessionsRepository } from './sessions.ts';
import { createSubmissionsRepository } from './submissions.ts';
import { createTodosRepository } from './todos.ts';
import { createUserDirectoryRepository } from './user-directory.ts';
import { createUsersRepository } from './users.ts';

/**
 * Every repository over one Firestore instance: the app's, or a test's emulator context.
 * `signInSession` makes a new session user's identity (the app: an anonymous sign-in).
 */
export function createRepositories(db: Firestore, signInSession?: SessionSignIn<Firestore>) {
  const roles = createRolesRepository(db);
  const s1000dObjects = createS1000dObjectsRepository(db);
  return {
    users: createUsersRepository(db),
    accessRepair: createAccessRepair(db),
    bootstrap: createBootstrapRepository(db, roles),
    sessions: createSessionsRepository(db),
    accountRequests: createAccountRequestsRepository(db),
    roles,
    courses: createCoursesRepository(db),
    courseProgress: createCourseProgressRepository(db),
    ipsBuckets: createIpsBucketsRepository(db),
    accessCodes: createAccessCodesRepository(db, signInSession),
    bucketMembers: createBucketMembersRepository(db),
    assignments: createAssignmentsRepository(db),
    submissions: createSubmissionsRepository(db),
    todos: createTodosRepository(db),
    pbsProjects: createProjectsRepository(db, 'pbsProjects'),
    ipsProjects: createProjectsRepository(db, 'ipsProjects'),
    ipsProjectDrafts: createProjectsRepository(db, 'ipsProjectDrafts'),
    plmData: createProjectsRepository(db, 'plmData'),
    productConfigurations: createProductConfigurationsRepository(db),
    projectImport: createProjectImportRepository(db),
    migrations: createMigrationsRepository(db),
    s1000dProjects: createS1000dProjectsRepository(db),
    s1000dObjects,
    schemaSets: createSchemaSetsRepository(db, s1000dObjects),
    brdps: createBrdpsRepository(db),
    issuePatterns: createIssuePatternsRepository(db),
    ste: createSteRepository(db),
    userDirectory: createUserDirectoryRepository(db),
    readingPositions: createReadingPositionsRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

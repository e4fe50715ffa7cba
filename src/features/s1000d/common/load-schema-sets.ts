import type { Backend } from '../../../data/backend.ts';
import type { ProjectSchemaSet } from '../../../domain/schema-sets.ts';
import type { SchemaSet } from '../../../s1000d/schemas/schema-set.ts';
import { listSchemaSets } from './schema-set-store.ts';

/**
 * The schema sets a page validates with: the project's (decision 1240), and for an issue the
 * project has none of, the set this browser kept before sets moved to projects (decision
 * 352), so an upload made then keeps working until it is moved.
 */
export async function loadSchemaSets(
  backend: Backend,
  projectId: string | undefined,
  stored?: readonly ProjectSchemaSet[],
): Promise<SchemaSet[]> {
  const listed = projectId
    ? (stored ?? (await backend.schemaSets.list(projectId)))
    : ([] as ProjectSchemaSet[]);
  const project = await Promise.all(listed.map((s) => backend.schemaSets.load(projectId!, s)));
  const browser = await listSchemaSets().catch(() => []);
  const has = new Set(project.map((s) => s.issue));
  return [...project, ...browser.map((b) => b.set).filter((s) => !has.has(s.issue))];
}

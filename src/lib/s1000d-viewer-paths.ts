/**
 * Links into the S1000D viewer, shared by every page that opens it (publications list,
 * dashboards, course, library). An object's viewer id names its project and its object key,
 * joined by "~", which neither a project id nor an object key contains (decision 332).
 */

export const VIEWER_ID_SEPARATOR = '~';

/** The demo project the viewer generates in the browser: every reader, learners too, may open it. */
export const DEMO_VIEWER_PROJECT = 'demo';

export function objectViewerPath(projectId: string, objectKey: string, target?: string): string {
  const hash = target ? `#${encodeURIComponent(target)}` : '';
  return `/viewer/${encodeURIComponent(`${projectId}${VIEWER_ID_SEPARATOR}${objectKey}`)}${hash}`;
}

/** The project and object of a viewer id; null when it is not one. */
export function parseViewerId(
  id: string | undefined,
): { projectId: string; objectKey: string } | null {
  if (!id) return null;
  const at = id.indexOf(VIEWER_ID_SEPARATOR);
  if (at <= 0 || at === id.length - 1) return null;
  return { projectId: id.slice(0, at), objectKey: id.slice(at + 1) };
}

/** A publication in the viewer, optionally opened at one of its data modules. */
export function publicationViewerPath(
  projectId: string,
  publicationKey: string,
  objectKey?: string,
  target?: string,
): string {
  const query = objectKey ? `?dm=${encodeURIComponent(objectKey)}` : '';
  const hash = target ? `#${encodeURIComponent(target)}` : '';
  return `/tools/s1000d-viewer/${encodeURIComponent(projectId)}/${encodeURIComponent(publicationKey)}${query}${hash}`;
}

/** The read-only publication module view: the same reader, reached from the PM tools. */
export function publicationModuleViewPath(
  projectId: string,
  moduleKey: string,
  objectKey?: string,
) {
  const query = objectKey ? `?dm=${encodeURIComponent(objectKey)}` : '';
  return `/publication-module-view/${encodeURIComponent(projectId)}/${encodeURIComponent(moduleKey)}${query}`;
}

export function publicationModuleEditorPath(projectId: string, moduleKey: string) {
  return `/publication-module-editor/${encodeURIComponent(projectId)}/${encodeURIComponent(moduleKey)}`;
}

export function publicationModuleManagerPath(projectId?: string, moduleKey?: string) {
  if (!projectId) return '/tools/publication-module-manager';
  const tail = moduleKey ? `/${encodeURIComponent(moduleKey)}` : '';
  return `/tools/publication-module-manager/${encodeURIComponent(projectId)}${tail}`;
}

/** The data module editor, on one object of a project. */
export function moduleEditorPath(projectId: string, objectKey: string) {
  return `/project/${encodeURIComponent(projectId)}/s1000d/module-editor/${encodeURIComponent(objectKey)}`;
}

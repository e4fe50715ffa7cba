/** The steps of a project import, in order. */
export const IMPORT_STEPS = ['chosen', 'checked', 'named', 'written'] as const;
export type ImportStep = (typeof IMPORT_STEPS)[number];

/**
 * Names a step of a project import in the browser's performance timeline: the PBS bench
 * reads them to say where the time goes (file read and checked, names asked, batch written).
 */
export function markImport(step: ImportStep) {
  performance.mark(`import:${step}`);
}

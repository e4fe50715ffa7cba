import { timelineMarker } from './timeline-marks.ts';

/** The steps of a project import, in order. */
export const IMPORT_STEPS = ['chosen', 'checked', 'named', 'written'] as const;
export type ImportStep = (typeof IMPORT_STEPS)[number];

/**
 * Marks a step of a project import: the PBS bench reads them (file read and checked, names
 * asked, batch written).
 */
export const markImport = timelineMarker<ImportStep>('import');

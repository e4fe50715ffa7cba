import { timelineMarker } from './timeline-marks.ts';

/**
 * Marks a step of the viewer's work: the viewer bench reads them (the read by key requested,
 * the page opened, a large module's head arrived, the bytes read ahead by key, the rows, the
 * module's start read from its head, the bytes taken, read by the worker, the first screen
 * drawn, everything drawn).
 */
export const markViewer = timelineMarker<
  | 'requested'
  | 'opened'
  | 'head'
  | 'ahead'
  | 'rows'
  | 'start'
  | 'bytes'
  | 'parsed'
  | 'screen'
  | 'drawn'
>('viewer');

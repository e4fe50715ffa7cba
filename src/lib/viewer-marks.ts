/**
 * Names a step of the viewer's work in the browser's performance timeline: the viewer bench
 * reads them to say where the time goes (the page opened, the bytes read ahead by key, the
 * rows, the bytes taken, read by the worker, the first screen drawn, everything drawn).
 */
export function markViewer(
  step: 'opened' | 'ahead' | 'rows' | 'bytes' | 'parsed' | 'screen' | 'drawn',
) {
  performance.mark(`viewer:${step}`);
}

/**
 * Names a step of the viewer's work in the browser's performance timeline: the viewer bench
 * reads them to say where the time goes (rows, bytes read, read by the worker, drawn).
 */
export function markViewer(step: 'rows' | 'bytes' | 'parsed' | 'drawn') {
  performance.mark(`viewer:${step}`);
}

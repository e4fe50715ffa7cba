/**
 * Whether a process with this id exists: signal 0 checks without sending anything. EPERM means
 * it exists but belongs to another user, which still counts as alive.
 */
export function isProcessAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

import { execFileSync } from 'node:child_process';
import { isProcessAlive } from './process-alive.ts';

/**
 * `npm start` is a job of several processes (npm, sh, node running this script). Whichever
 * of them is killed, the job is over: this watches our ancestors in our own process group
 * and calls `onGone` once one of them is gone, so that we save and stop instead of serving
 * on as an orphan nobody can press Ctrl-C in. (Our own death is the tethers' business.)
 */
function psField(pid: number, field: 'ppid' | 'pgid'): number | undefined {
  try {
    const out = execFileSync('ps', ['-o', `${field}=`, '-p', String(pid)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const value = Number(out.trim());
    return Number.isInteger(value) && value > 0 ? value : undefined;
  } catch {
    return undefined;
  }
}

export function ancestorsInOurGroup(): number[] {
  const group = psField(process.pid, 'pgid');
  const chain: number[] = [];
  let pid = process.ppid;
  while (group !== undefined && pid > 1 && chain.length < 10) {
    if (psField(pid, 'pgid') !== group) break;
    chain.push(pid);
    const parent = psField(pid, 'ppid');
    if (parent === undefined) break;
    pid = parent;
  }
  return chain;
}

export function watchParents(onGone: (why: string) => void, everyMs = 1000) {
  const parent = process.ppid;
  const chain = ancestorsInOurGroup();
  const timer = setInterval(() => {
    const gone = chain.find((pid) => !isProcessAlive(pid));
    if (process.ppid !== parent || gone !== undefined) {
      clearInterval(timer);
      onGone(`process ${gone ?? parent}, which started this one, is gone`);
    }
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

import { readdirSync, readFileSync } from 'node:fs';

/** Linux reports process times in clock ticks of 1/100 s (`getconf CLK_TCK`). */
const TICKS_PER_SECOND = 100;

function statOf(pid: string): { parent: string; ticks: number } | null {
  try {
    // The command name (field 2) may hold spaces: the fields after it start past the last ')'.
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { parent: fields[1]!, ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null; // ended meanwhile
  }
}

/**
 * CPU seconds a process and its live descendants have used (Linux /proc). On a shared machine
 * the wall time of an emulator's work grows with the load; its CPU time much less, so a bench
 * row can say what the work itself cost.
 */
export function processTreeCpuSeconds(rootPid: number): number {
  const stats = new Map<string, { parent: string; ticks: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = statOf(entry);
    if (stat) stats.set(entry, stat);
  }
  const inTree = new Set([String(rootPid)]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, stat] of stats) {
      if (!inTree.has(pid) && inTree.has(stat.parent)) {
        inTree.add(pid);
        grew = true;
      }
    }
  }
  let ticks = 0;
  for (const pid of inTree) ticks += stats.get(pid)?.ticks ?? 0;
  return ticks / TICKS_PER_SECOND;
}

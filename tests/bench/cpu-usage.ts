import { readdirSync, readFileSync } from 'node:fs';

/**
 * Where the CPU of a benchmark run went (issue 39's scale-out): the CPU seconds of processes on this
 * machine, grouped by name, read from /proc before and after a run. Linux only (elsewhere: nothing).
 */

const TICKS_PER_SECOND = 100;

/** The CPU seconds (user + system) so far of every process that `group` names, by pid, with its name. */
function cpuByProcess(
  group: (pid: number, command: string) => string | undefined,
): Map<number, { name: string; seconds: number }> {
  const totals = new Map<number, { name: string; seconds: number }>();
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return totals;
  }
  for (const entry of entries) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // exited meanwhile
    }
    // pid (comm) state ppid … : the command name may hold spaces and parentheses, so split after the last ')'.
    const close = stat.lastIndexOf(')');
    const command = stat.slice(stat.indexOf('(') + 1, close);
    const name = group(pid, command);
    if (!name) continue;
    const fields = stat.slice(close + 2).split(' ');
    // Fields 14 and 15 of the whole line (utime, stime) are the 12th and 13th after the command.
    const ticks = Number(fields[11]) + Number(fields[12]);
    totals.set(pid, { name, seconds: ticks / TICKS_PER_SECOND });
  }
  return totals;
}

/**
 * The CPU seconds each named group used while `run` ran, beside the wall seconds it took: by process,
 * those started meanwhile in full; those that exited meanwhile (a database connection closed) are left out.
 */
export async function cpuDuring<T>(
  group: (pid: number, command: string) => string | undefined,
  run: () => Promise<T>,
): Promise<{ result: T; wall: number; cpu: Map<string, number> }> {
  const before = cpuByProcess(group);
  const started = performance.now();
  const result = await run();
  const wall = (performance.now() - started) / 1000;
  const cpu = new Map<string, number>();
  for (const [pid, { name, seconds }] of cpuByProcess(group)) {
    cpu.set(name, (cpu.get(name) ?? 0) + seconds - (before.get(pid)?.seconds ?? 0));
  }
  return { result, wall, cpu };
}

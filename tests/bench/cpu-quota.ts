import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A CPU quota for a benchmark's server process (issue 39's scale-out): the process and all its threads in
 * a cgroup of its own allowed `cores` of CPU time (the kernel's CFS bandwidth control), so that one and two
 * server processes can be compared as instances of a fixed size while the load generator, nginx and
 * PostgreSQL keep the rest of the machine. Needs root and the cgroup `cpu` controller: cgroup v1
 * (/sys/fs/cgroup/cpu/cpu.cfs_quota_us) or v2 (cpu.max). Answers why not where either is missing.
 */

const ROOT = '/sys/fs/cgroup';
const PERIOD_US = 100_000;

/** The way this machine limits a group's CPU, or why it cannot. */
function controller(): { kind: 'v1'; dir: string } | { kind: 'v2'; dir: string } | string {
  if (typeof process.getuid === 'function' && process.getuid() !== 0) return 'a CPU quota needs root';
  const v1 = join(ROOT, 'cpu');
  if (existsSync(join(v1, 'cpu.cfs_quota_us'))) return { kind: 'v1', dir: v1 };
  const controllers = join(ROOT, 'cgroup.controllers');
  if (existsSync(controllers) && readFileSync(controllers, 'utf8').split(/\s+/).includes('cpu')) {
    return { kind: 'v2', dir: ROOT };
  }
  return 'no cgroup cpu controller on this machine';
}

/** Why CPU quotas cannot be set here, or undefined where they can. */
export function noCpuQuota(): string | undefined {
  const found = controller();
  return typeof found === 'string' ? found : undefined;
}

/**
 * Puts process `pid` (every thread of it) in a new group allowed `cores` of CPU time (0.5: half of one
 * core); answers the function that removes the group once the process has exited.
 */
export function limitCpu(pid: number, cores: number, name: string): () => void {
  const found = controller();
  if (typeof found === 'string') throw new Error(found);
  const dir = join(found.dir, `eip-bench-${name}-${pid}`);
  mkdirSync(dir);
  const quota = Math.round(cores * PERIOD_US);
  if (found.kind === 'v1') {
    writeFileSync(join(dir, 'cpu.cfs_period_us'), String(PERIOD_US));
    writeFileSync(join(dir, 'cpu.cfs_quota_us'), String(quota));
  } else {
    const subtree = join(found.dir, 'cgroup.subtree_control');
    if (!readFileSync(subtree, 'utf8').split(/\s+/).includes('cpu')) writeFileSync(subtree, '+cpu');
    writeFileSync(join(dir, 'cpu.max'), `${quota} ${PERIOD_US}`);
  }
  writeFileSync(join(dir, 'cgroup.procs'), String(pid));
  return () => {
    try {
      rmdirSync(dir);
    } catch {
      // Still has its process (it is being stopped): the empty group is harmless and removed at reboot.
    }
  };
}

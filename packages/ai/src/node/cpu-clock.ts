import { readFileSync } from 'node:fs';

/**
 * The calling thread's CPU time in milliseconds (Linux: `/proc/thread-self/schedstat`, nanoseconds on a CPU;
 * elsewhere the process's CPU time). A search budget on this clock buys the same work on a loaded machine as
 * on a free one: only its wall-clock time grows.
 */
export function threadCpuMs(): number {
  try {
    const s = readFileSync('/proc/thread-self/schedstat', 'latin1');
    return Number(s.slice(0, s.indexOf(' '))) / 1e6;
  } catch {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  }
}

/**
 * Tests that start real processes (a Redis, servers, `arbiter worker`s) on loopback: free ports, a start that
 * waits (bounded) for the process to say it is ready, and a stop of everything a test started.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** Debian's redis-server, when installed (`.ci/run` installs it); tests that need it skip without it. */
export const REDIS_SERVER = spawnSync('sh', ['-c', 'command -v redis-server']).stdout?.toString().trim() || undefined;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    }).on('error', reject);
  });
}

export interface Started {
  child: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
}

/** The processes a test started; `stopAll` ends them (SIGTERM, then SIGKILL after 8 s). */
export class Processes {
  private readonly children: ChildProcess[] = [];

  /** Starts a process and waits (bounded) for its output to match `ready`. */
  start(cmd: string, args: string[], env: Record<string, string>, ready: RegExp, timeoutMs = 30_000): Promise<Started> {
    const child = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    this.children.push(child);
    let output = '';
    const started: Started = { child, output: () => output };
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${cmd} not ready within ${timeoutMs / 1000} s:\n${output}`)), timeoutMs);
      const seen = (chunk: Buffer) => {
        output += chunk.toString();
        if (ready.test(output)) {
          clearTimeout(timer);
          resolve(started);
        }
      };
      child.stdout!.on('data', seen);
      child.stderr!.on('data', seen);
      child.on('exit', (code) => reject(new Error(`${cmd} exited (${code}):\n${output}`)));
    });
  }

  /** Starts redis-server on a free loopback port, saving nothing to disk; resolves to its URL. */
  async redis(): Promise<string> {
    const port = await freePort();
    await this.start(REDIS_SERVER!, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {}, /Ready to accept connections/);
    return `redis://127.0.0.1:${port}`;
  }

  async stopAll(): Promise<void> {
    await Promise.all(this.children.map((c) => new Promise<void>((resolve) => {
      if (c.exitCode !== null || c.signalCode !== null) return resolve();
      const kill = setTimeout(() => c.kill('SIGKILL'), 8000);
      c.once('exit', () => { clearTimeout(kill); resolve(); });
      c.kill('SIGTERM');
    })));
  }
}

import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../../../', import.meta.url));

/** Runs the `arbiter` executable as a user would (bin/arbiter.js), without a terminal. */
export function arbiter(args: string[], env: NodeJS.ProcessEnv = {}): { code: number | null; stdout: string; stderr: string; out: string } {
  const clean = { ...process.env };
  delete clean.FORCE_COLOR;
  delete clean.NO_COLOR;
  const r = spawnSync(process.execPath, ['packages/cli/bin/arbiter.js', ...args], { cwd: root, encoding: 'utf8', env: { ...clean, ...env } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr, out: r.stdout + r.stderr };
}

/** Writes scenario files into a fresh temporary folder; returns their paths by name. */
export function scenarioFolder(files: Record<string, string>): { dir: string; path: (name: string) => string } {
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-cli-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return { dir, path: (name) => join(dir, name) };
}

/**
 * Runs a command line in this process (much faster than a new process per call): the CLI's output is captured
 * (never the real stdout, which the test runner uses) and the environment variables given are set for the call.
 */
export async function arbiterIn(args: string[], env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string; out: string }> {
  const { main } = await import('../src/main');
  const { withOutput } = await import('../src/io');
  const out: string[] = [];
  const err: string[] = [];
  const saved = Object.fromEntries(['FORCE_COLOR', 'NO_COLOR', ...Object.keys(env)].map((k) => [k, process.env[k]]));
  for (const k of Object.keys(saved)) delete process.env[k];
  Object.assign(process.env, env);
  try {
    const code = await withOutput({ out: (t) => out.push(t), err: (t) => err.push(t), outIsTTY: false, errIsTTY: false }, () => main(args));
    return { code, stdout: out.join(''), stderr: err.join(''), out: out.join('') + err.join('') };
  } finally {
    for (const [k, v] of Object.entries(saved)) if (v === undefined) delete process.env[k]; else process.env[k] = v;
  }
}

/** Runs `arbiter match` in-process (its games run in worker threads or on queue workers), capturing what it prints. */
export async function matchIn(args: string[]): Promise<{ code: number; out: string; err: string }> {
  const r = await arbiterIn(['match', ...args]);
  return { code: r.code, out: r.stdout.replace(/\n$/, ''), err: r.stderr.replace(/\n$/, '') };
}

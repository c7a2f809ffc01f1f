/**
 * The comparison mode of the benchmarks (`--compare <git-ref>`): the other commit's engine is extracted into a
 * temporary tree (`git archive`, cached per commit under the system temp dir), given this checkout's
 * node_modules with its own workspace packages, and this checkout's benchmark scripts, so both sides run the
 * same harness. The two sides then run as child processes in turn (current, other, other, current, ... so
 * neither always goes first), and each pair's CPU-time figures give a ratio: on a shared machine, the
 * ratios of neighbouring runs hold when absolute figures drift.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SCRIPTS = join(ROOT, 'scripts');

/** The commit a ref names (throws a readable error for an unknown ref). */
function commitOf(ref: string): string {
  try {
    return execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  } catch {
    throw new Error(`--compare: '${ref}' is not a commit in ${ROOT}`);
  }
}

/** A runnable tree of `ref`'s packages with this checkout's dependencies and benchmark scripts; returns its path and commit. */
export function checkoutRef(ref: string): { dir: string; commit: string } {
  const commit = commitOf(ref);
  const dir = join(tmpdir(), 'arbiter-bench', commit);
  if (!existsSync(join(dir, '.complete'))) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const tar = execFileSync('git', ['archive', '--format=tar', commit], { cwd: ROOT, maxBuffer: 1 << 30 });
    execFileSync('tar', ['-x', '-C', dir], { input: tar });
    // Dependencies come from this checkout; the workspace packages (@arbiter/*) are the other commit's own.
    const modules = join(dir, 'node_modules');
    mkdirSync(join(modules, '@arbiter'), { recursive: true });
    for (const name of readdirSync(join(ROOT, 'node_modules'))) {
      if (name !== '@arbiter') symlinkSync(join(ROOT, 'node_modules', name), join(modules, name));
    }
    for (const pkg of readdirSync(join(dir, 'packages'))) symlinkSync(join('..', '..', 'packages', pkg), join(modules, '@arbiter', pkg));
    execFileSync('touch', [join(dir, '.complete')]);
  }
  // This checkout's harness, so both sides measure the same thing.
  for (const f of readdirSync(SCRIPTS)) if (f.endsWith('.ts')) cpSync(join(SCRIPTS, f), join(dir, 'scripts', f));
  return { dir, commit };
}

/** Runs `scripts/<script>` of tree `dir` with `args` plus `--json` in a child process; returns its JSON output. */
export function runJson<T>(dir: string, script: string, args: string[]): T {
  const r = spawnSync(process.execPath, ['--import', 'tsx', join(dir, 'scripts', script), ...args, '--json'], { cwd: dir, encoding: 'utf8', maxBuffer: 1 << 26 });
  if (r.status !== 0) throw new Error(`${script} in ${dir} failed (exit ${r.status}):\n${r.stderr}`);
  return JSON.parse(r.stdout) as T;
}

export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

export interface Pair<T> { current: T; other: T }

/**
 * Runs `pairs` pairs of the same benchmark, alternating which side goes first (ABBA...), and returns them.
 * `onPair` is called after each pair (progress output).
 */
export function interleave<T>(otherDir: string, script: string, args: string[], pairs: number, onPair?: (p: Pair<T>, i: number) => void): Pair<T>[] {
  const out: Pair<T>[] = [];
  for (let i = 0; i < pairs; i++) {
    let current: T, other: T;
    if (i % 2 === 0) {
      current = runJson<T>(ROOT, script, args);
      other = runJson<T>(otherDir, script, args);
    } else {
      other = runJson<T>(otherDir, script, args);
      current = runJson<T>(ROOT, script, args);
    }
    out.push({ current, other });
    onPair?.({ current, other }, i);
  }
  return out;
}

/** The value of `--name` in argv, or undefined. */
export function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** argv without `--name value` (to pass the rest on to the children). */
export function argsWithout(names: string[]): string[] {
  const args = process.argv.slice(2);
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if (names.some((n) => args[i] === `--${n}`)) { i++; continue; }
    if (args[i] === '--json') continue;
    out.push(args[i]);
  }
  return out;
}

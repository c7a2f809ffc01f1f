/**
 * Rules fuzzer: seeded random games between the sample decks (2–4 players), checking the engine's
 * invariants after every step (see docs/fuzzing.md and packages/engine/src/agents/invariants.ts).
 *
 *   npm run fuzz -- [--games 1000] [--players 2..4] [--seed 1] [--max 5000] [--round-trip-every 10]
 *                   [--no-replay] [--show 20]
 *
 * Game i uses game seed S+i; its player count and agent seed follow from the game seed alone, so
 * `--seed <game seed> --games 1` (with the same --players) replays one reported game. Exit code 1 on
 * any violation.
 */
import { defaultRegistry } from '@arbiter/cards';
import { runCheckedGame, type Violation } from '../packages/engine/src/agents/invariants';
import { sampleDecks, sampleSetup } from './playout';

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
function num(name: string, fallback: number): number {
  const v = option(name);
  if (v === undefined) return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} expects a whole number, got '${v}'`);
  return n;
}
function playersRange(text = '2..4'): [number, number] {
  const m = /^(\d)(?:\.\.(\d))?$/.exec(text);
  const lo = m ? Number(m[1]) : NaN;
  const hi = m ? Number(m[2] ?? m[1]) : NaN;
  if (!(lo >= 2 && hi <= 4 && lo <= hi)) throw new Error(`--players expects 2, 3, 4 or a range like 2..4, got '${text}'`);
  return [lo, hi];
}

/** Player count and agent seed of a game, from its game seed alone. */
export function gameParams(gameSeed: number, [lo, hi]: [number, number]): { players: number; agentSeed: number } {
  return { players: lo + (gameSeed % (hi - lo + 1)), agentSeed: (Math.imul(gameSeed, 0x9e3779b1) ^ 0x5bd1e995) >>> 0 };
}

const games = num('games', 1000);
const seed = num('seed', 1);
const range = playersRange(option('players'));
const maxDecisions = num('max', 5000);
const roundTripEvery = num('round-trip-every', 10);
const replay = !process.argv.includes('--no-replay');
const show = num('show', 20);

const cards = defaultRegistry();
const decks = sampleDecks(cards);
const t0 = performance.now();
let steps = 0;
let rejected = 0;
let finished = 0;
const byPlayers: Record<number, number> = {};
const found: { gameSeed: number; players: number; agentSeed: number; v: Violation }[] = [];
const gamesWithViolations = new Set<number>();

for (let i = 0; i < games; i++) {
  const gameSeed = seed + i;
  const { players, agentSeed } = gameParams(gameSeed, range);
  byPlayers[players] = (byPlayers[players] ?? 0) + 1;
  const r = runCheckedGame(sampleSetup(decks, gameSeed, players), cards, agentSeed, { maxDecisions, roundTripEvery, replay });
  steps += r.decisions;
  rejected += r.errors;
  if (r.state?.over) finished++;
  for (const v of r.violations) found.push({ gameSeed, players, agentSeed, v });
  if (r.violations.length) gamesWithViolations.add(gameSeed);
  if ((i + 1) % 100 === 0 || i + 1 === games) {
    const s = (performance.now() - t0) / 1000;
    process.stderr.write(`\r${i + 1}/${games} games, ${steps} steps, ${found.length} violations, ${s.toFixed(1)} s`);
  }
}
process.stderr.write('\n');

const seconds = (performance.now() - t0) / 1000;
const byCheck: Record<string, number> = {};
for (const f of found) byCheck[f.v.check] = (byCheck[f.v.check] ?? 0) + 1;
console.log(`fuzz: ${games} games (seeds ${seed}..${seed + games - 1}; players ${Object.entries(byPlayers).map(([p, n]) => `${p}p×${n}`).join(', ')})`);
console.log(`  steps checked: ${steps} (${(steps / games).toFixed(0)}/game), rejected random inputs: ${rejected}`);
console.log(`  games over within ${maxDecisions} decisions: ${finished}/${games}`);
console.log(`  round trip every ${roundTripEvery || '—'} steps; replay determinism ${replay ? 'on' : 'off'}; ${seconds.toFixed(1)} s`);
console.log(`  violations: ${found.length} in ${gamesWithViolations.size} game(s)${found.length ? ` — ${Object.entries(byCheck).map(([k, n]) => `${k}: ${n}`).join(', ')}` : ''}`);
for (const f of found.slice(0, show)) {
  console.log(`\n[${f.v.check}] game seed ${f.gameSeed} (${f.players} players, agent seed ${f.agentSeed}), step ${f.v.step}: ${f.v.message}`);
  console.log(`  repro: npm run fuzz -- --seed ${f.gameSeed} --games 1 --players ${f.players}`);
}
if (found.length > show) console.log(`\n... and ${found.length - show} more`);
process.exitCode = found.length ? 1 : 0;

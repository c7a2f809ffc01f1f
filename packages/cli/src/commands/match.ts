import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { defaultRegistry } from '@arbiter/cards';
import { isLevel, LEVELS, type Level } from '@arbiter/ai';
import { resultsCsv, runMatch, summarize, type MatchConfig } from '@arbiter/ai/node';
import { readDeck } from './decks';

export const MATCH_USAGE = `arbiter match <deckA> <deckB> --games N --players a,b [--seed S] [--threads T] [--iterations I] [--open-decklists] [--json] [--csv file]
    Seeded games between two computer players (random, easy, normal, hard; A plays deckA) on all cores, seats
    alternating; win rates with 95% Wilson intervals, game length and speed. --iterations pins the search levels
    to I iterations a decision (reproducible; otherwise their time budget decides). --json prints one object
    ({ games, wins: [A, B], draws, ... }); --csv writes one row per game.`;

/** `arbiter match`: runs the match and prints its summary (text or JSON). Returns the exit code. */
export async function match(args: string[]): Promise<number> {
  let cfg: MatchConfig;
  let json = false;
  let csv: string | undefined;
  try {
    const { values, positionals } = parseArgs({
      args, allowPositionals: true,
      options: {
        games: { type: 'string' }, players: { type: 'string' }, seed: { type: 'string' }, threads: { type: 'string' },
        iterations: { type: 'string' }, 'open-decklists': { type: 'boolean' }, json: { type: 'boolean' }, csv: { type: 'string' },
      },
    });
    const whole = (name: string, v: string | undefined, fallback?: number) => {
      if (v === undefined && fallback !== undefined) return fallback;
      const n = Number(v);
      if (v === undefined || !Number.isInteger(n) || n < 0) throw new Error(`--${name} expects a whole number, got '${v ?? ''}'`);
      return n;
    };
    if (positionals.length !== 2) throw new Error('expected two deck lists');
    const players = (values.players ?? 'easy,random').split(',');
    if (players.length !== 2 || !players.every(isLevel)) throw new Error(`--players expects two of ${LEVELS.join(', ')}, e.g. normal,easy; got '${values.players}'`);
    const cards = defaultRegistry();
    const decks = positionals.map((d) => readDeck(d, cards));
    for (const d of decks) if ('error' in d) throw new Error(d.error);
    cfg = {
      decks: decks as MatchConfig['decks'], players: players as [Level, Level],
      games: whole('games', values.games, 10), seed: whole('seed', values.seed, 1),
      threads: values.threads === undefined ? undefined : Math.max(1, whole('threads', values.threads)),
      iterations: values.iterations === undefined ? undefined : whole('iterations', values.iterations),
      openDecklists: !!values['open-decklists'],
    };
    json = !!values.json;
    csv = values.csv;
  } catch (e) {
    console.error(`${(e as Error).message}\n${MATCH_USAGE}`);
    return 2;
  }
  const tty = process.stderr.isTTY;
  const t0 = performance.now();
  const results = await runMatch(cfg, (_, done) => {
    if (!tty) return;
    const width = 30;
    const filled = Math.round((done / cfg.games) * width);
    process.stderr.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${cfg.games} games`);
  });
  if (tty) process.stderr.write('\n');
  const s = summarize(cfg, results, performance.now() - t0);
  if (csv) writeFileSync(csv, resultsCsv(results));
  if (json) { console.log(JSON.stringify(s)); return 0; }
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  console.log(`${s.games} games, seed ${s.seed}: A = ${cfg.players[0]} (${s.decks[0]}), B = ${cfg.players[1]} (${s.decks[1]}); seats alternate`);
  for (const p of [0, 1]) {
    console.log(`  ${'AB'[p]} ${cfg.players[p].padEnd(7)} wins ${String(s.wins[p]).padStart(4)}  ${pct(s.winRate[p])}  (95% CI ${pct(s.ci95[p][0])}–${pct(s.ci95[p][1])})  decision p50 ${s.decisionMs[p].p50.toFixed(2)} ms, p99 ${s.decisionMs[p].p99.toFixed(2)} ms`);
  }
  console.log(`  draws ${s.draws}; turns mean ${s.turns.mean.toFixed(1)} (median ${s.turns.p50}, max ${s.turns.max}); ${s.decisionsPerGame.toFixed(0)} decisions and ${s.eventsPerGame.toFixed(0)} events a game`);
  console.log(`  ${s.decisionsPerSecond.toFixed(0)} decisions/s per thread, ${s.gamesPerSecond.toFixed(2)} games/s overall; ${s.fallbacks} refused agent inputs replaced by the engine's suggestion`);
  if (csv) console.log(`  per-game results: ${csv}`);
  return 0;
}

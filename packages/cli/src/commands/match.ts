import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { isLevel, LEVELS, type Level } from '@arbiter/ai';
import { QueueConnectionError, redisAddress, resultsCsv, runMatch, runQueuedMatch, summarize, type GameResult, type MatchConfig } from '@arbiter/ai/node';
import { readDeck } from './decks';
import { importedRecords } from '../imported';
import { cardPool } from '../scenarios';
import { output, print, printError } from '../io';

export const MATCH_USAGE = `arbiter match <deckA> <deckB> --games N --players a,b [--seed S] [--threads T] [--iterations I] [--open-decklists] [--json] [--csv file] [--queue redis-url [--batch B]]
    Seeded games between two computer players (random, easy, normal, hard; A plays deckA) on all cores, seats
    alternating; win rates with 95% Wilson intervals, game length and speed. --iterations pins the search levels
    to I iterations a decision (reproducible; otherwise their time budget decides). --json prints one object
    ({ games, wins: [A, B], draws, ... }); --csv writes one row per game. --queue puts the games on a Redis job
    queue (B games a job, default 1) for \`arbiter worker\` processes on any machines to play; same results.`;

/** `arbiter match`: runs the match and prints its summary (text or JSON). Returns the exit code. */
export async function match(args: string[]): Promise<number> {
  let cfg: MatchConfig;
  let json = false;
  let csv: string | undefined;
  let queue: { url: string; batch: number } | undefined;
  try {
    const { values, positionals } = parseArgs({
      args, allowPositionals: true,
      options: {
        games: { type: 'string' }, players: { type: 'string' }, seed: { type: 'string' }, threads: { type: 'string' },
        iterations: { type: 'string' }, 'open-decklists': { type: 'boolean' }, json: { type: 'boolean' }, csv: { type: 'string' },
        queue: { type: 'string' }, batch: { type: 'string' },
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
    const { cards } = cardPool();
    const decks = positionals.map((d) => readDeck(d, cards));
    for (const d of decks) if ('error' in d) throw new Error(d.error);
    const used = new Set(decks.flatMap((d) => ('cards' in d ? d.cards : [])));
    const importedCards = importedRecords().filter((r) => used.has(r.name));
    cfg = {
      decks: decks as MatchConfig['decks'], players: players as [Level, Level],
      ...(importedCards.length ? { importedCards } : {}),
      games: whole('games', values.games, 10), seed: whole('seed', values.seed, 1),
      threads: values.threads === undefined ? undefined : Math.max(1, whole('threads', values.threads)),
      iterations: values.iterations === undefined ? undefined : whole('iterations', values.iterations),
      openDecklists: !!values['open-decklists'],
    };
    json = !!values.json;
    csv = values.csv;
    if (values.batch !== undefined && values.queue === undefined) throw new Error('--batch goes with --queue');
    if (values.queue !== undefined) queue = { url: values.queue, batch: Math.max(1, whole('batch', values.batch, 1)) };
  } catch (e) {
    printError(`${(e as Error).message}\n${MATCH_USAGE}`);
    return 2;
  }
  const t0 = performance.now();
  let results: GameResult[];
  try {
    results = queue ? await queued(cfg, queue) : await runMatch(cfg, (_, done) => progress(done, cfg.games));
  } catch (e) {
    if (!(e instanceof QueueConnectionError) && !(e instanceof QueueFailure)) throw e;
    printError(`arbiter: ${e.message}`);
    return e instanceof QueueConnectionError ? 2 : 1;
  } finally {
    if (output().errIsTTY) output().err('\n');
  }
  const s = summarize(cfg, results, performance.now() - t0);
  if (csv) writeFileSync(csv, resultsCsv(results));
  if (json) { print(JSON.stringify(s)); return 0; }
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  print(`${s.games} games, seed ${s.seed}: A = ${cfg.players[0]} (${s.decks[0]}), B = ${cfg.players[1]} (${s.decks[1]}); seats alternate`);
  for (const p of [0, 1]) {
    print(`  ${'AB'[p]} ${cfg.players[p].padEnd(7)} wins ${String(s.wins[p]).padStart(4)}  ${pct(s.winRate[p])}  (95% CI ${pct(s.ci95[p][0])}–${pct(s.ci95[p][1])})  decision p50 ${s.decisionMs[p].p50.toFixed(2)} ms, p99 ${s.decisionMs[p].p99.toFixed(2)} ms`);
  }
  print(`  draws ${s.draws}; turns mean ${s.turns.mean.toFixed(1)} (median ${s.turns.p50}, max ${s.turns.max}); ${s.decisionsPerGame.toFixed(0)} decisions and ${s.eventsPerGame.toFixed(0)} events a game`);
  print(`  ${s.decisionsPerSecond.toFixed(0)} decisions/s per thread, ${s.gamesPerSecond.toFixed(2)} games/s overall; ${s.fallbacks} refused agent inputs replaced by the engine's suggestion`);
  if (csv) print(`  per-game results: ${csv}`);
  return 0;
}

/** The progress bar on a terminal's stderr (none when it is not one). */
function progress(done: number, games: number, note = ''): void {
  if (!output().errIsTTY) return;
  const width = 30;
  const filled = Math.round((done / games) * width);
  output().err(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${games} games${note}\x1b[K`);
}

/** The games failed on the workers, or the run was interrupted: one line, exit 1. */
class QueueFailure extends Error {}

/** `--queue`: the games go to `arbiter worker` processes through Redis; Ctrl-C withdraws the run. */
async function queued(cfg: MatchConfig, { url, batch }: { url: string; batch: number }): Promise<GameResult[]> {
  const abort = new AbortController();
  const interrupt = () => abort.abort();
  process.once('SIGINT', interrupt);
  let hinted = false;
  try {
    return await runQueuedMatch(cfg, url, {
      batch, signal: abort.signal,
      onProgress: (done, workers) => {
        if (!workers && !hinted) {
          hinted = true;
          printError(`arbiter: ${cfg.games} games queued on ${redisAddress(url)}; no worker is connected yet: run \`arbiter worker <the same URL>\` on any machine`);
        }
        progress(done, cfg.games, `, ${workers} worker${workers === 1 ? '' : 's'}`);
      },
    });
  } catch (e) {
    if (e instanceof QueueConnectionError) throw e;
    throw new QueueFailure(abort.signal.aborted ? `interrupted; the run's games were withdrawn from the queue` : (e as Error).message);
  } finally {
    process.off('SIGINT', interrupt);
  }
}

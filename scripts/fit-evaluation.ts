/**
 * Fits the evaluation's weights (packages/ai/src/evaluation.ts, `TERMS`) to game outcomes:
 *
 *   npm run fit:evaluation -- [--games 1000] [--seed 5001] [--ridge 3000] [--decks red-green-beats,white-blue-control]
 *
 * Plays heuristic mirror games ("easy" against "easy", seats and decks alternating as in `npm run bench:ai`) and
 * records, at the start of every turn, each term's difference between the two players. A logistic regression of
 * the game's result on those differences (Buro 1995, "Statistical feature combination for the evaluation of game
 * positions"; the same idea as chess engines' "Texel tuning") gives the weights under which `winProbability`
 * best predicts who wins. The last fifth of the games is held out: the script prints the log loss of the
 * present weights and of the fitted ones on those games, and the fitted weights in the evaluation's units (life
 * points, through its logistic scale). Seeds apart from the benchmark's (1–200) so that the fit isn't tuned to
 * the games it is measured on.
 *
 * A measurement, not the source of the weights in use: on the sample decks the fitted weights predict results
 * better (held-out log loss 0.527 against 0.562) but made the search no stronger against the heuristic in 400
 * paired games (docs/benchmarks.md, 2 Dec 2026), so the hand-set weights stay.
 */
import { availableParallelism } from 'node:os';
import { defaultRegistry } from '@arbiter/cards';
import { createAgent, playGame, score, SQUASH, TERMS } from '@arbiter/ai';
import type { GameSetup } from '@arbiter/engine';
import { loadDeck } from './playout';

const option = (name: string) => { const i = process.argv.indexOf(`--${name}`); return i >= 0 ? process.argv[i + 1] : undefined; };
const games = Number(option('games') ?? 1000);
const ridge = Number(option('ridge') ?? 3000);
const seed = Number(option('seed') ?? 5001);
for (const [name, v] of Object.entries({ games, ridge, seed })) {
  if (!Number.isFinite(v) || v < 1) { console.error(`fit:evaluation: --${name} must be a number of at least 1 (got ${option(name)})`); process.exit(2); }
}
const cards = defaultRegistry();
const decks = (() => {
  try { return (option('decks') ?? 'red-green-beats,white-blue-control').split(',').map((f) => loadDeck(`${f}.txt`, cards)); }
  catch (e) { console.error(`fit:evaluation: ${(e as Error).message}`); process.exit(2); }
})();

interface Sample { x: number[]; won: number; game: number }

/** Each term's measure for `player` (its weighted value over its weight). */
function measures(state: Parameters<typeof score>[0], player: string): number[] {
  const t = score(state, player, cards).terms;
  return TERMS.map((term) => t[term.name] / term.weight);
}

function play(i: number): Sample[] {
  const order = i % 2 === 0 ? [0, 1] : [1, 0];
  const setup: GameSetup = { seed: seed + i, startingPlayer: 0, players: order.map((p) => ({ name: 'AB'[p], deck: decks[Math.floor(i / 2) % 2 ? 1 - p : p].cards })) };
  const rows: number[][] = [];
  let turn = 0;
  const r = playGame(setup, [createAgent('easy', (seed + i) * 4), createAgent('easy', (seed + i) * 4 + 1)], cards, {
    onMove: (_m, before) => {
      if (before.turn.number === turn) return;
      turn = before.turn.number;
      const a = measures(before, 'p1');
      const b = measures(before, 'p2');
      rows.push(a.map((v, k) => v - b[k]));
    },
  });
  if (r.winners.length !== 1) return [];
  // Both seats' points of view: the fit has no intercept and no side.
  return rows.flatMap((x) => [{ x, won: r.winners[0] === 0 ? 1 : 0, game: i }, { x: x.map((v) => -v), won: r.winners[0] === 0 ? 0 : 1, game: i }]);
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));
const logit = (w: number[], x: number[]) => w.reduce((s, wk, k) => s + wk * x[k], 0);

function logLoss(w: number[], data: Sample[]): number {
  let l = 0;
  for (const s of data) {
    const p = Math.min(1 - 1e-9, Math.max(1e-9, sigmoid(logit(w, s.x))));
    l -= s.won ? Math.log(p) : Math.log(1 - p);
  }
  return l / data.length;
}

/** Solves A·x = b by Gaussian elimination with partial pivoting (A small and positive definite here). */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r][c]) > Math.abs(m[p][c])) p = r;
    [m[c], m[p]] = [m[p], m[c]];
    for (let r = c + 1; r < n; r++) {
      const f = m[r][c] / m[c][c];
      for (let k = c; k <= n; k++) m[r][k] -= f * m[c][k];
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r--) x[r] = (m[r][n] - m[r].slice(r + 1, n).reduce((s, v, k) => s + v * x[r + 1 + k], 0)) / m[r][r];
  return x;
}

/**
 * Logistic regression by Newton's method over the terms `free` (the others weigh 0), with a ridge that pulls each
 * weight towards the hand-set one (`prior`): terms that move together in these games (creatures, their power, their
 * toughness) can't be told apart by the data, and keep the hand-set proportions rather than any one of them.
 */
function fit(data: Sample[], free: boolean[], prior: number[]): number[] {
  const idx = free.flatMap((f, k) => (f ? [k] : []));
  let w = prior.map((p, k) => (free[k] ? p : 0));
  for (let iter = 0; iter < 25; iter++) {
    const g = idx.map((k) => ridge * (w[k] - prior[k]));
    const h = idx.map((_, i) => idx.map((__, j) => (i === j ? ridge : 0)));
    for (const s of data) {
      const p = sigmoid(logit(w, s.x));
      idx.forEach((ki, i) => {
        g[i] += (p - s.won) * s.x[ki];
        idx.forEach((kj, j) => { h[i][j] += p * (1 - p) * s.x[ki] * s.x[kj]; });
      });
    }
    const step = solve(h, g);
    idx.forEach((k, i) => { w[k] -= step[i]; });
    if (Math.max(...step.map(Math.abs)) < 1e-6) break;
  }
  return w;
}

/**
 * The fit with each term's sign kept: a term whose fitted weight has the other sign than the evaluation gives it
 * (more toughness is never worse; correlated terms can pull one below 0) is fixed at 0 and the rest fitted again.
 * Terms that never differ between the players in the data (poison, counters in these decks) are not fitted.
 */
function signedFit(data: Sample[]): { weights: number[]; fitted: boolean[] } {
  const free = TERMS.map((_, k) => data.some((s) => s.x[k] !== 0));
  const fitted = [...free];
  for (;;) {
    const w = fit(data, free, TERMS.map((t) => t.weight / SQUASH));
    const wrong = TERMS.findIndex((t, k) => free[k] && Math.sign(w[k]) === -Math.sign(t.weight));
    if (wrong < 0) return { weights: w, fitted };
    free[wrong] = false;
  }
}

const t0 = performance.now();
const samples: Sample[] = [];
for (let i = 0; i < games; i++) {
  samples.push(...play(i));
  if ((i + 1) % 50 === 0) process.stderr.write(`${i + 1}/${games} games, ${samples.length} positions\n`);
}
const heldOut = (s: Sample) => s.game >= Math.floor(games * 0.8);
const train = samples.filter((s) => !heldOut(s));
const test = samples.filter(heldOut);
const present = TERMS.map((t) => t.weight / SQUASH);
const { weights: fitted, fitted: varied } = signedFit(train);
console.log(`fit:evaluation — ${games} heuristic mirror games from seed ${seed} (${decks.map((d) => d.name).join(' / ')}), ${samples.length} positions (${test.length} held out), ${((performance.now() - t0) / 1000).toFixed(0)} s on ${availableParallelism()} cores`);
console.log(`held-out log loss: present weights ${logLoss(present, test).toFixed(4)}, fitted ${logLoss(fitted, test).toFixed(4)} (a coin: ${Math.log(2).toFixed(4)})`);
console.log('| term | present weight | fitted weight |');
console.log('| --- | --- | --- |');
TERMS.forEach((t, k) => console.log(`| ${t.name} | ${t.weight} | ${varied[k] ? (fitted[k] * SQUASH).toFixed(2) : 'not in the data'} |`));

/**
 * Fits the search leaf's weights (packages/ai/src/evaluation.ts, `LEAF_TERMS`) to game outcomes:
 *
 *   npm run fit:evaluation -- [--games 1500] [--seed 5001] [--ridge 1] [--decks red-green-beats,white-blue-control]
 *
 * Plays heuristic mirror games ("easy" against "easy", seats and decks alternating as in `npm run bench:ai`) and
 * records, at the start of every turn, each leaf term's difference between the two players and which of them is
 * the active player. A logistic regression of the game's result on those differences (Buro 1995, "Statistical
 * feature combination for the evaluation of game positions"; the same idea as chess engines' "Texel tuning")
 * gives the weights under which `winProbability` best predicts who wins. The active player is a covariate of the
 * fit and not a term of the leaf: every leaf of one search decision is at the same turn (its horizon), so it
 * would add the same to each, but left out of the fit its worth (about 4 life units) would leak into the terms
 * that go with it. The last fifth of the games is held out: the script prints the log loss of the hand-set
 * evaluation, of the leaf in use and of the refit on those games, and the refit's weights in the evaluation's
 * units (life points, through its logistic scale), ready to paste into `FITTED`. Seeds apart from the
 * benchmark's (1–200) and the paired runs' (1–600, 1001–1600) so that the fit isn't tuned to the games it is
 * measured on.
 */
import { availableParallelism } from 'node:os';
import { defaultRegistry } from '@arbiter/cards';
import { createAgent, LEAF_TERMS, playGame, position, SQUASH, TERMS, type Term } from '@arbiter/ai';
import type { GameSetup, GameState, PlayerId } from '@arbiter/engine';
import { loadDeck } from './playout';

const option = (name: string) => { const i = process.argv.indexOf(`--${name}`); return i >= 0 ? process.argv[i + 1] : undefined; };
const games = Number(option('games') ?? 1500);
const ridge = Number(option('ridge') ?? 1);
const seed = Number(option('seed') ?? 5001);
for (const [name, v, min] of [['games', games, 5], ['ridge', ridge, 0], ['seed', seed, 1]] as const) {
  if (!Number.isFinite(v) || v < min) { console.error(`fit:evaluation: --${name} must be a number of at least ${min} (got ${option(name)})`); process.exit(2); }
}
const cards = defaultRegistry();
const decks = (() => {
  try { return (option('decks') ?? 'red-green-beats,white-blue-control').split(',').map((f) => loadDeck(`${f}.txt`, cards)); }
  catch (e) { console.error(`fit:evaluation: ${(e as Error).message}`); process.exit(2); }
})();

/** One position from one player's side: the leaf terms' differences, then ±1 for being the active player. */
interface Sample { x: number[]; won: number }

function measures(state: GameState, player: PlayerId): number[] {
  const pos = position(state, player, cards);
  return LEAF_TERMS.map((t) => t.measure(pos));
}

/** The positions of game `i` (both sides of each), or null for a game without a single winner. */
function play(i: number): Sample[] | null {
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
      rows.push([...a.map((v, k) => v - b[k]), before.turn.active === 'p1' ? 1 : -1]);
    },
  });
  if (r.winners.length !== 1) return null;
  // Both seats' points of view: the fit has no intercept and no side.
  const won = r.winners[0] === 0 ? 1 : 0;
  return rows.flatMap((x) => [{ x, won }, { x: x.map((v) => -v), won: 1 - won }]);
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

/** Logistic regression by Newton's method over the features `free` (the others weigh 0), with a small ridge. */
function fit(data: Sample[], free: boolean[]): number[] {
  const idx = free.flatMap((f, k) => (f ? [k] : []));
  const w = free.map(() => 0);
  for (let iter = 0; iter < 50; iter++) {
    const g = idx.map((k) => ridge * w[k]);
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
    if (Math.max(...step.map(Math.abs)) < 1e-8) break;
  }
  return w;
}

/**
 * The fit with each term's sign kept (the sign of its weight in the leaf): a term whose fitted weight has the
 * other sign (more toughness is never worse; correlated terms can pull one below 0) is fixed at 0 and the rest
 * fitted again. Terms that never differ between the players in the data are not fitted.
 */
function signedFit(data: Sample[]): { weights: number[]; fitted: boolean[] } {
  const free = [...LEAF_TERMS.map((_, k) => data.some((s) => s.x[k] !== 0)), true];
  const fitted = [...free];
  for (;;) {
    const w = fit(data, free);
    const wrong = LEAF_TERMS.findIndex((t, k) => free[k] && Math.sign(w[k]) === -Math.sign(t.weight));
    if (wrong < 0) return { weights: w, fitted };
    free[wrong] = false;
  }
}

const t0 = performance.now();
const played: Sample[][] = [];
for (let i = 0; i < games; i++) {
  const g = play(i);
  if (g) played.push(g);
  if ((i + 1) % 100 === 0) process.stderr.write(`${i + 1}/${games} games\n`);
}
const cut = Math.floor(played.length * 0.8);
const train = played.slice(0, cut).flat();
const test = played.slice(cut).flat();
/** A table's weights for the leaf's terms in the fit's units (log-odds), the active player not counted. */
const asLogit = (weight: (t: Term) => number) => [...LEAF_TERMS.map((t) => weight(t) / SQUASH), 0];
const handSet = asLogit((t) => TERMS.find((h) => h.name === t.name)?.weight ?? 0);
const present = asLogit((t) => t.weight);
const { weights: refit, fitted: varied } = signedFit(train);
console.log(`fit:evaluation — ${games} heuristic mirror games from seed ${seed} (${decks.map((d) => d.name).join(' / ')}), ${train.length + test.length} positions (${test.length} held out), ridge ${ridge}, ${((performance.now() - t0) / 1000).toFixed(0)} s on ${availableParallelism()} cores`);
console.log(`held-out log loss: hand-set evaluation ${logLoss(handSet, test).toFixed(4)}, leaf in use ${logLoss(present, test).toFixed(4)}, refit ${logLoss(refit, test).toFixed(4)} (a coin: ${Math.log(2).toFixed(4)})`);
console.log(`the active player's worth (a covariate, not a leaf term): ${(refit[LEAF_TERMS.length] * SQUASH).toFixed(2)}`);
console.log('| term | hand-set weight | leaf in use | refit |');
console.log('| --- | --- | --- | --- |');
LEAF_TERMS.forEach((t, k) => console.log(`| ${t.name} | ${TERMS.find((h) => h.name === t.name)?.weight ?? '—'} | ${t.weight} | ${varied[k] ? (refit[k] * SQUASH).toFixed(2) : 'not in the data'} |`));
console.log(`FITTED = { ${LEAF_TERMS.flatMap((t, k) => (varied[k] ? [`'${t.name}': ${(refit[k] * SQUASH).toFixed(2)}`] : [])).join(', ')} }`);

/**
 * Cost of computing every permanent's characteristics (CR 613) as permanents and continuous effects grow.
 * Each board: N creatures, M static effects (Glorious Anthem, layer 7c; every tenth an Opalescence, layers 4
 * and 7b), plus Blood Moon and Urborg (a dependency in layer 4, 613.8). One core; reported per full computation
 * from scratch, and per recomputation after a change to one object (a +1/+1 counter on one creature; a tapped
 * land), as a step makes them. Times are CPU time of this process.
 *
 *   npm run bench:layers -- [--json] [--ms 400]
 *   npm run bench:layers -- --compare <git-ref> [--pairs 3]
 */
import { defaultRegistry } from '@arbiter/cards';
import { inspect, setupPosition, type GameState } from '@arbiter/engine';
import { argsWithout, argValue, checkoutRef, interleave, median } from './compare';

const cards = defaultRegistry();
const SIZES = [[50, 10], [100, 20], [200, 40], [300, 60], [500, 100]] as const;
const budgetMs = Number(argValue('ms') ?? 400);

function board(creatures: number, effects: number): GameState {
  const objects: Parameters<typeof setupPosition>[0]['objects'] = [];
  for (let i = 0; i < creatures; i++) objects.push({ zone: 'battlefield', card: 'Grizzly Bears', owner: i % 2 ? 'p2' : 'p1' });
  for (let i = 0; i < effects; i++) objects.push({ zone: 'battlefield', card: i % 10 === 9 ? 'Opalescence' : 'Glorious Anthem', owner: i % 2 ? 'p2' : 'p1' });
  objects.push({ zone: 'battlefield', card: 'Blood Moon', owner: 'p1' }, { zone: 'battlefield', card: 'Urborg, Tomb of Yawgmoth', owner: 'p2' });
  return setupPosition({ players: [{ id: 'p1', name: 'A' }, { id: 'p2', name: 'B' }], objects, turn: { number: 3, active: 'p1', step: 'main1' }, seed: 1 }, cards).state;
}

/** CPU ms per call of `fn`, over about `budgetMs` of CPU time. */
function cpuMsPer(fn: (i: number) => void): number {
  let runs = 0;
  const c0 = process.cpuUsage();
  let used = 0;
  while (used < budgetMs * 1000) {
    fn(runs++);
    const c = process.cpuUsage(c0);
    used = c.user + c.system;
  }
  return used / 1000 / runs;
}

/** The state after a step that changed one object: `change` applied to a copy of object `id` in a new objects map. */
function withChanged(state: GameState, id: string, change: (o: GameState['objects'][string]) => void): GameState {
  const o = { ...state.objects[id], counters: { ...state.objects[id].counters } };
  change(o);
  return { ...state, objects: { ...state.objects, [id]: o } };
}

interface Row { permanents: number; effects: number; fullMs: number; counterMs: number; tapMs: number }

function measure(): Row[] {
  return SIZES.map(([n, m], k) => {
    const s = board(n, m);
    const first = s.battlefield[0];
    const land = s.battlefield[s.battlefield.length - 1];
    const all = (st: GameState) => { const ins = inspect(st, cards); for (const id of st.battlefield) ins.characteristics(id); };
    // A fresh copy of every object and of the battlefield and effects lists makes every memo miss: all
    // characteristics from scratch (the copying, about 0.1 µs an object, is counted in).
    const fresh = () => ({
      ...s, battlefield: [...s.battlefield], effects: [...s.effects],
      objects: Object.fromEntries(Object.entries(s.objects).map(([id, o]) => [id, { ...o, counters: { ...o.counters } }])),
    });
    if (k === 0) cpuMsPer(() => all(fresh())); // warm-up (JIT)
    const fullMs = cpuMsPer(() => all(fresh()));
    // One object changed after the board was computed (the state before it is the one kept in the memo).
    all(s);
    const counterMs = cpuMsPer((i) => all(withChanged(s, first, (o) => { o.counters['+1/+1'] = (i % 3) + 1; })));
    const tapMs = cpuMsPer((i) => all(withChanged(s, land, (o) => { o.tapped = i % 2 === 0; })));
    return { permanents: s.battlefield.length, effects: m + 2, fullMs, counterMs, tapMs };
  });
}

function print(rows: Row[]): void {
  console.log('permanents  effects  ms full computation  µs per permanent  ms after a counter  ms after a tap');
  for (const r of rows) {
    console.log(`${String(r.permanents).padStart(10)}  ${String(r.effects).padStart(7)}  ${r.fullMs.toFixed(3).padStart(19)}  ${((r.fullMs * 1000) / r.permanents).toFixed(2).padStart(16)}  ${r.counterMs.toFixed(3).padStart(18)}  ${r.tapMs.toFixed(3).padStart(14)}`);
  }
}

const ref = argValue('compare');
if (ref) {
  const { dir, commit } = checkoutRef(ref);
  const pairs = Number(argValue('pairs') ?? 3);
  console.log(`Arbiter layer bench, comparison: this checkout vs ${ref} (${commit.slice(0, 10)}), ${pairs} interleaved pairs, one process each; CPU ms`);
  const runs = interleave<Row[]>(dir, 'bench-layers.ts', argsWithout(['compare', 'pairs']), pairs);
  console.log('permanents  effects  full: current  other  ratio   after a counter: current  other  ratio   after a tap: current  other  ratio');
  runs[0].current.forEach((r, i) => {
    const med = (f: (x: Row) => number, side: 'current' | 'other') => median(runs.map((p) => f(p[side][i])));
    const ratio = (f: (x: Row) => number) => median(runs.map((p) => f(p.current[i]) / f(p.other[i])));
    const cell = (f: (x: Row) => number) => `${med(f, 'current').toFixed(3).padStart(7)}  ${med(f, 'other').toFixed(3).padStart(6)}  ${ratio(f).toFixed(3).padStart(6)}×`;
    console.log(`${String(r.permanents).padStart(10)}  ${String(r.effects).padStart(7)}  ${cell((x) => x.fullMs).padStart(20)}  ${cell((x) => x.counterMs).padStart(26)}  ${cell((x) => x.tapMs).padStart(22)}`);
  });
  console.log('(ratio = current / other, median over the pairs; < 1 is faster)');
} else {
  const rows = measure();
  if (process.argv.includes('--json')) console.log(JSON.stringify(rows));
  else {
    console.log(`Arbiter layer bench — ${new Date().toISOString()}, Node ${process.version}; CPU ms per computation of every permanent's characteristics`);
    print(rows);
  }
}

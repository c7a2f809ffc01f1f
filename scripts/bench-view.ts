/**
 * How long a step's view takes to reach the page on a 100-permanent board (issue 11's bar: under 50 ms).
 * Measures what the worker does for each input — `step`, the viewer's `playerView` with display facts, and the
 * structured clone `postMessage` makes of the view message — on a position of 100 permanents (lands,
 * creatures with counters, Auras, an anthem). The page's React render is not included (measure it in the
 * browser's profiler). Not a test: `npm run bench:view [-- --rounds N]`; run it with `nice` on a shared machine.
 */
import { defaultRegistry } from '@arbiter/cards';
import { playerView, setupPosition, step, type PositionObject } from '@arbiter/engine';

const cards = defaultRegistry();
const rounds = Number(process.argv[process.argv.indexOf('--rounds') + 1]) || 200;

type Placed = PositionObject & { zone: 'library' | 'hand' | 'graveyard' | 'exile' | 'battlefield' };
const objects: Placed[] = [];
for (const owner of ['p1', 'p2']) {
  for (let i = 0; i < 20; i++) objects.push({ zone: 'battlefield', owner, card: i % 2 ? 'Forest' : 'Plains', tapped: i % 3 === 0 });
  for (let i = 0; i < 24; i++) objects.push({ zone: 'battlefield', owner, card: i % 2 ? 'Grizzly Bears' : 'Llanowar Elves', counters: i % 4 === 0 ? { '+1/+1': 1 } : {} });
  const host = objects.length - 1;
  for (let i = 0; i < 5; i++) objects.push({ zone: 'battlefield', owner, card: 'Holy Strength', attachedTo: host - i });
  objects.push({ zone: 'battlefield', owner, card: 'Glorious Anthem' });
  for (let i = 0; i < 7; i++) objects.push({ zone: 'hand', owner, card: 'Grizzly Bears' });
  for (let i = 0; i < 30; i++) objects.push({ zone: 'library', owner, card: 'Forest' });
}
const start = setupPosition({
  players: [{ id: 'p1', name: 'Alice' }, { id: 'p2', name: 'Bob' }], objects, seed: 1,
  turn: { number: 3, active: 'p1', step: 'main1' },
}, cards).state;
const permanents = start.battlefield.length;

const wall: number[] = [];
const cpu: number[] = [];
let state = start;
for (let r = 0; r < rounds; r++) {
  const pending = state.pending!;
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  const next = step(state, { player: pending.player, kind: 'pass' }, cards);
  const view = playerView(next.state, next.state.pending?.player ?? 'judge', cards);
  structuredClone({ type: 'view', view, events: next.events });
  const c = process.cpuUsage(c0);
  cpu.push((c.user + c.system) / 1000);
  wall.push(performance.now() - t0);
  // Stay on this board: go back to the start whenever passing has moved the game on to another turn.
  state = next.state.turn.number === start.turn.number && next.state.pending?.kind === 'priority' ? next.state : start;
}
const at = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))].toFixed(1);
console.log(`${permanents} permanents, ${rounds} steps (step + playerView + structured clone of the view message):`);
console.log(`  CPU time  p50 ${at(cpu, 0.5)} ms, p90 ${at(cpu, 0.9)} ms, max ${at(cpu, 1)} ms`);
console.log(`  wall time p50 ${at(wall, 0.5)} ms, p90 ${at(wall, 0.9)} ms, max ${at(wall, 1)} ms`);

// Cost of computing every permanent's characteristics (CR 613) as permanents and continuous effects grow.
// Each board: N creatures, M static effects (Glorious Anthem, layer 7c; every tenth an Opalescence, layers 4
// and 7b), plus Blood Moon and Urborg (a dependency in layer 4, 613.8). One core; reported per full computation.
import { defaultRegistry } from '@arbiter/cards';
import { inspect, setupPosition, type GameState } from '@arbiter/engine';

const cards = defaultRegistry();

function board(creatures: number, effects: number): GameState {
  const objects: Parameters<typeof setupPosition>[0]['objects'] = [];
  for (let i = 0; i < creatures; i++) objects.push({ zone: 'battlefield', card: 'Grizzly Bears', owner: i % 2 ? 'p2' : 'p1' });
  for (let i = 0; i < effects; i++) objects.push({ zone: 'battlefield', card: i % 10 === 9 ? 'Opalescence' : 'Glorious Anthem', owner: i % 2 ? 'p2' : 'p1' });
  objects.push({ zone: 'battlefield', card: 'Blood Moon', owner: 'p1' }, { zone: 'battlefield', card: 'Urborg, Tomb of Yawgmoth', owner: 'p2' });
  return setupPosition({ players: [{ id: 'p1', name: 'A' }, { id: 'p2', name: 'B' }], objects, turn: { number: 3, active: 'p1', step: 'main1' }, seed: 1 }, cards).state;
}

function measure(state: GameState): number {
  const first = state.battlefield[0];
  let runs = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < 400) {
    // A fresh objects map makes the memo miss, so every run computes all characteristics from scratch.
    inspect({ ...state, objects: { ...state.objects } }, cards).characteristics(first);
    runs++;
  }
  return (performance.now() - t0) / runs;
}

console.log(`Arbiter layer bench — ${new Date().toISOString()}, Node ${process.version}`);
console.log('permanents  effects  ms per full computation  µs per permanent');
for (const [n, m] of [[50, 10], [100, 20], [200, 40], [300, 60], [500, 100]] as const) {
  const s = board(n, m);
  const ms = measure(s);
  console.log(`${String(s.battlefield.length).padStart(10)}  ${String(m + 2).padStart(7)}  ${ms.toFixed(3).padStart(23)}  ${((ms * 1000) / s.battlefield.length).toFixed(2).padStart(16)}`);
}

import { createGame, step, randomInput, seedRng } from '@arbiter/engine';
import { defaultRegistry } from '@arbiter/cards';
import { parseDeckList } from '@arbiter/formats';
import { readFileSync } from 'node:fs';
const cards = defaultRegistry();
const deck = (f: string) => parseDeckList(readFileSync(f, 'utf8'), f).deck!.main.flatMap((e) => Array(e.count).fill(e.name));
const A = deck('decks/red-green-beats.txt'), B = deck('decks/white-blue-control.txt');
let total = 0; const c0 = process.cpuUsage();
for (let seed = 1; seed <= 40; seed++) {
  let s = createGame({ players: [{ name: 'A', deck: A }, { name: 'B', deck: B }], seed }, cards).state;
  const rng = seedRng(seed);
  for (let n = 0; s.pending && n < 5000; n++) {
    const r = step(s, randomInput(s, rng), cards);
    if (r.error) { const d = s.pending!; s = step(s, d.kind === 'priority' ? { player: d.player, kind: 'pass' } : { player: d.player, kind: 'answer', answer: { kind: 'cancel' } }, cards).state; } else s = r.state;
    total++;
  }
}
const cpu = process.cpuUsage(c0); const sec = (cpu.user + cpu.system) / 1e6;
console.log(total, 'decisions', (total / sec).toFixed(0), 'dec/CPU-s');

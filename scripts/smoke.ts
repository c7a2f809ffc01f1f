import { createGame, step, randomInput, seedRng, renderLog } from '@arbiter/engine';
import { defaultRegistry } from '@arbiter/cards';
const cards = defaultRegistry();
const deckA = [...Array(24).fill('Mountain'), ...Array(4).fill('Lightning Bolt'), ...Array(4).fill('Shock'), ...Array(8).fill('Hill Giant'), ...Array(8).fill('Grizzly Bears'), ...Array(4).fill('Shivan Dragon'), ...Array(4).fill('Giant Growth'), ...Array(4).fill('Llanowar Elves')];
const deckB = [...Array(12).fill('Island'), ...Array(12).fill('Plains'), ...Array(4).fill('Counterspell'), ...Array(4).fill('Serra Angel'), ...Array(4).fill('Savannah Lions'), ...Array(4).fill('Divination'), ...Array(4).fill('Swords to Plowshares'), ...Array(4).fill('Glorious Anthem'), ...Array(4).fill('Brainstorm'), ...Array(4).fill('Unsummon'), ...Array(4).fill('Thalia, Guardian of Thraben')];
let r = createGame({ players: [{ name: 'Alice', deck: deckA }, { name: 'Bob', deck: deckB }], seed: 1 }, cards);
let s = r.state; const rng = seedRng(7); let n = 0; const log = [...r.events];
while (s.pending && n < 5000) {
  const inp = randomInput(s, rng);
  const res = step(s, inp, cards);
  if (res.error) { console.log('ERR', res.error, JSON.stringify(inp)); if (++n > 4990) break; 
    // fall back to pass or cancel
    const d = s.pending!;
    const fb = d.kind === 'priority' ? { player: d.player, kind: 'pass' as const } : { player: d.player, kind: 'answer' as const, answer: { kind: 'cancel' as const } };
    const r2 = step(s, fb, cards); if (r2.error) { console.log('STUCK', r2.error, d.kind); break; } s = r2.state; log.push(...r2.events); continue; }
  s = res.state; log.push(...res.events); n++;
}
console.log(renderLog(log).split('\n').slice(0, 80).join('\n'));
console.log('...', n, 'decisions; over:', JSON.stringify(s.over), 'turn', s.turn.number);

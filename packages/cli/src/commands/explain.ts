import { inspect, summarize } from '@arbiter/engine';
import { resolveObjectRef, runScenario } from '@arbiter/formats';
import { EXIT, UsageError } from '../errors';
import { loadScenario } from '../load';
import { print } from '../io';

/**
 * `arbiter explain`: runs a scenario, then shows how an object's characteristics came about, layer by layer
 * (CR 613): its copiable values, each effect applied in order (timestamp 613.7, or dependency 613.8) and the result.
 */
export function explain(file: string, ref: string): number {
  const { scenario, cards } = loadScenario(file);
  const r = runScenario(scenario, cards);
  const id = resolveObjectRef(r, r.cards, ref);
  if (typeof id !== 'string') throw new UsageError(id.error);
  const ins = inspect(r.state, r.cards);
  const ex = ins.explain(id);
  const named = (text: string) => text.replace(/controller (\w+)/, (_, p: string) => `controller ${r.state.players[p]?.name ?? p}`);
  const o = r.state.objects[id];
  const set = o.base ? `copy of ${o.base.card} (${o.base.set})${o.base.except ? ' with exceptions' : ''}` : `${o.card} (${o.set})`;
  // Layer 1b (613.2b): face-down values replace the card's (708.2); a merged permanent uses its topmost component (730.2a).
  const layer1 = o.faceDown ? `face down (${o.faceDownBy ?? 'face-down status'}, 708.2, layer 1b) over ${o.card}`
    : o.merged ? `merged permanent (730.2a), components top to bottom: ${o.merged.map((c) => c.card).join(', ')}` : set;
  print(`${ex.result.name || 'a face-down permanent'} (${id}) in ${o.zone}; characteristic set: ${layer1}`);
  // Layer 1a (613.2a): "becomes a copy" effects in timestamp order; the latest one gives the copiable values.
  const copies = r.state.effects.filter((e) => e.mod.kind === 'copy' && e.affected.includes(id)).sort((a, b) => a.timestamp - b.timestamp);
  for (const e of copies) {
    const source = r.state.objects[e.source] ? ins.characteristics(e.source).name : r.state.lki[e.source]?.name ?? 'an effect';
    const until = typeof e.duration === 'string' && e.duration !== 'permanent' ? `, until ${e.duration === 'endOfTurn' ? 'end of turn' : 'end of combat'}` : '';
    print(`  layer 1a: ${source}: becomes a copy of ${e.mod.kind === 'copy' ? e.mod.of : ''}${until}  [timestamp ${e.timestamp} (613.7)${e === copies[copies.length - 1] ? '' : '; replaced by a later copy effect'}]`);
  }
  print(`  layer 1 (copiable values, 613.2): ${named(summarize(ex.base))}`);
  for (const s of ex.steps) {
    const why = s.rule ? `rule ${s.rule}` : s.dependsOn.length ? `after ${s.dependsOn.join(', ')} (dependency, 613.8)` : `timestamp ${s.timestamp} (613.7)`;
    print(`  layer ${s.layer}: ${s.effect}  [${why}]`);
    print(s.skipped ? `      ✗ does not apply: ${s.skipped}` : `      → ${named(s.after[id])}`);
  }
  if (o.counters && Object.values(o.counters).some((n) => n)) print(`  counters (7c): ${Object.entries(o.counters).filter(([, n]) => n).map(([k, n]) => `${n} ${k}`).join(', ')}`);
  print(`  result: ${named(summarize(ex.result))}`);
  return EXIT.ok;
}

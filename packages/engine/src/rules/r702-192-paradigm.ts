import type { AbilityDef } from '../cards/definition';
import { emit, list, nameOf, type Game } from '../state/draft';
import type { DelayedTrigger, GameObject } from '../state/types';
import { characteristics } from './r613-characteristics';

/** CR 702.192 — whether a spell has paradigm. */
export function hasParadigm(g: Game, o: GameObject): boolean {
  return o.kind !== 'ability' && characteristics(g, o.id).abilities.some((a) => a.kind === 'keyword' && a.keyword === 'paradigm');
}

/**
 * CR 702.192a — as a spell with paradigm resolves: if this is the first time a spell its controller controls
 * with its name has resolved this game, a delayed triggered ability is created: "at the beginning of each of
 * your first main phases for the rest of the game, create a copy of this object in exile; you may cast the
 * copy without paying its mana cost". (The spell is then exiled: see `leaveStack`.) Every resolving spell's
 * name is remembered for its controller, paradigm or not.
 */
export function spellResolved(g: Game, o: GameObject): void {
  if (o.kind === 'ability') return;
  const c = characteristics(g, o.id);
  const seen = g.s.resolvedNames?.[c.controller] ?? [];
  const first = !seen.includes(c.name);
  if (first) g.s.resolvedNames = { ...(g.s.resolvedNames ?? {}), [c.controller]: [...seen, c.name] };
  if (!hasParadigm(g, o)) return;
  if (!first) {
    emit(g, { kind: 'paradigm', rules: ['702.192a'], object: o.id, text: `a spell named ${c.name} has resolved for ${g.s.players[c.controller].name} before: paradigm creates no new ability` });
    return;
  }
  const def: AbilityDef = {
    kind: 'triggered', text: `At the beginning of each of your first main phases, create a copy of ${c.name} in exile. You may cast the copy without paying its mana cost.`,
    trigger: { on: 'beginningOf', step: 'main1', whose: 'you' }, targets: [],
    effects: [{ do: 'castCopyFromExile', card: o.base?.card ?? o.card, fromNoncard: o.kind !== 'card' }],
  };
  g.s.delayed ??= [];
  list<DelayedTrigger>(g, { shared: 'delayed' }).push({
    id: `d${g.s.nextId++}`, source: o.id, sourceName: c.name, controller: c.controller, def, targets: [], createdTurn: g.s.turn.number, recurring: true,
  });
  emit(g, { kind: 'delayedTrigger', rules: ['702.192a', '603.7a'], player: c.controller, object: o.id, text: `${nameOf(g, o.id)} (paradigm): the first time it resolved for ${g.s.players[c.controller].name}, a delayed triggered ability is created` });
}

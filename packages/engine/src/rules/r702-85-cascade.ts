import type { Answer } from '../decisions';
import type { EffectContext } from '../effects/context';
import { ask, chosenObjects, type EffectResult } from '../effects/shared';
import { manaValue } from '../mana/value';
import { emit, nameOf, playerName, type Game } from '../state/draft';
import { shuffleInPlace } from '../state/rng';
import type { ObjectId } from '../state/types';
import { moveObject } from './r400-zones';
import { castableSets, castDuringResolution } from './r601-casting';
import { characteristics } from './r613-characteristics';

/** The mana value of the cascading spell (the trigger's subject), as it last existed if it has left the stack (608.2h). */
function cascadingManaValue(g: Game, spell: ObjectId | undefined): number {
  if (!spell) return 0;
  const o = g.s.objects[spell];
  return o ? manaValue(characteristics(g, spell).manaCost, o.choices?.x ?? 0) : g.s.lki[spell]?.manaValue ?? 0;
}

/**
 * CR 702.85a — cascade resolves: exile cards from the top of the library until a nonland card whose mana value is
 * less than the cascading spell's is exiled (all of them become the resolution's chosen objects, that card last);
 * its controller may cast that card without paying its mana cost, during the resolution (608.2g). The cards not
 * cast go to the bottom afterwards (`cascadeBottom`).
 * @simplification A card with several characteristic sets (an Adventure, a split card) is offered as the first it
 * may be cast as; the card's mana value is compared, not that of each set it could be cast as.
 */
export function cascade(g: Game, ctx: EffectContext, answer: Answer | undefined): EffectResult {
  const p = ctx.controller;
  if (answer) {
    const picked = chosenObjects(g, answer);
    if (!Array.isArray(picked)) return picked;
    const hit = (g.s.pending?.kind === 'chooseObjects' ? g.s.pending.options : [])[0];
    g.s.pending = null;
    if (!picked.length) {
      emit(g, { kind: 'decline', rules: ['702.85a'], player: p, text: `${playerName(g, p)} doesn't cast ${nameOf(g, hit)}` });
      return 'done';
    }
    const r = castDuringResolution(g, p, picked[0], castableSets(g, g.s.objects[picked[0]])[0]);
    if (r) return r;
    return g.s.pending ? 'casting' : 'done';
  }
  const limit = cascadingManaValue(g, ctx.subject);
  const names: string[] = [];
  let hit: ObjectId | undefined;
  while (!hit && g.s.players[p].library.length) {
    const top = g.s.players[p].library[0];
    const c = characteristics(g, top);
    const found = !c.types.includes('Land') && manaValue(c.manaCost, 0) < limit;
    names.push(nameOf(g, top));
    const id = moveObject(g, top, 'exile');
    ctx.chosen.push(id);
    if (found) hit = id;
  }
  emit(g, { kind: 'exile', rules: ['702.85a', '406.3'], player: p, text: `${playerName(g, p)} cascades: exiles ${names.join(', ') || 'nothing'} from the top of their library${hit ? '' : ' (no nonland card with lesser mana value)'}` });
  if (!hit || !castableSets(g, g.s.objects[hit]).length) return 'done';
  return ask(g, ctx, p, '702.85a', `cast ${nameOf(g, hit)} without paying its mana cost? (choose it, or nothing)`, [hit], 0, 1, false);
}

/** CR 702.85a — "Then put all cards exiled this way that weren't cast on the bottom of your library in a random order." */
export function cascadeBottom(g: Game, ctx: EffectContext): EffectResult {
  const rest = ctx.chosen.filter((id) => g.s.objects[id]?.zone === 'exile');
  shuffleInPlace(g.s.rng, rest);
  for (const id of rest) moveObject(g, id, 'library', { position: 'bottom' });
  if (rest.length) emit(g, { kind: 'putOnBottom', rules: ['702.85a', '401.4'], player: ctx.controller, text: `${playerName(g, ctx.controller)} puts ${rest.length} card(s) on the bottom of their library in a random order` });
  return 'done';
}

import type { Effect } from '../cards/definition';
import type { EffectContext } from '../effects/context';
import type { EffectResult } from '../effects/shared';
import { emit, nameOf, playerName, type Game } from '../state/draft';
import { shuffleInPlace } from '../state/rng';
import { moveObject } from './r400-zones';
import { characteristics, matchesFilter } from './r613-characteristics';

/**
 * CR 701.20a–b, 401.4 — "Reveal cards from the top of your library until you reveal a <filter> card. Put that card
 * into your hand and the rest on the bottom of your library in a random order.": the cards are revealed where they
 * are, top first, up to the first that matches (every card, if none does); that one goes to the hand, the others to
 * the bottom in a random order (the order is the seeded RNG's, kept in the state).
 */
export function revealUntil(g: Game, ctx: EffectContext, e: Extract<Effect, { do: 'revealUntil' }>): EffectResult {
  const p = ctx.controller;
  const library = g.s.players[p].library;
  const at = library.findIndex((id) => matchesFilter(characteristics(g, id), g.s.objects[id], e.filter, p, ctx.source));
  const revealed = at < 0 ? [...library] : library.slice(0, at + 1);
  const hit = at < 0 ? undefined : library[at];
  emit(g, {
    kind: 'reveal', rules: ['701.20a'], player: p,
    text: `${playerName(g, p)} reveals ${revealed.map((id) => nameOf(g, id)).join(', ') || 'nothing'} from the top of their library${hit ? '' : ' (none of them matches)'}`,
  });
  if (hit) {
    emit(g, { kind: 'move', rules: ['400.7'], object: hit, text: `${playerName(g, p)} puts ${nameOf(g, hit)} into their hand` });
    ctx.chosen.push(moveObject(g, hit, 'hand'));
  }
  const rest = revealed.filter((id) => id !== hit);
  shuffleInPlace(g.s.rng, rest);
  for (const id of rest) moveObject(g, id, 'library', { position: 'bottom' });
  if (rest.length) emit(g, { kind: 'putOnBottom', rules: ['401.4'], player: p, text: `${playerName(g, p)} puts ${rest.length} card(s) on the bottom of their library in a random order` });
  return 'done';
}

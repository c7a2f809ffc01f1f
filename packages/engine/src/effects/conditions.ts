import type { StateCondition } from '../cards/definition';
import { apnapOrder } from '../rules/r117-priority';
import { manaWasSpent } from '../rules/r601-2h-mana-spent';
import { characteristics, matchesFilter } from '../rules/r613-characteristics';
import type { Game } from '../state/draft';
import { turnHistory } from '../state/turn-history';
import type { ObjectId, PlayerId } from '../state/types';
import { timesCostPaid } from '../rules/r702-squad-offspring';

/** Permanents controlled by `p` matching a filter (phased-out ones don't exist, 702.26b). */
function controlledCount(g: Game, p: PlayerId, types: string[], filter = {}, source?: ObjectId): number {
  return g.s.battlefield.filter((id) => {
    const o = g.s.objects[id];
    if (o.phasedOut) return false;
    const c = characteristics(g, id);
    return c.controller === p && types.every((t) => c.types.includes(t)) && matchesFilter(c, o, filter, p, source);
  }).length;
}

/**
 * A condition about the game as it is now, seen by `controller` for the ability of `source`: an intervening
 * "if" (603.4), a "then if" within a resolution (608.2c), an "as long as" (611.3a) or an "activate only if"
 * (602.5b). Conditions about a trigger's event are checked by the trigger rules (r603).
 */
export function stateConditionHolds(g: Game, c: StateCondition, controller: PlayerId, source: ObjectId): boolean {
  const opponents = apnapOrder(g).filter((p) => p !== controller);
  switch (c.kind) {
    case 'selfNotPrepared':
      return !g.s.objects[source]?.prepared;
    case 'manaWasSpent':
      return manaWasSpent(g, source, c.mana);
    case 'selfIs': {
      const o = g.s.objects[source];
      return !!o && matchesFilter(characteristics(g, source), o, c.filter, controller, source);
    }
    case 'selfWasCast':
      return !!(g.s.objects[source] ?? g.s.lki[source]?.object)?.wasCast;
    case 'optionalCostPaid':
      return timesCostPaid(g.s.objects[source] ?? g.s.lki[source]?.object, c.cost) > 0; // 702.157a, 702.175a
    case 'alternativeCostPaid':
      return (g.s.objects[source] ?? g.s.lki[source]?.object)?.alternativeCostPaid === c.cost;
    case 'opponentHasMoreCardsInHand': {
      const mine = g.s.players[controller].hand.length;
      return opponents.some((p) => g.s.players[p].hand.length > mine);
    }
    case 'opponentControlsMoreCreatures': {
      const mine = controlledCount(g, controller, ['Creature']);
      return opponents.some((p) => controlledCount(g, p, ['Creature']) > mine);
    }
    case 'youControlAtLeast':
      return controlledCount(g, controller, [], c.filter, source) >= c.n;
    case 'cardsInYourGraveyard': {
      const yard = g.s.players[controller].graveyard;
      const f = c.filter;
      return (f ? yard.filter((id) => matchesFilter(characteristics(g, id), g.s.objects[id], f, controller, source)) : yard).length >= c.n;
    }
    case 'selfAttachedToCreature': {
      const to = g.s.objects[source]?.attachedTo;
      return !!to && g.s.objects[to]?.zone === 'battlefield' && characteristics(g, to).types.includes('Creature');
    }
    case 'selfAttackedThisTurn':
      return !!turnHistory(g).attacked?.includes(source);
    case 'creaturesDiedThisTurn':
      return turnHistory(g).creaturesDied >= c.n;
    case 'youGainedLifeThisTurn':
      return (turnHistory(g).lifeGained[controller] ?? 0) >= c.n;
    case 'youCastThisTurn':
      return turnHistory(g).spellsCast.some((s) => s.player === controller && s.types.some((t) => c.types.includes(t)) && !(c.another && s.spell === source));
    case 'cardsInYourHand':
      return g.s.players[controller].hand.length >= c.n;
    case 'not':
      return !stateConditionHolds(g, c.condition as StateCondition, controller, source);
    case 'totalToughnessAtLeast': {
      const creatures = g.s.battlefield.filter((id) => !g.s.objects[id].phasedOut && characteristics(g, id).controller === controller && characteristics(g, id).types.includes('Creature'));
      return creatures.reduce((sum, id) => sum + (characteristics(g, id).toughness ?? 0), 0) >= c.n;
    }
    case 'yourTurn':
      return g.s.turn.active === controller;
    case 'thisTurn': {
      const h = turnHistory(g);
      if (c.what === 'creatureDiedUnderYourControl') return (h.creaturesDiedUnder?.[controller] ?? 0) > 0;
      if (c.what === 'cardLeftYourGraveyard') return (h.leftGraveyard?.[controller] ?? 0) > 0;
      return (h.cardsExiled ?? 0) > 0;
    }
    case 'youPutCounterOnSelfThisTurn':
      return !!turnHistory(g).countersPut?.some((x) => x.object === source && x.player === controller);
    case 'selfXAtLeast':
      return (g.s.objects[source]?.x ?? 0) >= c.n;
    case 'selfNotRenowned':
      return !g.s.objects[source]?.renowned;
    case 'opponentWasDealtDamageThisTurn':
      return Object.entries(turnHistory(g).damageToPlayers ?? {}).some(([p, n]) => p !== controller && n > 0);
    case 'selfCameUnderControlSinceLastUpkeep':
      return cameUnderControlSinceLastUpkeep(g, controller, source);
    case 'countersOnSelf':
      return (g.s.objects[source]?.counters[c.counter] ?? 0) >= c.n;
    case 'selfCastNotFromHand': {
      const cast = turnHistory(g).spellsCast.find((x) => x.spell === source);
      return !!cast && cast.from !== 'hand';
    }
    case 'all':
      return c.conditions.every((one) => stateConditionHolds(g, one as StateCondition, controller, source));
    case 'topOfYourLibraryIs': {
      const top = g.s.players[controller].library[0];
      return !!top && matchesFilter(characteristics(g, top), g.s.objects[top], c.filter, controller, source);
    }
  }
}

/**
 * CR 702.30a — whether permanent `source` came under `controller`'s control since the beginning of their last upkeep
 * (asked in their upkeep): their previous turn is one round of the turn order ago (none before their first turn), and
 * `controlledSince` is the turn it came under their control; nothing comes under control in an untap step before its upkeep.
 * @simplification The round counts the players in the game now: a player who left since then makes it one turn short.
 */
function cameUnderControlSinceLastUpkeep(g: Game, controller: PlayerId, source: ObjectId): boolean {
  const o = g.s.objects[source];
  if (!o || o.zone !== 'battlefield' || characteristics(g, source).controller !== controller) return false;
  const lastTurn = g.s.turn.number - g.s.order.filter((p) => !g.s.players[p].left).length;
  return o.controlledSince >= lastTurn;
}

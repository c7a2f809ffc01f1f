import { recordLifeLost } from '../state/turn-history';
import type { AbilityDef, EffectBody, ManaProduction, ObjectFilter } from '../cards/definition';
import { isDetained } from './r701-35-detain';
import { actionError, type ActionError } from '../errors';
import type { ManaActivation, ManaOption } from '../mana/finder';
import type { ManaType, ManaUnit } from '../mana/types';
import { emit, nameOf, obj, player, playerName, type Game } from '../state/draft';
import type { ObjectId, PlayerId } from '../state/types';
import { isSummoningSick } from './r506-combat';
import { sacrificePermanent } from './r701-21-sacrifice';
import { triggerReflexive } from './r603-triggers';
import { discardCard } from './r121-drawing';
import { moveObject } from './r400-zones';
import { restrictionText } from './r106-6-mana-restrictions';
import { characteristics, controllerOf, matchesFilter } from './r613-characteristics';
import { suggestCrew } from './r702-122-crew';

type ActivatedDef = Extract<AbilityDef, { kind: 'activated' }>;

/** The mana an activated ability of `source` adds, if it is a mana ability (CR 605.1a). */
function productionOf(g: Game, source: ObjectId, ab: ActivatedDef): ManaProduction | null {
  if (!ab.manaAbility) return null;
  const add = ab.effects.find((e) => e.do === 'addMana');
  if (!add || add.do !== 'addMana') return null;
  return manaProduced(g, source, add);
}

type AddMana = Extract<EffectBody, { do: 'addMana' }>;

/**
 * CR 106.1 — the mana an "add" effect of `source` makes: "an amount of {G} equal to this creature's power",
 * "{C} for each charge counter on it" repeat each alternative that many times (none if 0 or less), from the
 * source as it last existed if it has left (608.2h); a delayed ability's locked-in amount is `eventAmount` (603.7c).
 */
export function manaProduced(g: Game, source: ObjectId, add: AddMana, eventAmount = 0): ManaProduction {
  if (!add.times) return add.mana;
  const here = g.s.objects[source];
  const n = add.times === 'eventAmount' ? eventAmount : add.times === 'sourcePower'
    ? (here ? characteristics(g, source).power : g.s.lki[source]?.power) ?? 0
    : (here ?? g.s.lki[source]?.object)?.counters[add.times.countersOnSource] ?? 0;
  return add.mana.map((alt) => Array.from({ length: Math.max(0, n) }, () => alt).flat());
}

/**
 * CR 106.3, 107.4h — the mana an ability of `source` adds; mana from a snow source is snow mana (it
 * can pay {S}). The source of the mana is the ability's source.
 */
function manaUnits(g: Game, source: ObjectId, types: ManaType[], spendOnly?: ObjectFilter): ManaUnit[] {
  const snow = characteristics(g, source).supertypes.includes('Snow');
  return types.map((type) => ({ type, source, ...(snow ? { snow } : {}), ...(spendOnly ? { spendOnly } : {}) })); // 106.6
}

/**
 * CR 602.5a, 302.6, 119.4, 601.2h — why an activated ability's cost can't be paid now apart from mana (the rule), or
 * null if it can: {T} needs an untapped permanent that isn't summoning sick if it's a creature; life, enough life;
 * a cost paid with chosen objects (cards to discard, creatures to tap), enough of them.
 */
export function nonManaCostProblem(g: Game, id: ObjectId, ab: ActivatedDef): string | null {
  const o = g.s.objects[id];
  if (ab.cost.tap) {
    if (o.tapped) return '602.5a';
    if (characteristics(g, id).types.includes('Creature') && isSummoningSick(g, id)) return '302.6';
  }
  if (ab.cost.life && g.s.players[controllerOf(g, id)].life < ab.cost.life) return '119.4';
  const choice = costChoice(g, id, ab);
  if (choice && choice.options.length < choice.n) return '601.2h';
  if (choice?.totalPower !== undefined && !suggestCrew(g, choice.options, choice.totalPower)) return '702.122a';
  return null;
}

/**
 * CR 601.2h — objects chosen to pay a cost: `n` of the options, or (`totalPower`, crew, 702.122a) any number of
 * them, at least one, whose total power is that much or more.
 */
export interface CostChoice { verb: 'tap' | 'exile' | 'discard' | 'sacrifice'; n: number; options: ObjectId[]; totalPower?: number }

/**
 * CR 601.2h — a cost paid with chosen objects: untapped creatures to tap (other than the source), permanents to
 * sacrifice or cards in its controller's graveyard to exile, and the objects that could pay it now. Null if the ability has none.
 */
export function costChoice(g: Game, id: ObjectId, ab: ActivatedDef): CostChoice | null {
  if (!ab.cost.tapUntapped && !ab.cost.exileFromYourGraveyard && !ab.cost.discard && !ab.cost.sacrifice && ab.cost.tapTotalPower === undefined) return null;
  const p = g.s.objects[id].zone === 'battlefield' ? controllerOf(g, id) : g.s.objects[id].owner;
  const matching = (ids: ObjectId[], f: ObjectFilter) => ids.filter((x) => matchesFilter(characteristics(g, x), g.s.objects[x], f, p, id));
  // CR 118, 602.2b: "Discard a card" — cards of the activating player's hand other than the source ("Discard another
  // card named <name>": only those that match).
  if (ab.cost.discard) return { verb: 'discard', n: ab.cost.discard, options: matching(g.s.players[p].hand.filter((x) => x !== id), ab.cost.discardFilter ?? {}) };
  if (ab.cost.tapTotalPower !== undefined) {
    // CR 702.122a: any number of untapped creatures (a crewed Vehicle itself included) with enough total power;
    // 702.171a: saddle taps only other creatures.
    const untapped = g.s.battlefield.filter((x) => !g.s.objects[x].phasedOut && !g.s.objects[x].tapped && controllerOf(g, x) === p && !(ab.cost.tapTotalPowerOthers && x === id));
    return { verb: 'tap', n: 1, options: matching(untapped, { types: ['Creature'] }), totalPower: ab.cost.tapTotalPower };
  }
  if (ab.cost.tapUntapped) {
    const mine = g.s.battlefield.filter((x) => x !== id && !g.s.objects[x].phasedOut && !g.s.objects[x].tapped && controllerOf(g, x) === p);
    return { verb: 'tap', n: ab.cost.tapUntapped.n, options: matching(mine, ab.cost.tapUntapped.filter) };
  }
  if (ab.cost.sacrifice) {
    // CR 701.21a: only a permanent its controller controls can be sacrificed (the source too, if it matches).
    const mine = g.s.battlefield.filter((x) => !g.s.objects[x].phasedOut && controllerOf(g, x) === p);
    return { verb: 'sacrifice', n: ab.cost.sacrifice.n, options: matching(mine, ab.cost.sacrifice.filter) };
  }
  if (ab.cost.exileFromYourGraveyard) {
    return { verb: 'exile', n: ab.cost.exileFromYourGraveyard.n, options: matching(g.s.players[p].graveyard, ab.cost.exileFromYourGraveyard.filter) };
  }
  return null;
}

/** CR 601.2h, 602.2b — pays an activated ability's cost with the objects chosen for it: taps, discards, sacrifices or exiles them. */
export function payCostObjects(g: Game, p: PlayerId, ab: ActivatedDef, objects: ObjectId[]): void {
  if (!objects.length) return;
  const names = objects.map((id) => nameOf(g, id)).join(', ');
  const taps = ab.cost.tapUntapped || ab.cost.tapTotalPower !== undefined;
  const verb = taps ? 'taps' : ab.cost.discard ? 'discards' : ab.cost.sacrifice ? 'sacrifices' : 'exiles';
  const rules = ab.cost.tapTotalPower !== undefined ? ['601.2h', '602.2b', ab.cost.tapTotalPowerOthers ? '702.171c' : '702.122a'] : ['601.2h', '602.2b'];
  emit(g, { kind: 'payObjects', rules, player: p, text: `${playerName(g, p)} ${verb} ${names} to pay the cost` });
  if (taps) for (const id of objects) obj(g, id).tapped = true;
  else if (ab.cost.discard) for (const id of objects) discardCard(g, id, ['602.2b', '701.9a']);
  else if (ab.cost.sacrifice) for (const id of objects) sacrificePermanent(g, p, id, ['602.2b']);
  else for (const id of objects) moveObject(g, id, 'exile');
}

/**
 * CR 605.1a — the mana abilities `p` could activate now without paying mana, as options for the
 * payment finder. Mana abilities that cost mana are left for the player to activate by hand. `tappedForCost`:
 * permanents the cost being paid taps itself ({T}, 602.2b): their {T} mana abilities are left out, since mana
 * abilities are activated before the costs are paid (601.2g–h) and would leave them unable to pay it.
 */
export function manaOptions(g: Game, p: PlayerId, tappedForCost: readonly ObjectId[] = []): ManaOption[] {
  const out: ManaOption[] = [];
  for (const id of g.s.battlefield) {
    const o = g.s.objects[id];
    if (o.phasedOut || controllerOf(g, id) !== p || isDetained(g, id)) continue; // 701.35a
    characteristics(g, id).abilities.forEach((ab, index) => {
      if (ab.kind !== 'activated' || ab.cost.mana || ab.cost.sacrificeSelf || ab.cost.sacrifice) return;
      if (costChoice(g, id, ab)) return; // 601.2h: its cost needs a choice, asked when activated by hand (r605-3a-cost-choice.ts)
      if (ab.cost.tap && tappedForCost.includes(id)) return;
      const prod = productionOf(g, id, ab);
      if (!prod || prod.every((alt) => !alt.length) || nonManaCostProblem(g, id, ab)) return;
      if (ab.effects.some((e) => e.do === 'addMana' && e.spendOnly)) return; // 106.6: activated by hand (r106-6)
      out.push({ source: id, ability: index, produces: prod.map((alt) => manaUnits(g, id, alt)) });
    });
  }
  return out;
}

/** Whether a mana option's ability has {T} in its cost (so it can't be used by a cost that taps the same permanent). */
export function tapsForMana(g: Game, o: ManaOption): boolean {
  const ab = characteristics(g, o.source).abilities[o.ability];
  return ab?.kind === 'activated' && !!ab.cost.tap;
}

/**
 * CR 602.2, 605.1a, 106.1 — why `p` can't activate mana ability `a` now (an error with its rule), or the ability if
 * they can: a permanent they control, a mana ability, one of its mana alternatives, a cost they can pay.
 */
export function manaAbilityProblem(g: Game, p: PlayerId, a: ManaActivation): ActionError | ActivatedDef {
  const o = g.s.objects[a.source];
  if (!o || o.zone !== 'battlefield' || controllerOf(g, a.source) !== p) {
    return actionError('illegal-action', '602.2', 'you can activate abilities only of permanents you control');
  }
  const ab = characteristics(g, a.source).abilities[a.ability];
  if (!ab || ab.kind !== 'activated' || !ab.manaAbility) return actionError('illegal-action', '605.1a', 'that is not a mana ability');
  if (!productionOf(g, a.source, ab)![a.choice]) return actionError('illegal-choice', '106.1', 'choose one of the mana options the ability offers');
  const unpaid = nonManaCostProblem(g, a.source, ab);
  if (unpaid) return actionError('cannot-pay', unpaid, `${nameOf(g, a.source)} can't pay that cost now`);
  return ab;
}

/**
 * CR 605.3 — activates a mana ability: it doesn't use the stack and resolves at once (605.3b).
 * Pays its cost ({T}, life, sacrifice, the objects chosen for a cost that needs them, `costObjects`, 601.2h; `manaPaid`:
 * its mana cost was paid already) and adds the chosen alternative of its mana (106.4). A "When you do, ..." of its text
 * triggers as the cost is paid (603.12; not a mana ability, 605.5a: it goes on the stack, 603.3).
 */
export function activateManaAbility(g: Game, p: PlayerId, a: ManaActivation, rules: string[], manaPaid = false, costObjects: ObjectId[] = []): ActionError | null {
  const ab = manaAbilityProblem(g, p, a);
  if ('code' in ab) return ab;
  if (ab.cost.mana && !manaPaid) return actionError('unsupported', '605.3', 'mana abilities with a mana cost are activated with their payment (r605-3-mana-cost.ts)');
  const choice = costChoice(g, a.source, ab);
  if (choice && (costObjects.length !== choice.n || new Set(costObjects).size !== costObjects.length || costObjects.some((id) => !choice.options.includes(id)))) {
    return actionError('cannot-pay', '601.2h', `choose ${choice.n} different objects that can be used to ${choice.verb} for the cost`);
  }
  const name = nameOf(g, a.source);
  const add = ab.effects.find((e) => e.do === 'addMana');
  const spendOnly = add?.do === 'addMana' ? add.spendOnly : undefined;
  const units = manaUnits(g, a.source, productionOf(g, a.source, ab)![a.choice], spendOnly); // as the source is while paying its cost (a sacrifice removes it)
  if (ab.cost.tap) obj(g, a.source).tapped = true;
  if (ab.cost.life) player(g, p).life -= ab.cost.life;
  recordLifeLost(g, p, ab.cost.life ?? 0); // 119.4
  if (ab.cost.sacrificeSelf) sacrificePermanent(g, p, a.source, ['602.2b']);
  payCostObjects(g, p, ab, costObjects);
  player(g, p).manaPool = [...g.s.players[p].manaPool, ...units];
  emit(g, {
    kind: 'mana', rules: [...rules, '605.3b', '106.4'], player: p, object: a.source,
    text: `${playerName(g, p)} activates ${name}'s mana ability: adds ${units.map((u) => `{${u.type}}`).join('')}${units.some((u) => u.snow) ? ' (snow mana)' : ''}${spendOnly ? ` (${restrictionText(spendOnly)})` : ''}`,
  });
  for (const e of ab.effects) {
    if (e.do === 'reflexive') triggerReflexive(g, a.source, p, e, { event: 'reflexive', ...(costObjects.length ? { subject: costObjects[0] } : {}) }, ['603.12', '605.5a']);
  }
  return null;
}

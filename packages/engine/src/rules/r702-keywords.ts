import type { AbilityDef, KeywordAbility, Keyword, ProtectionQuality, TargetSpec } from '../cards/definition';
import { formatManaCost } from '../mana/symbols';
import type { ManaCost } from '../mana/types';
import { nameOf, type Game } from '../state/draft';
import type { GameObject, ObjectId, ZoneName } from '../state/types';
import { characteristics, matchesFilter, type Characteristics } from './r613-characteristics';
import { crewAbility } from './r702-122-crew';
import { unearthAbility } from './r702-84-unearth';
import { saddleAbility } from './r702-171-saddle';
import { reconfigureAbility } from './r702-151-reconfigure';

/**
 * CR 702 — keyword abilities with a parameter, written once: what each one means for the rules that
 * consult it (casting, activating, targeting, damage, blocking, attachments, leaving the stack).
 * @simplification Protection from a player (702.16k) and player protection are not modelled, and ward costs
 * are mana only (cards with other costs stay unsupported); an Aura put onto the battlefield other than by resolving (303.4f) enters
 * unattached, so 704.5m puts it into the graveyard; several kicker costs (702.33b) are not modelled.
 */

type ActivatedDef = Extract<AbilityDef, { kind: 'activated' }>;
type TriggeredDef = Extract<AbilityDef, { kind: 'triggered' }>;

/** The instances of keyword `k` among an object's abilities (702.1: each instance counts). */
export function keywordInstances(c: Characteristics, k: Keyword): readonly KeywordAbility[] {
  let out: KeywordAbility[] | undefined; // allocated only when there is one: most objects have none of a given keyword
  for (const a of c.abilities) if (a.kind === 'keyword' && a.keyword === k) (out ??= []).push(a);
  return out ?? NONE;
}

const NONE: readonly KeywordAbility[] = [];

/**
 * The cost of the first instance of a costed keyword (flashback 702.34a, kicker 702.33a, morph 702.37a,
 * megamorph 702.37b, disguise 702.168a, mutate 702.140a, bestow 702.103a, buyback 702.27a, entwine 702.42a, replicate 702.56a, evoke 702.74a, dash 702.109a, surge 702.117a, spectacle 702.137a, escape 702.138a, blitz 702.152a, madness 702.35a, mayhem 702.187b, warp 702.185a, prowl 702.76a, freerunning 702.173a, impending 702.176a, escalate 702.120a, squad 702.157a, offspring 702.175a), if the object has it; a cost "equal to its mana
 * cost" is that of the characteristics given (a split half's as it is cast, 709.3a).
 */
export function keywordCost(c: Characteristics, k: 'flashback' | 'kicker' | 'multikicker' | 'morph' | 'megamorph' | 'disguise' | 'mutate' | 'miracle' | 'madness' | 'mayhem' | 'bestow' | 'buyback' | 'entwine' | 'replicate' | 'evoke' | 'dash' | 'surge' | 'spectacle' | 'escape' | 'blitz' | 'warp' | 'prowl' | 'freerunning' | 'impending' | 'escalate' | 'squad' | 'offspring'): ManaCost | null {
  for (const a of c.abilities) {
    if (a.kind === 'keyword' && a.keyword === k && (a.cost || a.costIsManaCost)) return (a.costIsManaCost ? c.manaCost : a.cost) ?? null;
  }
  return null;
}

/** CR 702.33a, 702.33c — a spell's kicker cost, and whether it may be paid any number of times (multikicker). */
export function kickerCost(c: Characteristics): { cost: ManaCost; anyNumber: boolean } | null {
  const kicker = keywordCost(c, 'kicker');
  if (kicker) return { cost: kicker, anyNumber: false };
  const multi = keywordCost(c, 'multikicker');
  return multi ? { cost: multi, anyNumber: true } : null;
}

/**
 * CR 702.33d, 702.33e — how many times a spell was kicked (once for each kicker payment announced, 601.2b), or
 * the spell a permanent was: its linked abilities (607) remember it.
 */
export function timesKicked(o: GameObject | undefined): number {
  return o?.timesKicked ?? o?.choices?.costMode.filter((m) => m === 'kicker').length ?? 0;
}

/** The colors and card types of a source, as it is or as it last existed (CR 608.2h). */
function sourceQualities(g: Game, source: ObjectId): { colors: string[]; types: string[] } {
  if (g.s.objects[source]) return characteristics(g, source);
  return g.s.lki[source] ?? { colors: [], types: [] };
}

/** CR 702.16a, 702.16j — whether a source with these qualities has a protection ability's quality (105.2b–c for multi/monocolored). */
function hasQuality(q: ProtectionQuality, src: { colors: string[]; types: string[] }): boolean {
  if ('everything' in q) return true;
  if ('colors' in q) return q.colors.some((col) => src.colors.includes(col));
  if ('types' in q) return q.types.some((t) => src.types.includes(t));
  if ('multicolored' in q) return src.colors.length > 1;
  return src.colors.length === 1;
}

/**
 * CR 702.16a — whether object `id` has protection from a quality `source` has (a color, a card type, being
 * multicolored or monocolored, or everything: 702.16j). Callers name the rule that applies: 702.16b targeting,
 * 702.16c–d attaching, 702.16e damage, 702.16f blocking.
 */
export function protectedFrom(g: Game, id: ObjectId, source: ObjectId): boolean {
  const pro = keywordInstances(characteristics(g, id), 'protection');
  if (!pro.length) return false;
  const src = sourceQualities(g, source);
  return pro.some((p) => p.from && hasQuality(p.from, src));
}

/**
 * CR 702.6a — "Equip [cost]" means "[Cost]: Attach this permanent to target creature you control. Activate
 * only as a sorcery." CR 702.67a — "Fortify [cost]" means "[Cost]: Attach this Fortification to target land you
 * control. Activate only as a sorcery." (several instances: any may be used, 702.67c) CR 702.29a — "Cycling [cost]" means "[Cost], Discard this card: Draw a card."
 * CR 702.87a — "Level up [cost]" means "[Cost]: Put a level counter on this permanent. Activate only as a sorcery."
 * (its level symbols are static abilities, 711.2). CR 702.107a — "Outlast [cost]" means "[Cost], {T}: Put a +1/+1 counter on this creature. Activate only as a sorcery."
 * CR 702.128a — "Embalm [cost]" means "[Cost], Exile this card from your graveyard: Create a token that's a copy of
 * this card, except it's white, it has no mana cost, and it's a Zombie in addition to its other types. Activate only
 * as a sorcery." CR 702.129a — eternalize: the same, except the token is black and 4/4.
 * CR 702.97a — "Scavenge [cost]" means "[Cost], Exile this card from your graveyard: Put a number of +1/+1 counters
 * equal to the power of the card you exiled on target creature. Activate only as a sorcery."
 * CR 702.122a — crew N (r702-122-crew.ts); CR 702.84a — unearth [cost] (r702-84-unearth.ts); CR 702.171a — saddle N
 * (r702-171-saddle.ts); CR 702.151a — reconfigure (r702-151-reconfigure.ts).
 * Returns the activated ability an ability is (itself, or the one its keyword stands for), else null.
 */
export function activatedDef(ab: AbilityDef): ActivatedDef | null {
  if (ab.kind === 'activated') return ab;
  if (ab.kind === 'keyword' && ab.keyword === 'crew' && ab.n !== undefined) return crewAbility(ab.n);
  if (ab.kind === 'keyword' && ab.keyword === 'saddle' && ab.n !== undefined) return saddleAbility(ab.n);
  if (ab.kind === 'keyword' && ab.keyword === 'reconfigure') return reconfigureAbility(ab);
  if (ab.kind !== 'keyword' || !ab.cost) return null;
  if (ab.keyword === 'unearth') return unearthAbility(ab.cost);
  const cost = formatManaCost(ab.cost);
  if (ab.keyword === 'equip') {
    return {
      kind: 'activated', text: `Equip ${cost} (${cost}: Attach to target creature you control. Equip only as a sorcery.)`,
      cost: { mana: ab.cost }, targets: [{ kind: 'permanent', filter: { types: ['Creature'], controller: 'you' } }],
      effects: [{ do: 'attach', what: 'self', to: { target: 0 } }], sorcerySpeed: true,
    };
  }
  if (ab.keyword === 'fortify') {
    return {
      kind: 'activated', text: `Fortify ${cost} (${cost}: Attach to target land you control. Fortify only as a sorcery.)`,
      cost: { mana: ab.cost }, targets: [{ kind: 'permanent', filter: { types: ['Land'], controller: 'you' } }],
      effects: [{ do: 'attach', what: 'self', to: { target: 0 } }], sorcerySpeed: true,
    };
  }
  if (ab.keyword === 'level up') {
    return {
      kind: 'activated', text: `Level up ${cost} (${cost}: Put a level counter on this. Level up only as a sorcery.)`,
      cost: { mana: ab.cost }, targets: [], effects: [{ do: 'putCounters', what: 'self', counter: 'level', n: 1 }], sorcerySpeed: true,
    };
  }
  if (ab.keyword === 'outlast') {
    return {
      kind: 'activated', text: `Outlast ${cost} (${cost}, {T}: Put a +1/+1 counter on this creature. Outlast only as a sorcery.)`,
      cost: { mana: ab.cost, tap: true }, targets: [], effects: [{ do: 'putCounters', what: 'self', counter: '+1/+1', n: 1 }], sorcerySpeed: true,
    };
  }
  if (ab.keyword === 'scavenge') {
    // The exiled card's power is the source's last known power (608.2h): it left the graveyard as the cost was paid.
    return {
      kind: 'activated', text: `Scavenge ${cost} (${cost}, Exile this card from your graveyard: Put a number of +1/+1 counters equal to this card's power on target creature. Scavenge only as a sorcery.)`,
      cost: { mana: ab.cost, exileSelf: true }, targets: [{ kind: 'permanent', filter: { types: ['Creature'] } }],
      effects: [{ do: 'putCounters', what: { target: 0 }, counter: '+1/+1', n: 'sourcePower' }], sorcerySpeed: true, zone: 'graveyard',
    };
  }
  if (ab.keyword === 'embalm' || ab.keyword === 'eternalize') {
    const embalm = ab.keyword === 'embalm';
    const except = embalm
      ? { colors: ['W' as const], noManaCost: true as const, addSubtypes: ['Zombie'] }
      : { colors: ['B' as const], power: 4, toughness: 4, noManaCost: true as const, addSubtypes: ['Zombie'] };
    const word = embalm ? 'Embalm' : 'Eternalize';
    return {
      kind: 'activated', text: `${word} ${cost} (${cost}, Exile this card from your graveyard: Create a token that's a copy of it, except it's a ${embalm ? 'white' : '4/4 black'} Zombie with no mana cost. ${word} only as a sorcery.)`,
      cost: { mana: ab.cost, exileSelf: true }, targets: [], effects: [{ do: 'createTokenCopy', of: 'self', except }], sorcerySpeed: true, zone: 'graveyard',
    };
  }
  if (ab.keyword === 'transmute') {
    // CR 702.53a: from a hand only (the discard cost, 113.6m), though it exists in every zone (702.53b).
    return {
      kind: 'activated', text: `Transmute ${cost} (${cost}, Discard this card: Search your library for a card with the same mana value as the discarded card, reveal it, put it into your hand, then shuffle. Transmute only as a sorcery.)`,
      cost: { mana: ab.cost, discardSelf: true }, targets: [], sorcerySpeed: true,
      effects: [{ do: 'search', filter: { manaValueOfSource: true }, max: 1, to: 'hand', reveal: true }],
    };
  }
  if (ab.keyword === 'transfigure') {
    return {
      kind: 'activated', text: `Transfigure ${cost} (${cost}, Sacrifice this permanent: Search your library for a creature card with the same mana value as this permanent, put it onto the battlefield, then shuffle. Transfigure only as a sorcery.)`,
      cost: { mana: ab.cost, sacrificeSelf: true }, targets: [], sorcerySpeed: true,
      effects: [{ do: 'search', filter: { types: ['Creature'], manaValueOfSource: true }, max: 1, to: 'battlefield', reveal: false }],
    };
  }
  if (ab.keyword === 'reinforce' && ab.n !== undefined) {
    // CR 702.77a: it functions only in a hand (the discard cost, 113.6j); it exists in every zone (702.77b).
    return {
      kind: 'activated', text: `Reinforce ${ab.n}—${cost} (${cost}, Discard this card: Put ${ab.n} +1/+1 counter${ab.n === 1 ? '' : 's'} on target creature.)`,
      cost: { mana: ab.cost, discardSelf: true }, targets: [{ kind: 'permanent', filter: { types: ['Creature'] } }],
      effects: [{ do: 'putCounters', what: { target: 0 }, counter: '+1/+1', n: ab.n }],
    };
  }
  if (ab.keyword === 'cycling') {
    return {
      kind: 'activated', text: `Cycling ${cost} (${cost}, Discard this card: Draw a card.)`,
      cost: { mana: ab.cost, discardSelf: true }, targets: [], effects: [{ do: 'draw', who: 'you', n: 1 }],
    };
  }
  return null;
}

/** The zone an activated ability is activated from: the battlefield, or the hand for "discard this card" (702.29a). */
export function activationZone(ab: ActivatedDef): ZoneName {
  return ab.zone ?? (ab.cost.discardSelf ? 'hand' : 'battlefield');
}

/**
 * CR 702.21a — "Ward [cost]" means "Whenever this permanent becomes the target of a spell or ability an
 * opponent controls, counter that spell or ability unless that player pays [cost]."
 */
export function wardTrigger(ab: KeywordAbility): TriggeredDef | null {
  if (ab.keyword !== 'ward' || (!ab.cost && ab.life === undefined && !ab.discard)) return null;
  if (ab.discard) {
    // "Ward—Discard a card" (r702-21-ward.ts).
    const cost = ab.discard === 1 ? 'discards a card' : `discards ${ab.discard} cards`;
    return {
      kind: 'triggered', text: `${ab.text ?? 'Ward'} (Whenever this permanent becomes the target of a spell or ability an opponent controls, counter it unless that player ${cost}.)`,
      trigger: { on: 'becomesTarget', who: 'self', by: 'opponent' }, targets: [],
      effects: [{ do: 'counterUnlessDiscards', what: 'subject', n: ab.discard }],
    };
  }
  if (ab.life !== undefined) {
    // "Ward—Pay N life" (or life equal to a number the source gives): the text as printed.
    const pays = typeof ab.life === 'number' ? `${ab.life} life` : ab.life === 'sourcePower' ? 'life equal to its power' : 'the life';
    return {
      kind: 'triggered', text: `${ab.text ?? 'Ward'} (Whenever this permanent becomes the target of a spell or ability an opponent controls, counter it unless that player pays ${pays}.)`,
      trigger: { on: 'becomesTarget', who: 'self', by: 'opponent' }, targets: [],
      effects: [{ do: 'counterUnlessPays', what: 'subject', cost: ab.cost ?? [], life: ab.life }],
    };
  }
  const cost = formatManaCost(ab.cost!);
  return {
    kind: 'triggered', text: `Ward ${cost} (Whenever this permanent becomes the target of a spell or ability an opponent controls, counter it unless that player pays ${cost}.)`,
    trigger: { on: 'becomesTarget', who: 'self', by: 'opponent' }, targets: [],
    effects: [{ do: 'counterUnlessPays', what: 'subject', cost: ab.cost! }],
  };
}

/**
 * Keyword abilities with a number N that are triggered abilities; each instance triggers separately (702.70b,
 * 702.45b, 702.130b). CR 702.70a — "Poisonous N" means "Whenever this creature deals combat damage to a player,
 * that player gets N poison counters." CR 702.45a — "Bushido N" means "Whenever this creature blocks or becomes
 * blocked, it gets +N/+N until end of turn." CR 702.130a — "Afflict N" means "Whenever this creature becomes
 * blocked, defending player loses N life."
 */
export function numberedKeywordTrigger(ab: KeywordAbility): TriggeredDef | null {
  if (ab.n === undefined) return null;
  const n = ab.n;
  switch (ab.keyword) {
    case 'poisonous':
      return {
        kind: 'triggered', text: `Poisonous ${n} (Whenever this creature deals combat damage to a player, that player gets ${n} poison counters.)`,
        trigger: { on: 'dealsCombatDamageToPlayer', who: 'self' }, targets: [], effects: [{ do: 'poison', who: 'eventPlayer', n }],
      };
    case 'bushido':
      return {
        kind: 'triggered', text: `Bushido ${n} (Whenever this creature blocks or becomes blocked, it gets +${n}/+${n} until end of turn.)`,
        trigger: { on: 'becomesBlocked', who: 'self', orBlocks: true }, targets: [],
        effects: [{ do: 'modifyPT', what: 'self', power: n, toughness: n, until: 'endOfTurn' }],
      };
    case 'afflict':
      return {
        kind: 'triggered', text: `Afflict ${n} (Whenever this creature becomes blocked, defending player loses ${n} life.)`,
        trigger: { on: 'becomesBlocked', who: 'self' }, targets: [], effects: [{ do: 'loseLife', who: 'eventPlayer', n }],
      };
    default:
      return null;
  }
}

/** Whether characteristics are those of an Aura (CR 303.4) or an Equipment (CR 301.5). */
export function isAura(c: Characteristics): boolean {
  return c.types.includes('Enchantment') && c.subtypes.includes('Aura');
}

function isEquipment(c: Characteristics): boolean {
  return c.types.includes('Artifact') && c.subtypes.includes('Equipment');
}

/** CR 301.6 — whether characteristics are those of a Fortification. */
function isFortification(c: Characteristics): boolean {
  return c.types.includes('Artifact') && c.subtypes.includes('Fortification');
}

/**
 * CR 303.4a, 702.5a — an Aura spell requires a target, restricted by its enchant ability.
 * @simplification Only "enchant <permanent>" is modelled (not enchant player or a card in a graveyard).
 */
export function auraTarget(c: Characteristics): TargetSpec | null {
  if (!isAura(c)) return null;
  const enchant = keywordInstances(c, 'enchant').find((a) => a.enchant);
  return enchant ? { kind: 'permanent', filter: enchant.enchant! } : null;
}

/**
 * CR 303.4d, 301.5c, 301.6, 702.16c–d — whether `attachment` can legally be attached to permanent `to`: an Aura to
 * what its enchant ability allows, an Equipment to a creature, a Fortification to a land (not while it is a creature
 * itself); none to a permanent with protection from it.
 * Returns the rule that forbids it, or null when it is legal.
 */
export function attachmentProblem(g: Game, attachment: ObjectId, to: ObjectId): { rule: string; why: string } | null {
  const target = g.s.objects[to];
  if (!target || target.zone !== 'battlefield' || target.phasedOut) return { rule: '701.3b', why: 'what it would be attached to is not on the battlefield' };
  const c = characteristics(g, attachment);
  const tc = characteristics(g, to);
  if (isAura(c)) {
    const spec = auraTarget(c);
    if (!spec || spec.kind !== 'permanent' || !matchesFilter(tc, target, spec.filter, c.controller, attachment)) {
      return { rule: '303.4d', why: `${nameOf(g, to)} is not an object its enchant ability allows` };
    }
    if (protectedFrom(g, to, attachment)) return { rule: '702.16c', why: `${nameOf(g, to)} has protection from it` };
  } else if (isEquipment(c)) {
    // 301.5c: an Equipment that's also a creature equips only with reconfigure (702.151), and never itself.
    const creatureWithout = c.types.includes('Creature') && !keywordInstances(c, 'reconfigure').length;
    if (!tc.types.includes('Creature') || creatureWithout || to === attachment) return { rule: '301.5c', why: `${nameOf(g, to)} is not a creature it can equip` };
    if (protectedFrom(g, to, attachment)) return { rule: '702.16d', why: `${nameOf(g, to)} has protection from it` };
  } else if (isFortification(c)) {
    if (!tc.types.includes('Land') || c.types.includes('Creature')) return { rule: '301.6', why: `${nameOf(g, to)} is not a land it can fortify` };
    if (protectedFrom(g, to, attachment)) return { rule: '702.16d', why: `${nameOf(g, to)} has protection from it` };
  }
  return null;
}

/**
 * CR 704.5m — an Aura attached to an illegal object, or to nothing, goes to its owner's graveyard (702.103f: a
 * bestowed Aura instead becomes unattached and ceases to be bestowed); CR 704.5n — an Equipment or Fortification
 * attached to an illegal permanent becomes unattached and stays on the battlefield.
 */
export function illegalAttachments(g: Game): { id: ObjectId; rule: string; why: string; unattach: boolean }[] {
  const out: { id: ObjectId; rule: string; why: string; unattach: boolean }[] = [];
  for (const id of g.s.battlefield) {
    const o = g.s.objects[id];
    if (o.phasedOut) continue;
    const c = characteristics(g, id);
    if (isAura(c)) {
      const problem = o.attachedTo ? attachmentProblem(g, id, o.attachedTo) : { rule: '704.5m', why: 'not attached to anything' };
      if (problem) out.push({ id, rule: o.bestowed ? '702.103f' : '704.5m', why: `${problem.why} (${problem.rule})`, unattach: !!o.bestowed });
    } else if (o.attachedTo && (isEquipment(c) || isFortification(c))) {
      const problem = attachmentProblem(g, id, o.attachedTo);
      if (problem) out.push({ id, rule: '704.5n', why: `${problem.why} (${problem.rule})`, unattach: true });
    }
  }
  return out;
}

/**
 * CR 702.34a, 702.133a — a spell cast with flashback or jump-start is exiled instead of going anywhere else when it
 * leaves the stack; other spells go to their owner's graveyard (608.2n, 701.6a).
 */
export function offStackZone(o: GameObject): 'exile' | 'graveyard' {
  const modes = o.choices?.costMode;
  return modes?.includes('flashback') || modes?.includes('jump-start') || modes?.includes('exileInstead') ? 'exile' : 'graveyard';
}

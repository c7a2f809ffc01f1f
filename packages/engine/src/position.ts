import type { CardRegistry } from './cards/definition';
import { emptyState, type StepResult } from './engine';
import { proceed } from './loop';
import type { ManaUnit } from './mana/types';
import { ruleset, type RulesetSwitches } from './rulesets';
import { givePriority } from './rules/r117-priority';
import { createObject } from './rules/r400-zones';
import { becomePrepared } from './rules/r722-prepare';
import { beginCombat } from './rules/r506-combat';
import { beginStepNamed } from './rules/r500-turn';
import { beginStep, finishStep, list, nameOf, newTimestamp, obj, type Game } from './state/draft';
import { copiableSourceOf } from './rules/r707-copy';
import type { EnteredAs } from './cards/definition';
import type { CharacteristicSet, ContinuousEffect, FaceDownBy, ObjectId, PlayerId, StepName, Target, ZoneName } from './state/types';
import { characteristics } from './rules/r613-characteristics';

/** One object placed in a position. */
export interface PositionObject {
  card: string;
  owner: PlayerId;
  controller?: PlayerId;
  token?: boolean;
  tapped?: boolean;
  /** Came under its controller's control this turn (CR 302.6). */
  sick?: boolean;
  damage?: number;
  counters?: Record<string, number>;
  faceDown?: boolean;
  /** CR 708.6 — what made it face down (implies `faceDown`): morph by default; disguise and cloak give ward {2}. */
  faceDownBy?: FaceDownBy;
  phasedOut?: boolean;
  prepared?: boolean;
  /** CR 702.103b — a bestowed Aura (with `attachedTo`). */
  bestowed?: boolean;
  set?: CharacteristicSet;
  /** Index (in `objects`) of the permanent it is attached to. */
  attachedTo?: number;
  /**
   * CR 707.2, 707.5, 707.12, 111.1 — a copy of the card named `copyOf`, made by its owner: with `token`, a token
   * that's a copy; a nontoken permanent entered as a copy of it (Clone); elsewhere a copy of a card (in exile).
   */
  copyOf?: string;
  /** CR 613.2a — a permanent that has become a copy of another: index (in `objects`) of the permanent it copies. */
  becameCopyOf?: number;
  /** CR 614.12, 201.4 — the card name chosen as it entered ("as this enters, choose a card name"). */
  chosenName?: string;
  /** CR 614.12, 707.2 — what its "as this enters, it becomes your choice of" ability made it. */
  enteredAs?: EnteredAs;
}

/** A target of an object set up on the stack: an object of the position (index in `objects`) or a player. */
export type PositionTarget = { object: number } | { player: PlayerId };

/**
 * CR 601.2, 602.2, 603.3, 707.10 — an object set up on the stack (bottom first): a spell cast by `controller`
 * (its card, with `set`, `x`, `modes` and targets chosen), a copy of a spell (`copy`, made by `controller`), or an
 * ability of a permanent of the position (`abilityOf`, the index of its source in `objects`; `ability`, the index
 * among the source's triggered and activated abilities, in text order).
 */
export interface PositionStackObject {
  card?: string;
  controller: PlayerId;
  copy?: boolean;
  set?: CharacteristicSet;
  x?: number;
  modes?: number[];
  abilityOf?: number;
  ability?: number;
  /** One list per "target" word. */
  targets?: PositionTarget[][];
}

/** A game position for judge scenarios: players, every zone's contents in order, and the turn. */
export interface Position {
  players: { id: PlayerId; name: string; life?: number; poison?: number; manaPool?: ManaUnit[] }[];
  /** Each object with its zone; libraries and graveyards top first. */
  objects: (PositionObject & { zone: 'library' | 'hand' | 'graveyard' | 'exile' | 'battlefield' })[];
  /** Spells, copies of spells and abilities on the stack, bottom first. */
  stack?: PositionStackObject[];
  turn: { number: number; active: PlayerId; step: StepName; priority?: PlayerId };
  /**
   * What has happened this turn, as conditions and triggers read it ("if a creature died this turn", "your second
   * spell each turn", "if you gained life this turn"): creatures that died (700.4), spells cast with the zone each was
   * cast from (601.2i; `spell` an index in `objects`, or a card name for a spell no longer in the game), life gained (119.3).
   */
  history?: {
    creaturesDied?: number;
    lifeGained?: Record<PlayerId, number>;
    /** CR 700.4 — creatures that died this turn under each player's control (counted in `creaturesDied` too). */
    creaturesDiedUnder?: Record<PlayerId, number>;
    /** CR 400.7 — cards that left each player's graveyard this turn. */
    leftGraveyard?: Record<PlayerId, number>;
    /** CR 406.3 — cards put into exile this turn. */
    cardsExiled?: number;
    spellsCast?: { player: PlayerId; card: string; from: ZoneName; spell?: number }[];
  };
  seed: number;
  switches?: RulesetSwitches;
}

/**
 * The steps whose turn-based actions are the first thing that happens in them (declarations, damage,
 * cleanup). A position in a combat step after declare attackers starts at declare attackers, since
 * attackers must be declared for those steps to happen (508.8).
 */
const STEPS_STARTED_BY_ACTIONS: readonly StepName[] = ['untap', 'declareAttackers', 'declareBlockers', 'firstStrikeDamage', 'combatDamage', 'cleanup'];

/**
 * Builds a game at a given position. For most steps the position is "in that step, its turn-based actions
 * done, `priority` holding priority"; steps whose turn-based actions are decisions or damage (declare
 * attackers/blockers, combat damage, cleanup, untap) begin at the start, so those actions happen.
 * Returns the resulting state and the first pending decision; setup creates objects without events.
 */
export function setupPosition(pos: Position, cards: CardRegistry): StepResult & { ids: ObjectId[] } {
  const state = emptyState(pos.players, pos.seed, pos.switches ?? ruleset('cr'));
  const g = beginStep(state, cards);
  g.s.turn = { ...g.s.turn, number: pos.turn.number, active: pos.turn.active, step: pos.turn.step };
  for (const p of pos.players) {
    const pl = g.s.players[p.id];
    g.s.players[p.id] = { ...pl, life: p.life ?? 20, poison: p.poison ?? 0, manaPool: p.manaPool ?? [], keptHand: true };
  }
  const ids: ObjectId[] = [];
  for (const o of pos.objects) {
    const controller = o.zone === 'battlefield' ? o.controller ?? o.owner : o.owner;
    // A nontoken permanent with `copyOf` entered as a copy (707.5: Clone); elsewhere it is a copy of a card (707.12).
    const asCopy = !!o.copyOf && !o.token && o.zone !== 'battlefield';
    const copy = o.copyOf ? { base: { card: o.copyOf, set: o.set ?? 'normal' }, ...(o.token || asCopy ? { card: o.copyOf } : {}) } : {};
    const id = createObject(g, {
      card: o.card, owner: o.owner, controller, zone: o.zone, kind: o.token ? 'token' : asCopy ? 'copy' : 'card', ...copy,
      ...(o.chosenName ? { chosenName: o.chosenName } : {}), ...(o.enteredAs ? { enteredAs: o.enteredAs } : {}),
      tapped: !!o.tapped, damage: o.damage ?? 0, counters: { ...(o.counters ?? {}) }, faceDown: !!o.faceDown || !!o.faceDownBy,
      ...(o.faceDownBy ? { faceDownBy: o.faceDownBy } : {}), ...(o.bestowed && o.zone === 'battlefield' ? { bestowed: true as const } : {}),
      phasedOut: !!o.phasedOut, prepared: false, set: o.set ?? 'normal',
      ...(o.phasedOut && o.zone === 'battlefield' ? { phasedOutUnder: controller } : {}), // 702.26a: it phases in in its controller's untap step
      controlledSince: o.sick ? pos.turn.number : pos.turn.number - 1,
    });
    ids.push(id);
  }
  // CR 722.3c: a permanent set up prepared has its prepare spell's copy in exile, as if it had just become prepared.
  pos.objects.forEach((o, i) => {
    if (o.prepared && o.zone === 'battlefield') becomePrepared(g, ids[i], ['722.3a']);
  });
  pos.objects.forEach((o, i) => {
    if (o.attachedTo !== undefined) obj(g, ids[i]).attachedTo = ids[o.attachedTo];
    if (o.becameCopyOf !== undefined) becomeCopyInSetup(g, ids[i], ids[o.becameCopyOf]);
  });
  if (pos.history) setHistory(g, pos.history, ids);
  const stackIds = (pos.stack ?? []).map((st) => putOnStack(g, st, ids));
  const step = pos.turn.step;
  if (STEPS_STARTED_BY_ACTIONS.includes(step)) {
    if (step !== 'untap' && step !== 'cleanup') beginCombat(g);
    if (step === 'declareBlockers' || step === 'firstStrikeDamage' || step === 'combatDamage') {
      // A combat step that needs declared attackers can't be reached without them: start at declare attackers.
      beginStepNamed(g, 'declareAttackers');
    } else beginStepNamed(g, step);
  } else {
    if (['beginningOfCombat', 'endOfCombat'].includes(step)) beginCombat(g);
    givePriority(g, pos.turn.priority ?? pos.turn.active, true);
  }
  proceed(g);
  finishStep(g);
  return { state: g.s, events: g.events, ids: [...ids, ...stackIds] };
}

/**
 * CR 613.2a, 707.1 — a permanent set up as having become a copy of another: a copy effect (its own, lasting while it
 * stays on the battlefield) with the copied permanent's copiable values.
 */
function becomeCopyInSetup(g: Game, id: ObjectId, of: ObjectId): void {
  const effects = list<ContinuousEffect>(g, { shared: 'effects' });
  effects.push({
    id: `e${g.s.nextId++}`, timestamp: newTimestamp(g), source: id, controller: g.s.objects[id].controller, affected: [id],
    duration: { whileOnBattlefield: id }, mod: { kind: 'copy', source: copiableSourceOf(g, g.s.objects[of]), of: nameOf(g, of) },
  });
}

/** The turn's history as the position gives it (spells by their objects, or a card name for one no longer in the game). */
function setHistory(g: Game, h: NonNullable<Position['history']>, ids: ObjectId[]): void {
  const spellsCast = (h.spellsCast ?? []).map((s) => {
    const types = g.cards.get(s.card)?.printed.normal.types ?? [];
    return { player: s.player, spell: s.spell !== undefined ? ids[s.spell] : '', from: s.from, types: [...types] };
  });
  const under = { ...(h.creaturesDiedUnder ?? {}) };
  const creaturesDied = Math.max(h.creaturesDied ?? 0, Object.values(under).reduce((a, b) => a + b, 0));
  g.s.turn = {
    ...g.s.turn,
    history: {
      creaturesDied, lifeGained: { ...(h.lifeGained ?? {}) }, spellsCast, creaturesDiedUnder: under,
      leftGraveyard: { ...(h.leftGraveyard ?? {}) }, cardsExiled: h.cardsExiled ?? 0,
    },
  };
}

/**
 * CR 601.2i, 603.3, 707.10 — an object set up on the stack, its choices made: a spell that was cast, a copy of a
 * spell, or an ability of a permanent. Its targets are objects of the position or players.
 */
function putOnStack(g: Game, st: PositionStackObject, ids: ObjectId[]): ObjectId {
  const targets = (st.targets ?? []).map((word) => word.map((t): Target => ('object' in t ? { object: ids[t.object] } : t)));
  const choices = { set: st.set ?? 'normal', modes: st.modes ?? [], x: st.x ?? 0, announced: {}, targets, costMode: [] };
  if (st.abilityOf !== undefined) {
    const source = ids[st.abilityOf];
    const def = characteristics(g, source).abilities.filter((a) => a.kind === 'triggered' || a.kind === 'activated')[st.ability ?? 0];
    return createObject(g, {
      card: g.s.objects[source].card, owner: st.controller, controller: st.controller, zone: 'stack', kind: 'ability',
      ...(g.s.objects[source].base ? { base: g.s.objects[source].base } : {}),
      ability: { source, sourceCard: nameOf(g, source), def }, choices,
    });
  }
  const card = st.card!;
  return createObject(g, {
    card, owner: st.controller, controller: st.controller, zone: 'stack', kind: st.copy ? 'spellCopy' : 'card',
    set: st.set ?? 'normal', ...(st.copy ? { base: { card, set: st.set ?? 'normal' } } : {}), choices, cast: !st.copy,
  });
}

import type { EnteredAs } from '../cards/definition';
import { manaValue } from '../mana/value';
import { emit, list, nameOf, newId, newTimestamp, obj, objects, setCombat, type Game } from '../state/draft';
import type { CharacteristicSet, ContinuousEffect, CopiableSource, CountersIf, FaceDownBy, GameObject, ObjectId, ObjectKind, PlayerId, ZoneName } from '../state/types';
import { characteristics } from './r613-characteristics';
import { fireTrigger } from './r603-triggers';
import { replaced, type ReplacementOrder } from './r614-events';
import { shuffleLibrary } from './r121-drawing';
import { timesKicked } from './r702-keywords';
import { recordCardExiled, recordCreatureDied, recordLeftGraveyard, recordPermanentToGraveyard } from '../state/turn-history';
import { prepareCopyLeavesExile, preparedPermanentLeaves } from './r722-prepare';
import { copyOfNoncardArrives, copyProvenance } from './r707-copy';
import { bestowedBecameUnattached } from './r702-103-bestow';
import { dashedPermanentEnters } from './r702-109-dash';
import { unearthedDestination, unearthedPermanentEnters } from './r702-84-unearth';
import { warpedPermanentEnters } from './r702-185-warp';
import { costsPaidAsCast } from './r702-squad-offspring';

/** The alternative costs a permanent remembers it was cast with (its abilities refer to them: evoke's sacrifice, dash's return, ...). */
const REMEMBERED_ALTERNATIVES: readonly string[] = ['evoke', 'dash', 'blitz', 'warp', 'impending'] satisfies NonNullable<GameObject['alternativeCostPaid']>[];
function isRememberedAlternative(m: string): m is NonNullable<GameObject['alternativeCostPaid']> {
  return REMEMBERED_ALTERNATIVES.includes(m);
}

/** Where an object sits: the list that holds its id. */
function zoneList(g: Game, o: GameObject, zone: ZoneName, who: PlayerId): ObjectId[] {
  switch (zone) {
    case 'library': case 'hand': case 'graveyard':
      return list(g, { player: who, zone });
    default:
      return list(g, { shared: zone });
  }
}

/** CR 608.2h, 603.10 — remembers an object as it last existed before it leaves its zone. */
export function rememberLastKnown(g: Game, id: ObjectId): void {
  const o = g.s.objects[id];
  const c = characteristics(g, id);
  if (!g.ownedLists.has('lki')) {
    g.s.lki = { ...g.s.lki };
    g.ownedLists.add('lki');
  }
  g.s.lki[id] = {
    object: o, name: c.name, power: c.power, toughness: c.toughness,
    manaValue: manaValue(c.manaCost, o.choices?.x ?? 0), types: c.types, colors: c.colors, controller: c.controller,
    abilities: c.abilities,
  };
}

export interface MoveOptions {
  /** Library position: top (default) or bottom. */
  position?: 'top' | 'bottom';
  controller?: PlayerId;
  set?: CharacteristicSet;
  tapped?: boolean;
  /** CR 614.1c — "enters with" counters. */
  counters?: Record<string, number>;
  /** CR 614.1c, 614.12 — more counters it enters with if it will be a permanent matching a filter (read by r614 as it enters). */
  countersIf?: CountersIf;
  /** CR 707.5 — the copiable values it enters with when it enters as a copy. */
  base?: CopiableSource;
  /** CR 201.4 — a card name chosen as it enters. */
  chosenName?: string;
  /** CR 608.3c, 303.4f — an Aura enters attached to this object. */
  attachedTo?: ObjectId;
  /** CR 708.3, 708.4 — it is turned face down before it moves (cast face down, manifested, cloaked). */
  faceDown?: FaceDownBy;
  /** CR 707.2 — what an "as ... enters" ability made it. */
  enteredAs?: EnteredAs;
  /** CR 702.103b — a spell put on the stack bestowed, or a bestowed Aura spell entering as a bestowed Aura. */
  bestowed?: boolean;
  /** CR 702.84a — it enters returned by its unearth ability. */
  unearthed?: true;
  /** CR 616.1 — the order chosen for the replacement effects on its way to a graveyard. */
  replacementOrder?: ReplacementOrder;
  /** Emits the event that names the move once the new object exists, before the abilities it triggers (603.2). */
  announce?: (id: ObjectId) => void;
}

/**
 * CR 400.7 — an object that moves from one zone to another becomes a new object with no memory of its
 * previous existence; CR 400.3 — a card goes to its owner's library, hand or graveyard. Going to a
 * graveyard, it first meets replacement effects ("exile it instead", 614.1a), which may change where it goes.
 * Returns the new object's id. The caller emits the event that names why it moved (`announce`, for an event
 * that must come before the abilities the move triggers).
 */
export function moveObject(g: Game, id: ObjectId, wouldGo: ZoneName, opts: MoveOptions = {}): ObjectId {
  const old = g.s.objects[id];
  const goes = unearthedDestination(g, old, wouldGo); // 702.84a
  const ev = goes === 'graveyard' ? replaced(g, { kind: 'toGraveyard', object: id, to: 'graveyard' }, opts.replacementOrder) : null;
  const to: ZoneName = ev?.kind === 'toGraveyard' ? (ev.to === 'libraryTop' ? 'library' : ev.to) : goes;
  // Last-known information matters for objects leaving public zones (608.2h, 603.10); not for a library.
  if (old.zone !== 'library') rememberLastKnown(g, id);
  if (old.zone === 'battlefield' && to === 'graveyard' && g.s.lki[id]?.types.includes('Creature')) recordCreatureDied(g, g.s.lki[id].controller); // 700.4
  if (old.zone === 'battlefield' && to === 'graveyard') recordPermanentToGraveyard(g); // 702.69a
  if (old.zone === 'graveyard' && old.kind === 'card' && to !== 'graveyard') recordLeftGraveyard(g, old.owner);
  if (to === 'exile' && old.kind === 'card') recordCardExiled(g);
  leaveZone(g, old);
  revealFaceDown(g, old, to);
  const nid = newId(g);
  const controller = opts.controller ?? old.owner;
  const moved: GameObject = {
    // CR 707.10f, 608.3f: a copy of a permanent spell becomes a token as it resolves.
    id: nid, origin: old.origin, kind: movedKind(old, to), owner: old.owner, controller, zone: to, card: old.card,
    set: opts.set ?? 'normal', timestamp: newTimestamp(g),
    tapped: opts.tapped ?? false, faceDown: !!opts.faceDown, phasedOut: false,
    controlledSince: g.s.turn.number, damage: 0, deathtouchDamage: false, counters: { ...(opts.counters ?? {}) },
    attachedTo: opts.attachedTo ?? null, prepared: false,
  };
  // 709.3c, 715.3c, 718.3c: a copy of a card cast with one of its characteristic sets has that set's values.
  // 707.5, 400.7: a card that entered as a copy is its printed self again once it leaves the battlefield.
  const kept = old.kind === 'card' && old.zone === 'battlefield' ? undefined : old.base;
  const base = opts.base ?? (kept && opts.set && kept.set !== opts.set ? { ...kept, set: opts.set } : kept);
  if (base) moved.base = base;
  if (opts.chosenName) moved.chosenName = opts.chosenName;
  if (opts.faceDown) moved.faceDownBy = opts.faceDown;
  if (opts.enteredAs) moved.enteredAs = opts.enteredAs;
  if (opts.bestowed) moved.bestowed = true;
  if (opts.unearthed && to === 'battlefield') moved.unearthed = true;
  Object.assign(moved, copyProvenance(old)); // 707.12, 722.3c: a copy stays a copy of what it was a copy of
  if (old.zone === 'stack' && to === 'battlefield' && old.cast) moved.wasCast = true; // "if you cast it"
  if (old.zone === 'stack' && to === 'battlefield' && timesKicked(old)) moved.timesKicked = timesKicked(old); // 702.33e
  if (old.zone === 'stack' && to === 'battlefield' && old.manaSpent) moved.manaSpent = old.manaSpent; // "mana spent to cast it" (601.2h)
  const paid = old.zone === 'stack' && to === 'battlefield' ? old.choices?.costMode.find(isRememberedAlternative) : undefined;
  if (paid) moved.alternativeCostPaid = paid; // 702.74a, 702.109a, 702.152a, 702.185a, 702.176a
  const costsPaid = old.zone === 'stack' && to === 'battlefield' ? costsPaidAsCast(old) : null;
  if (costsPaid) moved.costsPaid = costsPaid; // 702.157a, 702.175a
  if (old.zone === 'stack' && to === 'battlefield' && old.choices?.x) moved.x = old.choices.x; // 107.3m
  const map = objects(g);
  delete map[id];
  map[nid] = moved;
  g.ownedObjects.add(nid);
  const dest = zoneList(g, moved, to, old.owner);
  if (to === 'library' && opts.position !== 'bottom') dest.unshift(nid);
  else dest.push(nid);
  if (old.zone === 'stack' && to === 'battlefield') followPermanentSpell(g, id, nid);
  if (old.merged) separateComponents(g, old, to, opts.position);
  if (ev?.kind === 'toGraveyard' && ev.to === 'library') shuffleLibrary(g, old.owner, ['614.1a']); // "shuffle it into its owner's library instead"
  opts.announce?.(nid);
  copyOfNoncardArrives(g, moved);
  if (old.zone === 'battlefield') fireTrigger(g, { type: 'leaves', before: id, object: nid, to });
  if (old.zone === 'graveyard' && old.kind === 'card') fireTrigger(g, { type: 'leavesGraveyard', before: id, object: nid, owner: old.owner });
  if (moved.alternativeCostPaid === 'dash' || moved.alternativeCostPaid === 'blitz') dashedPermanentEnters(g, nid, moved.alternativeCostPaid); // 702.109a, 702.152a
  if (moved.alternativeCostPaid === 'warp') warpedPermanentEnters(g, nid); // 702.185a
  if (moved.unearthed) unearthedPermanentEnters(g, nid); // 702.84a
  if (to === 'battlefield') fireTrigger(g, { type: 'enters', object: nid });
  return nid;
}

/**
 * CR 400.7a — effects that change the characteristics or controller of a permanent spell continue to apply to
 * the permanent it becomes (Alter Reality on a creature spell).
 */
function followPermanentSpell(g: Game, spell: ObjectId, permanent: ObjectId): void {
  if (!g.s.effects.some((e) => e.affected.includes(spell))) return;
  const effects = list<ContinuousEffect>(g, { shared: 'effects' });
  effects.forEach((e, i) => {
    if (e.affected.includes(spell)) effects[i] = { ...e, affected: e.affected.map((a) => (a === spell ? permanent : a)) };
  });
}

/** CR 707.10f, 608.3f, 730.2d — what kind of object it becomes in the new zone. */
function movedKind(old: GameObject, to: ZoneName): ObjectKind {
  if (old.kind === 'spellCopy' && to === 'battlefield') return 'token';
  // A merged permanent's own card or token goes on as what it is, whatever the topmost component was.
  return old.merged?.find((c) => c.origin === old.origin)?.kind ?? old.kind;
}

/**
 * CR 730.3 — a merged permanent leaves the battlefield as one permanent, and each of its components is put
 * into the new zone as a new object (the object's own card or token is moved by `moveObject`).
 * @simplification The components go in their merged order (730.3a lets the owner order a graveyard or
 * library); an effect that follows the permanent to its new zone finds only the object's own card (730.3c).
 */
function separateComponents(g: Game, old: GameObject, to: ZoneName, position: MoveOptions['position']): void {
  for (const c of old.merged!) {
    if (c.origin === old.origin) continue;
    const nid = createObject(g, { card: c.card, owner: c.owner, zone: to, kind: c.kind, ...(c.base ? { base: c.base } : {}) });
    obj(g, nid).origin = c.origin;
    if (to === 'library' && position !== 'bottom') {
      const library = list(g, { player: c.owner, zone: 'library' });
      library.unshift(...library.splice(library.indexOf(nid), 1)); // on top, like the rest of the permanent
    }
    emit(g, { kind: 'move', rules: ['730.3'], object: nid, text: `${nameOf(g, nid)}, a component of the merged permanent, is put into ${to === 'battlefield' ? 'play' : `its owner's ${to}`}` });
  }
}

/**
 * CR 708.9 — a face-down permanent leaving the battlefield, or a face-down spell leaving the stack for
 * anywhere but the battlefield, is revealed to all players as it moves.
 */
function revealFaceDown(g: Game, old: GameObject, to: ZoneName): void {
  if (!old.faceDown || (old.zone !== 'battlefield' && old.zone !== 'stack') || to === 'battlefield') return;
  emit(g, { kind: 'reveal', rules: ['708.9'], object: old.id, player: old.owner, text: `${g.s.players[old.owner].name} reveals the face-down ${old.zone === 'stack' ? 'spell' : 'permanent'} as it leaves: it is ${old.card}` });
}

/** Removes an object from its zone's list and undoes what only made sense there (CR 506.4, 301.5c). */
function leaveZone(g: Game, o: GameObject): void {
  const from = zoneList(g, o, o.zone, o.owner);
  const i = from.indexOf(o.id);
  if (i >= 0) from.splice(i, 1);
  if (o.zone === 'exile') prepareCopyLeavesExile(g, o);
  if (o.zone !== 'battlefield') return;
  preparedPermanentLeaves(g, o);
  const combat = g.s.turn.combat;
  if (combat && (combat.attackers[o.id] || combat.blocking[o.id])) removeFromCombat(g, o.id);
  for (const other of g.s.battlefield) {
    if (g.s.objects[other].attachedTo !== o.id) continue;
    obj(g, other).attachedTo = null;
    bestowedBecameUnattached(g, g.s.objects[other]); // 702.103f
  }
  const ending = g.s.effects.filter((e) => typeof e.duration === 'object' && 'whileOnBattlefield' in e.duration && e.duration.whileOnBattlefield === o.id);
  if (ending.length) {
    const effects = list<ContinuousEffect>(g, { shared: 'effects' });
    for (const e of ending) effects.splice(effects.indexOf(e), 1);
  }
}

/** CR 506.4 — removes a permanent from combat. */
export function removeFromCombat(g: Game, id: ObjectId): void {
  const c = g.s.turn.combat;
  if (!c) return;
  const combat = { ...c, attackers: { ...c.attackers }, blockedBy: { ...c.blockedBy }, blocking: { ...c.blocking } };
  delete combat.attackers[id];
  delete combat.blockedBy[id];
  for (const a of c.blocking[id] ?? []) combat.blockedBy[a] = (combat.blockedBy[a] ?? []).filter((b) => b !== id);
  delete combat.blocking[id];
  for (const b of Object.keys(combat.blocking)) combat.blocking[b] = combat.blocking[b].filter((a) => a !== id);
  setCombat(g, combat);
}

/** Creates a new object directly in a zone (game setup, tokens CR 111.1, copies CR 707.12). */
export function createObject(
  g: Game,
  init: { card: string; owner: PlayerId; controller?: PlayerId; zone: ZoneName; kind?: ObjectKind } & Partial<GameObject>,
): ObjectId {
  const id = newId(g);
  const o: GameObject = {
    kind: 'card', controller: init.owner, set: 'normal', timestamp: newTimestamp(g),
    tapped: false, faceDown: false, phasedOut: false, controlledSince: g.s.turn.number, damage: 0,
    deathtouchDamage: false, counters: {}, attachedTo: null, prepared: false,
    ...init, id, origin: id,
  };
  objects(g)[id] = o;
  g.ownedObjects.add(id);
  zoneList(g, o, init.zone, init.owner).push(id);
  return id;
}

/** Takes an object out of the game's objects (remembering it, 608.2h): it ceased to exist or became part of another (730.2b). */
export function removeObject(g: Game, id: ObjectId): void {
  rememberLastKnown(g, id);
  leaveZone(g, g.s.objects[id]);
  delete objects(g)[id];
}

/** CR 704.5d, 704.5e, 111.7 — an object that ceases to exist leaves no new object behind. */
export function ceaseToExist(g: Game, id: ObjectId, rules: string[], why: string): void {
  const name = nameOf(g, id);
  removeObject(g, id);
  emit(g, { kind: 'ceaseToExist', rules, text: `${name || 'an object'} ceases to exist (${why})`, object: id });
}

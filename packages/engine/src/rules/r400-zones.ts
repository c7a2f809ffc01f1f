import { manaValue } from '../mana/value';
import { emit, list, nameOf, newId, newTimestamp, obj, objects, type Game } from '../state/draft';
import type { CharacteristicSet, ContinuousEffect, CopiableSource, GameObject, ObjectId, ObjectKind, PlayerId, ZoneName } from '../state/types';
import { characteristics } from './r613-characteristics';
import { fireTrigger } from './r603-triggers';
import { recordCreatureDied } from '../state/turn-history';
import { prepareCopyLeavesExile, preparedPermanentLeaves } from './r722-prepare';

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
  /** CR 707.5 — the copiable values it enters with when it enters as a copy. */
  base?: CopiableSource;
  /** CR 201.4 — a card name chosen as it enters. */
  chosenName?: string;
  /** CR 608.3c, 303.4f — an Aura enters attached to this object. */
  attachedTo?: ObjectId;
}

/**
 * CR 400.7 — an object that moves from one zone to another becomes a new object with no memory of its
 * previous existence; CR 400.3 — a card goes to its owner's library, hand or graveyard.
 * Returns the new object's id. The caller emits the event that names why it moved.
 */
export function moveObject(g: Game, id: ObjectId, to: ZoneName, opts: MoveOptions = {}): ObjectId {
  const old = g.s.objects[id];
  // Last-known information matters for objects leaving public zones (608.2h, 603.10); not for a library.
  if (old.zone !== 'library') rememberLastKnown(g, id);
  if (old.zone === 'battlefield' && to === 'graveyard' && g.s.lki[id]?.types.includes('Creature')) recordCreatureDied(g); // 700.4
  leaveZone(g, old);
  const nid = newId(g);
  const controller = opts.controller ?? old.owner;
  const moved: GameObject = {
    // CR 707.10f, 608.3f: a copy of a permanent spell becomes a token as it resolves.
    id: nid, origin: old.origin, kind: old.kind === 'spellCopy' && to === 'battlefield' ? 'token' : old.kind, owner: old.owner, controller, zone: to, card: old.card,
    set: opts.set ?? 'normal', timestamp: newTimestamp(g),
    tapped: opts.tapped ?? false, faceDown: false, phasedOut: false,
    controlledSince: g.s.turn.number, damage: 0, deathtouchDamage: false, counters: { ...(opts.counters ?? {}) },
    attachedTo: opts.attachedTo ?? null, prepared: false,
  };
  if (opts.base ?? old.base) moved.base = opts.base ?? old.base;
  if (opts.chosenName) moved.chosenName = opts.chosenName;
  if (old.copyOf) moved.copyOf = old.copyOf;
  if (old.zone === 'stack' && to === 'battlefield' && old.cast) moved.wasCast = true; // "if you cast it"
  const map = objects(g);
  delete map[id];
  map[nid] = moved;
  g.ownedObjects.add(nid);
  const dest = zoneList(g, moved, to, old.owner);
  if (to === 'library' && opts.position !== 'bottom') dest.unshift(nid);
  else dest.push(nid);
  if (old.zone === 'battlefield') fireTrigger(g, { type: 'leaves', before: id, object: nid, to });
  if (to === 'battlefield') fireTrigger(g, { type: 'enters', object: nid });
  return nid;
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
    if (g.s.objects[other].attachedTo === o.id) obj(g, other).attachedTo = null;
  }
  const ending = g.s.effects.filter((e) => typeof e.duration === 'object' && e.duration.whileOnBattlefield === o.id);
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
  g.s.turn.combat = combat;
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

/** CR 704.5d, 704.5e, 111.7 — an object that ceases to exist leaves no new object behind. */
export function ceaseToExist(g: Game, id: ObjectId, rules: string[], why: string): void {
  const o = g.s.objects[id];
  const name = nameOf(g, id);
  rememberLastKnown(g, id);
  leaveZone(g, o);
  delete objects(g)[id];
  emit(g, { kind: 'ceaseToExist', rules, text: `${name || 'an object'} ceases to exist (${why})`, object: id });
}

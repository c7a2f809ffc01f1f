import type { GameObject, GameState, PlayerId, ZoneName } from './types';
import { SCHEMA_VERSION } from '../engine';

/**
 * An object in the encoding: `[id, card, owner, zone, timestamp, flags]` and, when it differs from what most
 * objects are (a card that was never changed: `expand`), an object of its other fields. Numbers stand for the
 * strings where they can: the id as a number, the card as an index into the state's list of card names, the
 * owner as an index into `order`, the zone as an index into `ZONES`; `flags` holds the booleans of `FLAGS` as
 * bits. Arrays of numbers and no default values make the text about a fifth of plain JSON's size and several
 * times faster to write and read.
 */
type Packed = [number | string, number, number | string, number, number, number, Record<string, unknown>?];

export const ZONES: readonly ZoneName[] = ['library', 'hand', 'graveyard', 'battlefield', 'stack', 'exile', 'command'];
const FLAGS = ['tapped', 'faceDown', 'phasedOut', 'deathtouchDamage', 'prepared'] as const;
/** Fields `expand` gives every object (with its defaults), besides the array's. */
type Built = 'id' | 'card' | 'owner' | 'zone' | 'timestamp' | (typeof FLAGS)[number] | 'origin' | 'controller' | 'kind' | 'set' | 'controlledSince' | 'damage' | 'attachedTo' | 'counters';
/**
 * Every other field of an object (the type makes a new field of GameObject a compile error here until it is
 * added): read by name into an object of one shape, which is several times faster than enumerating each object's
 * own fields (objects come in many shapes) and gives them a fixed order (the encoding is canonical). Shared with
 * `codec-binary.ts`.
 */
export function otherFields(o: GameObject): Required<Record<Exclude<keyof GameObject, Built>, unknown>> {
  return {
    base: o.base, copyOf: o.copyOf, faceDownBy: o.faceDownBy, merged: o.merged, loyaltyActivatedTurn: o.loyaltyActivatedTurn, activatedOnce: o.activatedOnce, exhausted: o.exhausted, freeCastTurn: o.freeCastTurn,
    controlledBy: o.controlledBy, chosenName: o.chosenName, enteredAs: o.enteredAs, phasedOutUnder: o.phasedOutUnder,
    phasedOutIndirectly: o.phasedOutIndirectly, preparedCopy: o.preparedCopy, choices: o.choices, ability: o.ability, cast: o.cast,
    wasCast: o.wasCast, timesKicked: o.timesKicked, bestowed: o.bestowed, alternativeCostPaid: o.alternativeCostPaid, unearthed: o.unearthed, costsPaid: o.costsPaid, manaSpent: o.manaSpent, fromNoncard: o.fromNoncard, castPermission: o.castPermission,
    hidden: o.hidden, entersWith: o.entersWith, monstrous: o.monstrous, renowned: o.renowned, saddledTurn: o.saddledTurn, x: o.x,
  };
}

/** An id as a number when it is one written in the usual way ("12"), else the string. */
function idNumber(id: string): number | string {
  const n = +id;
  return Number.isInteger(n) && n >= 0 && String(n) === id ? n : id;
}

function pack(o: GameObject, names: Map<string, number>, order: readonly PlayerId[]): Packed {
  const flags = (o.tapped ? 1 : 0) | (o.faceDown ? 2 : 0) | (o.phasedOut ? 4 : 0) | (o.deathtouchDamage ? 8 : 0) | (o.prepared ? 16 : 0);
  let extra: Record<string, unknown> | undefined;
  // In a fixed order, so that the text doesn't depend on how the object was built (the encoding is canonical).
  if (o.origin !== o.id) (extra ??= {}).origin = o.origin;
  if (o.controller !== o.owner) (extra ??= {}).controller = o.controller;
  if (o.kind !== 'card') (extra ??= {}).kind = o.kind;
  if (o.set !== 'normal') (extra ??= {}).set = o.set;
  if (o.controlledSince !== 0) (extra ??= {}).controlledSince = o.controlledSince;
  if (o.damage !== 0) (extra ??= {}).damage = o.damage;
  if (o.attachedTo !== null) (extra ??= {}).attachedTo = o.attachedTo;
  for (const _ in o.counters) { (extra ??= {}).counters = o.counters; break; }
  const other = otherFields(o) as Record<string, unknown>;
  for (const k in other) if (other[k] !== undefined) (extra ??= {})[k] = other[k];
  let card = names.get(o.card);
  if (card === undefined) names.set(o.card, (card = names.size));
  const owner = order.indexOf(o.owner);
  const packed: Packed = [idNumber(o.id), card, owner >= 0 ? owner : o.owner, ZONES.indexOf(o.zone), o.timestamp, flags];
  if (extra) packed.push(extra);
  return packed;
}

function expand(a: Packed, names: string[], order: readonly PlayerId[]): GameObject {
  const id = String(a[0]);
  const owner = typeof a[2] === 'number' ? order[a[2]] : a[2];
  const flags = a[5];
  const o: GameObject = {
    id, origin: id, kind: 'card', owner, controller: owner, zone: ZONES[a[3]], card: names[a[1]], set: 'normal', timestamp: a[4],
    tapped: (flags & 1) !== 0, faceDown: (flags & 2) !== 0, phasedOut: (flags & 4) !== 0, controlledSince: 0, damage: 0,
    deathtouchDamage: (flags & 8) !== 0, counters: {}, attachedTo: null, prepared: (flags & 16) !== 0,
  };
  return a.length === 7 ? Object.assign(o, a[6]) : o;
}

/**
 * Serializes a game state (plain data, DESIGN 2) with its schema version: JSON whose `objects` is the list of
 * card names followed by the objects packed (`pack`). The text is canonical: the same state gives the same text
 * however its objects were built.
 */
export function encodeState(state: GameState): string {
  const names = new Map<string, number>();
  const packed: Packed[] = [];
  for (const id in state.objects) packed.push(pack(state.objects[id], names, state.order));
  // Last-known information holds objects too (608.2h): packed alike, so their field order doesn't matter either.
  let lki: Record<string, unknown> | undefined;
  for (const id in state.lki) (lki ??= {})[id] = { ...state.lki[id], object: pack(state.lki[id].object, names, state.order) };
  return JSON.stringify({ ...state, objects: [[...names.keys()], ...packed], ...(lki ? { lki } : {}) });
}

export type DecodeResult = { state: GameState; error?: undefined } | { state?: undefined; error: string };

/**
 * Reads a serialized game state (`encodeState`'s text, or a plain JSON game state whose objects are a record),
 * rejecting malformed text and other schema versions with a clear message.
 */
export function decodeState(text: string): DecodeResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return { error: `not valid JSON: ${(e as Error).message}` };
  }
  if (typeof value !== 'object' || value === null || !('schema' in value)) return { error: 'not a game state: no schema field' };
  const schema = (value as { schema: unknown }).schema;
  if (schema !== SCHEMA_VERSION) return { error: `game state schema ${String(schema)} is not supported (expected ${SCHEMA_VERSION})` };
  for (const key of ['players', 'objects', 'turn', 'order', 'battlefield', 'stack', 'exile'] as const) {
    if (!(key in value)) return { error: `not a game state: missing ${key}` };
  }
  const state = value as GameState & { objects: unknown };
  if (Array.isArray(state.objects)) {
    const [names, ...packed] = state.objects as unknown[];
    if (!Array.isArray(names)) return { error: 'not a game state: objects do not start with the list of card names' };
    const objects: GameState['objects'] = {};
    for (const a of packed) {
      if (!Array.isArray(a) || (a.length !== 6 && a.length !== 7) || typeof a[1] !== 'number' || typeof a[3] !== 'number') {
        return { error: 'not a game state: an object is not [id, card, owner, zone, timestamp, flags, fields?]' };
      }
      const o = expand(a as Packed, names as string[], state.order);
      objects[o.id] = o;
    }
    state.objects = objects;
    for (const id in state.lki) {
      const a = state.lki[id].object as unknown;
      if (!Array.isArray(a) || (a.length !== 6 && a.length !== 7)) return { error: `not a game state: last-known information ${id} has no packed object` };
      state.lki[id].object = expand(a as Packed, names as string[], state.order);
    }
  }
  return { state };
}

import type { CardRegistry } from '../cards/definition';
import type { GameEvent } from '../events';
import type { GameObject, GameState, ObjectId, Player, PlayerId } from './types';
import { characteristics, type Characteristics } from '../rules/r613-characteristics';

/**
 * The working copy of one step (DESIGN 2). `step` never mutates its input: it makes a shallow copy of the
 * state and copies an object, player or zone list the first time it is written (copy-on-write), so the
 * previous state stays a valid snapshot at no cost.
 */
export interface Game {
  s: GameState;
  cards: CardRegistry;
  events: GameEvent[];
  ownedObjects: Set<ObjectId>;
  ownedPlayers: Set<PlayerId>;
  ownedLists: Set<string>;
  /** Characteristics memo (CR 613), dropped on every write. */
  chars: Map<ObjectId, Characteristics>;
  /** Whether `chars` is the previous state's memo (then it is replaced, not cleared, on a write). */
  sharedChars: boolean;
  /**
   * The battlefield's characteristics as one computation gave them (or an earlier one reused, r613-memo.ts), looked
   * up before `chars` instead of copied into it; never written, so it may be shared; dropped on every write.
   */
  field?: Map<ObjectId, Characteristics>;
}

/**
 * Characteristics depend only on the objects, the continuous effects, the battlefield and who is in combat
 * ("attacking creatures you control get +1/+0", 506.4: `setCombat` drops the memo); a step that writes none of
 * them (most priority passes) reuses the previous state's memo (DESIGN 4).
 */
const charsMemo = new WeakMap<object, { effects: unknown; battlefield: unknown; attackers: unknown; chars: Map<ObjectId, Characteristics>; field?: Map<ObjectId, Characteristics> }>();

export function beginStep(state: GameState, cards: CardRegistry): Game {
  const s: GameState = {
    ...state,
    rng: [...state.rng] as GameState['rng'],
    players: { ...state.players },
    turn: { ...state.turn },
  };
  const memo = charsMemo.get(state.objects);
  const same = memo && memo.effects === state.effects && memo.battlefield === state.battlefield && memo.attackers === state.turn.combat?.attackers;
  const chars = same ? memo.chars : new Map();
  return {
    s, cards, events: [],
    ownedObjects: new Set(), ownedPlayers: new Set(), ownedLists: new Set(),
    chars, sharedChars: chars.size > 0, field: same ? memo.field : undefined,
  };
}

/** Records the characteristics memo of the finished step for the next one. */
export function finishStep(g: Game): void {
  charsMemo.set(g.s.objects, { effects: g.s.effects, battlefield: g.s.battlefield, attackers: g.s.turn.combat?.attackers, chars: g.chars, field: g.field });
}

/**
 * State-based actions read only the objects, players, battlefield and continuous effects: a state whose
 * parts are identical to those of a state found clean needs no new check. Any write drops the mark.
 */
const sbaClean = new WeakMap<object, { effects: unknown; battlefield: unknown; players: unknown[] }>();

export function knownSbaClean(g: Game): boolean {
  const m = sbaClean.get(g.s.objects);
  return !!m && m.effects === g.s.effects && m.battlefield === g.s.battlefield && m.players.every((p, i) => p === g.s.players[g.s.order[i]]);
}

export function markSbaClean(g: Game): void {
  sbaClean.set(g.s.objects, { effects: g.s.effects, battlefield: g.s.battlefield, players: g.s.order.map((p) => g.s.players[p]) });
}

/** CR 506.4 — replaces the combat state; which creatures are attacking is read by static abilities' filters. */
export function setCombat(g: Game, combat: GameState['turn']['combat']): void {
  if (combat?.attackers !== g.s.turn.combat?.attackers) invalidateChars(g);
  g.s.turn.combat = combat;
}

/** Called before any write that can change characteristics: drops the memo (never clearing a shared one). */
export function invalidateChars(g: Game): void {
  sbaClean.delete(g.s.objects);
  g.field = undefined;
  if (g.sharedChars) { g.chars = new Map(); g.sharedChars = false; }
  else if (g.chars.size) g.chars.clear();
}

/** The writable objects map: copied the first time an object is added, replaced or removed in this step. */
export function objects(g: Game): Record<ObjectId, GameObject> {
  invalidateChars(g);
  if (!g.ownedLists.has('objects')) {
    g.s.objects = { ...g.s.objects };
    g.ownedLists.add('objects');
  }
  return g.s.objects;
}

/** Writable object: copies it (one level deep) the first time it is written in this step. */
export function obj(g: Game, id: ObjectId): GameObject {
  const map = objects(g);
  const o = map[id];
  if (g.ownedObjects.has(id)) return o;
  const copy: GameObject = { ...o, counters: { ...o.counters } };
  if (o.choices) copy.choices = { ...o.choices };
  map[id] = copy;
  g.ownedObjects.add(id);
  return copy;
}

/** Writable player: copies it the first time it is written in this step. */
export function player(g: Game, id: PlayerId): Player {
  sbaClean.delete(g.s.objects);
  const p = g.s.players[id];
  if (g.ownedPlayers.has(id)) return p;
  const copy: Player = { ...p };
  g.s.players[id] = copy;
  g.ownedPlayers.add(id);
  return copy;
}

export type ListRef =
  | { player: PlayerId; zone: 'library' | 'hand' | 'graveyard' | 'manaPool' }
  | { shared: 'battlefield' | 'stack' | 'exile' | 'command' | 'effects' | 'triggers' | 'delayed' };

/** Writable zone (or other) list: copies the array the first time it is written in this step. */
export function list<T = ObjectId>(g: Game, ref: ListRef): T[] {
  invalidateChars(g);
  if ('shared' in ref) {
    const key = ref.shared;
    if (!g.ownedLists.has(key)) {
      (g.s as unknown as Record<string, unknown[]>)[key] = [...(g.s[key] as unknown[])];
      g.ownedLists.add(key);
    }
    return g.s[key] as unknown as T[];
  }
  const p = player(g, ref.player);
  const key = `${ref.player}.${ref.zone}`;
  if (!g.ownedLists.has(key)) {
    (p as unknown as Record<string, unknown[]>)[ref.zone] = [...(p[ref.zone] as unknown[])];
    g.ownedLists.add(key);
  }
  return p[ref.zone] as unknown as T[];
}

export function emit(g: Game, e: GameEvent): void {
  g.events.push(e);
}

export function newId(g: Game): ObjectId {
  return String(g.s.nextId++);
}

export function newTimestamp(g: Game): number {
  return g.s.nextTimestamp++;
}

/** Display name of an object for the log (its current name, or last known). */
export function nameOf(g: Game, id: ObjectId): string {
  const o = g.s.objects[id];
  if (!o) return g.s.lki[id]?.object.faceDown ? 'a face-down permanent' : g.s.lki[id]?.name || id;
  if (o.kind === 'ability') return `ability of ${o.ability?.sourceCard ?? o.card}`;
  if (o.kind === 'emblem') return `an emblem from ${o.card}`; // 114.3: most emblems have no name
  if (o.faceDown) return o.zone === 'stack' ? 'a face-down spell' : 'a face-down permanent'; // 708.2: no name
  return characteristics(g, id).name;
}

export function playerName(g: Game, id: PlayerId): string {
  return g.s.players[id]?.name ?? id;
}

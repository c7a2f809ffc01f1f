import type { CardRegistry } from '../cards/definition';
import type { Game } from '../state/draft';
import type { ContinuousEffect, GameObject, GameState, ObjectId } from '../state/types';
import type { Characteristics } from './r613-characteristics';

/**
 * CR 613 computed incrementally (DESIGN 4): the characteristics of the battlefield and of single objects elsewhere
 * are kept with what their computation read, and reused by later states (and later in the same step) while that
 * is unchanged, instead of being recomputed after every write (tapping a land, drawing a card, dealing damage).
 *
 * What a battlefield computation reads: the battlefield's objects (except the fields in `IRRELEVANT`), the
 * continuous effects, the card registry and the ruleset. One with a static ability that reads more (an "as long
 * as" condition, 611.3a; a characteristic-defining count of graveyards, 604.3; the top of a graveyard, 612.6) is
 * not kept here (the per-state memo of `Game.chars` still holds it). A step writes its own copies of objects and
 * lists in place, so what is kept of those is a copy.
 */

/** Object fields no characteristic, filter or static ability reads (CR 110.5 status, damage, 302.6 bookkeeping). */
const IRRELEVANT = new Set(['tapped', 'damage', 'deathtouchDamage', 'controlledSince', 'controlledBy', 'loyaltyActivatedTurn', 'activatedOnce', 'exhausted', 'freeCastTurn']);

interface Context {
  effects: readonly ContinuousEffect[];
  cards: CardRegistry;
  ruleset: GameState['ruleset'];
}

interface FieldMemo extends Context {
  /** The battlefield's objects as they were computed, in battlefield order. */
  objects: GameObject[];
  chars: Map<ObjectId, Characteristics>;
}

/** Keyed by the battlefield list (a new list whenever a permanent enters or leaves). */
const fieldMemo = new WeakMap<readonly ObjectId[], FieldMemo>();
/** Characteristics of objects off the battlefield, keyed by the object (a new object on every write). */
const objectMemo = new WeakMap<GameObject, Context & { chars: Characteristics }>();

function context(g: Game): Context {
  // The step's own effects list changes in place: keep a copy of it.
  return { effects: g.ownedLists.has('effects') ? [...g.s.effects] : g.s.effects, cards: g.cards, ruleset: g.s.ruleset };
}

function sameContext(m: Context, g: Game): boolean {
  if (m.cards !== g.cards || m.ruleset !== g.s.ruleset) return false;
  const a = m.effects;
  const b = g.s.effects;
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function shallowEqual(a: Record<string, unknown> | undefined, b: Record<string, unknown> | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  let n = 0;
  for (const k in a) {
    if (a[k] !== b[k]) return false;
    n++;
  }
  for (const _ in b) n--;
  return n === 0;
}

/** Whether two versions of an object have the same values for everything a characteristics computation reads. */
export function sameForCharacteristics(a: GameObject, b: GameObject): boolean {
  if (a === b) return true;
  const x = a as unknown as Record<string, unknown>;
  const y = b as unknown as Record<string, unknown>;
  for (const k in x) {
    if (x[k] === y[k] || IRRELEVANT.has(k)) continue;
    if ((k === 'counters' || k === 'choices') && shallowEqual(x[k] as Record<string, unknown>, y[k] as Record<string, unknown>)) continue;
    return false;
  }
  for (const k in y) if (!(k in x) && !IRRELEVANT.has(k)) return false;
  return true;
}

/** The battlefield's characteristics from an earlier computation, if nothing it read has changed since. */
export function reusedField(g: Game): Map<ObjectId, Characteristics> | undefined {
  const m = fieldMemo.get(g.s.battlefield);
  const bf = g.s.battlefield;
  if (!m || m.objects.length !== bf.length || !sameContext(m, g)) return undefined;
  for (let i = 0; i < bf.length; i++) {
    const now = g.s.objects[bf[i]];
    if (!sameForCharacteristics(m.objects[i], now)) return undefined;
    // An equal version no step can write any more takes the kept one's place, so later checks of it compare references.
    if (m.objects[i] !== now && !g.ownedObjects.has(bf[i])) m.objects[i] = now;
  }
  return m.chars;
}

/** Keeps a battlefield computation (one that read only the battlefield) for later states. */
export function keepField(g: Game, chars: Map<ObjectId, Characteristics>): void {
  const objects = g.s.battlefield.map((id) => {
    const o = g.s.objects[id];
    return g.ownedObjects.has(id) ? { ...o, counters: { ...o.counters }, ...(o.choices ? { choices: { ...o.choices } } : {}) } : o;
  });
  fieldMemo.set(g.s.battlefield, { ...context(g), objects, chars });
}

/** An object's characteristics off the battlefield from an earlier computation, if it and the effects are unchanged. */
export function reusedObject(g: Game, o: GameObject): Characteristics | undefined {
  const m = objectMemo.get(o);
  return m && sameContext(m, g) ? m.chars : undefined;
}

/** Keeps an object's characteristics off the battlefield (not of an object the step may still write in place). */
export function keepObject(g: Game, o: GameObject, chars: Characteristics): void {
  if (!g.ownedObjects.has(o.id)) objectMemo.set(o, { ...context(g), chars });
}

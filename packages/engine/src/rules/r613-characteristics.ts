import type { AbilityDef, CardEntry, Keyword, ObjectFilter } from '../cards/definition';
import type { PrintedFace } from '../cards/printed';
import { manaValue } from '../mana/value';
import type { Color, ManaCost, ManaType } from '../mana/types';
import type { Game } from '../state/draft';
import type { CharacteristicSet, ContinuousEffect, GameObject, ObjectId, PlayerId } from '../state/types';

/** CR 109.3 — an object's current characteristics, plus its controller (layer 2), as computed by CR 613. */
export interface Characteristics {
  name: string;
  manaCost: ManaCost | null;
  colors: Color[];
  supertypes: string[];
  types: string[];
  subtypes: string[];
  power: number | null;
  toughness: number | null;
  loyalty: number | null;
  abilities: AbilityDef[];
  text: string;
  controller: PlayerId;
}

/** The printed face an object uses for a characteristic set (CR 709.3, 715.3, 718.3, 720.3, 722.3c). */
export function printedFace(entry: CardEntry, set: CharacteristicSet): PrintedFace {
  const p = entry.printed;
  if (set === 'normal') return p.normal;
  if (set === 'left' || set === 'right') {
    const halves = p.alts.filter((a) => a.role === 'split_half');
    return halves[set === 'left' ? 0 : 1]?.face ?? p.normal;
  }
  return p.alts.find((a) => a.role === set)?.face ?? p.normal;
}

/** CR 718.5 — a prototyped object has the same abilities as the card; other sets have their own. */
export function behaviourOf(entry: CardEntry, set: CharacteristicSet): AbilityDef[] {
  const b = entry.behaviour;
  if (!b) return [];
  return (set === 'prototype' ? b.normal : b[set])?.abilities ?? [];
}

/** CR 208.2 — a printed power/toughness: a number, or 0 for "*" (the CDA supplies the rest, 604.3). */
function printedNumber(v: string | null): number | null {
  if (v === null) return null;
  const n = parseInt(v, 10);
  return Number.isNaN(n) ? 0 : n;
}

/** CR 708.2a — a face-down permanent is a 2/2 with no name, text, types other than creature, or cost. */
function faceDownCharacteristics(controller: PlayerId): Characteristics {
  return {
    name: '', manaCost: null, colors: [], supertypes: [], types: ['Creature'], subtypes: [],
    power: 2, toughness: 2, loyalty: null, abilities: [], text: '', controller,
  };
}

/**
 * CR 613.2 (layer 1) — the object's copiable values: its printed characteristic set, or the values a
 * token definition or copy effect gave it (707.2) with the copy's exceptions (707.9).
 */
export function copiableValues(g: Game, o: GameObject): Characteristics {
  if (o.faceDown) return faceDownCharacteristics(o.controller);
  const src = o.base ?? { card: o.card, set: o.set };
  const entry = g.cards.get(src.card);
  if (!entry) throw new Error(`unknown card ${src.card}`);
  const face = printedFace(entry, src.set);
  const c: Characteristics = {
    name: face.name,
    manaCost: face.manaCost,
    colors: face.colors,
    supertypes: face.supertypes,
    types: face.types,
    subtypes: face.subtypes,
    power: printedNumber(face.power),
    toughness: printedNumber(face.toughness),
    loyalty: printedNumber(face.loyalty),
    abilities: behaviourOf(entry, src.set),
    text: face.oracleText,
    controller: o.controller,
  };
  const ex = 'except' in src ? src.except : undefined;
  if (ex) {
    if (ex.name !== undefined) c.name = ex.name;
    if (ex.colors) c.colors = ex.colors;
    if (ex.types) c.types = ex.types;
    if (ex.subtypes) c.subtypes = ex.subtypes;
    if (ex.supertypes) c.supertypes = ex.supertypes;
    if (ex.addSubtypes) c.subtypes = [...c.subtypes, ...ex.addSubtypes];
    if (ex.power !== undefined) c.power = ex.power;
    if (ex.toughness !== undefined) c.toughness = ex.toughness;
    if (ex.keywords) c.abilities = [...c.abilities, ...ex.keywords.map((k) => ({ kind: 'keyword', keyword: k as Keyword }) as AbilityDef)];
  }
  return c;
}

/**
 * CR 613 — an object's current characteristics. Battlefield objects are computed together, layer by
 * layer, so static abilities see the others as they are; the result is memoised until the next write.
 */
export function characteristics(g: Game, id: ObjectId): Characteristics {
  const hit = g.chars.get(id);
  if (hit) return hit;
  const o = g.s.objects[id];
  if (o.zone === 'battlefield') {
    computeBattlefield(g);
    return g.chars.get(id)!;
  }
  const c = copiableValues(g, o);
  addLandTypeAbilities(c);
  applyCounters(c, o);
  g.chars.set(id, c);
  return c;
}

/** CR 305.6 — each basic land type has an intrinsic mana ability. */
const BASIC_LAND_MANA: Record<string, ManaType> = { Plains: 'W', Island: 'U', Swamp: 'B', Mountain: 'R', Forest: 'G' };
const LAND_TYPE_ABILITIES: Record<string, AbilityDef> = Object.fromEntries(
  Object.entries(BASIC_LAND_MANA).map(([type, mana]) => [type, {
    kind: 'activated', text: `({T}: Add {${mana}}.)`, cost: { tap: true }, targets: [],
    effects: [{ do: 'addMana', mana: [[mana]] }], manaAbility: true,
  } as AbilityDef]),
);

/**
 * CR 305.6 — an object with a basic land type has that type's mana ability, for as long as it has the
 * type (so type-changing effects in layer 4 decide it, 305.7); added after layer 4, before layer 6.
 */
function addLandTypeAbilities(c: Characteristics): void {
  if (!c.types.includes('Land')) return;
  const granted = c.subtypes.flatMap((t) => (LAND_TYPE_ABILITIES[t] ? [LAND_TYPE_ABILITIES[t]] : []));
  if (granted.length) c.abilities = [...granted, ...c.abilities];
}

/** CR 122.1a / 613.4c — +1/+1 and -1/-1 counters modify power and toughness in layer 7c. */
function applyCounters(c: Characteristics, o: GameObject): void {
  if (c.power === null || c.toughness === null) return;
  const plus = o.counters['+1/+1'] ?? 0;
  const minus = o.counters['-1/-1'] ?? 0;
  c.power += plus - minus;
  c.toughness += plus - minus;
}

/** Whether characteristics `c` of object `o` match a filter, seen from `source`'s controller. */
export function matchesFilter(
  c: Characteristics,
  o: GameObject,
  f: ObjectFilter,
  viewer: PlayerId,
  sourceId?: ObjectId,
  x = 0,
): boolean {
  if (f.types && !f.types.some((t) => c.types.includes(t))) return false;
  if (f.notTypes && f.notTypes.some((t) => c.types.includes(t))) return false;
  if (f.subtypes && !f.subtypes.some((t) => c.subtypes.includes(t))) return false;
  if (f.notSubtypes && f.notSubtypes.some((t) => c.subtypes.includes(t))) return false;
  if (f.supertypes && !f.supertypes.some((t) => c.supertypes.includes(t))) return false;
  if (f.colors && !f.colors.some((col) => c.colors.includes(col))) return false;
  if (f.notColors && f.notColors.some((col) => c.colors.includes(col))) return false;
  if (f.controller === 'you' && c.controller !== viewer) return false;
  if (f.controller === 'opponent' && c.controller === viewer) return false;
  if (f.other && o.id === sourceId) return false;
  if (f.maxManaValue !== undefined && manaValue(c.manaCost, o.zone === 'stack' ? x : 0) > f.maxManaValue) return false;
  return true;
}

/**
 * CR 613.1, 613.4, 613.7 — applies continuous effects to every permanent in layer order, each layer's
 * effects in timestamp order.
 * @simplification Dependencies (613.8) and text-changing effects (layer 3) are not modelled yet: within a
 * layer, effects apply in timestamp order only. Static abilities are gathered from the permanents'
 * abilities as of layer 1.
 */
function computeBattlefield(g: Game): void {
  const ids = g.s.battlefield;
  const all = new Map<ObjectId, Characteristics>();
  for (const id of ids) all.set(id, copiableValues(g, g.s.objects[id]));
  const effects = [...g.s.effects, ...attachedStatics(g, all)].sort((a, b) => a.timestamp - b.timestamp);

  // Layer 2: control-changing effects.
  for (const e of effects) {
    if (e.mod.kind !== 'control') continue;
    for (const a of e.affected) { const c = all.get(a); if (c) c.controller = e.mod.player; }
  }
  // Layer 4: types; then the abilities basic land types grant (305.6).
  for (const e of effects) {
    const m = e.mod;
    if (m.kind !== 'addTypes') continue;
    for (const a of e.affected) {
      const c = all.get(a);
      if (!c) continue;
      c.types = [...new Set([...c.types, ...m.types])];
      c.subtypes = [...new Set([...c.subtypes, ...m.subtypes])];
    }
  }
  for (const c of all.values()) addLandTypeAbilities(c);
  // Layers 5–6: colors, abilities.
  for (const e of effects) {
    const m = e.mod;
    for (const a of e.affected) {
      const c = all.get(a);
      if (!c) continue;
      if (m.kind === 'setColors') c.colors = m.colors;
      else if (m.kind === 'removeAllAbilities') c.abilities = [];
      else if (m.kind === 'addKeywords') {
        c.abilities = [...c.abilities, ...m.keywords.map((k) => ({ kind: 'keyword', keyword: k }) as AbilityDef)];
      }
    }
  }
  // Layer 7b: set power/toughness.
  for (const e of effects) {
    if (e.mod.kind !== 'setPT') continue;
    for (const a of e.affected) { const c = all.get(a); if (c) { c.power = e.mod.power; c.toughness = e.mod.toughness; } }
  }
  // Layer 7c: modifications from effects, static abilities (anthems) and counters.
  for (const id of ids) applyCounters(all.get(id)!, g.s.objects[id]);
  for (const e of effects) {
    if (e.mod.kind !== 'pt') continue;
    for (const a of e.affected) {
      const c = all.get(a);
      if (c && c.power !== null && c.toughness !== null) { c.power += e.mod.power; c.toughness += e.mod.toughness; }
    }
  }
  for (const srcId of ids) {
    const src = g.s.objects[srcId];
    if (src.phasedOut) continue;
    const sc = all.get(srcId)!;
    for (const ab of sc.abilities) {
      if (ab.kind !== 'static' || ab.effect.kind !== 'anthem') continue;
      for (const id of ids) {
        const c = all.get(id)!;
        const o = g.s.objects[id];
        if (o.phasedOut || c.power === null || c.toughness === null) continue;
        if (!matchesFilter(c, o, ab.effect.filter, sc.controller, srcId)) continue;
        c.power += ab.effect.power;
        c.toughness += ab.effect.toughness;
      }
    }
  }
  for (const [id, c] of all) g.chars.set(id, c);
}

/**
 * CR 303.4, 301.5, 604.2 — the static abilities of Auras and Equipment that modify the object they are
 * attached to ("enchanted creature gets +2/+2 and has flying"), as continuous effects with the attachment's
 * timestamp (613.7e): keywords in layer 6, +p/+t in layer 7c.
 */
function attachedStatics(g: Game, all: Map<ObjectId, Characteristics>): ContinuousEffect[] {
  const out: ContinuousEffect[] = [];
  for (const [srcId, sc] of all) {
    const src = g.s.objects[srcId];
    if (src.phasedOut || !src.attachedTo || !all.has(src.attachedTo)) continue;
    for (const ab of sc.abilities) {
      if (ab.kind !== 'static' || ab.effect.kind !== 'attached') continue;
      const base = { id: `static:${srcId}`, timestamp: src.timestamp, source: srcId, controller: sc.controller, affected: [src.attachedTo], duration: { whileOnBattlefield: srcId } };
      if (ab.effect.keywords?.length) out.push({ ...base, mod: { kind: 'addKeywords', keywords: ab.effect.keywords } });
      if (ab.effect.power || ab.effect.toughness) out.push({ ...base, mod: { kind: 'pt', power: ab.effect.power, toughness: ab.effect.toughness } });
    }
  }
  return out;
}

/** CR 702 — whether an object currently has a keyword ability. */
export function hasKeyword(g: Game, id: ObjectId, k: Keyword): boolean {
  return characteristics(g, id).abilities.some((a) => a.kind === 'keyword' && a.keyword === k);
}

/** CR 108.4 / 613.1b — an object's current controller (after control-changing effects). */
export function controllerOf(g: Game, id: ObjectId): PlayerId {
  return characteristics(g, id).controller;
}

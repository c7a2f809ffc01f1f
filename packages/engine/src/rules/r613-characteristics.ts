import type { AbilityDef, CardEntry, Keyword, ObjectFilter } from '../cards/definition';
import { stateConditionHolds } from '../effects/conditions';
import { applyLayers, type LayerEffect, type LayerStep } from './r613-layers';
import type { PrintedFace } from '../cards/printed';
import { manaValue } from '../mana/value';
import type { ManaCost, ManaType } from '../mana/types';
import type { Game } from '../state/draft';
import type { CharacteristicSet, GameObject, Modification, ObjectId, PlayerId, TokenSpec } from '../state/types';

/** CR 109.3 — an object's current characteristics, plus its controller (layer 2), as computed by CR 613. */
export interface Characteristics extends TokenSpec {
  manaCost: ManaCost | null;
  loyalty: number | null;
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
  const c: Characteristics = src.token ? tokenCharacteristics(src.token, o.controller) : printedCharacteristics(g, src.card, src.set, o.controller);
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
    if (ex.abilities) c.abilities = [...c.abilities, ...ex.abilities];
  }
  return c;
}

/** CR 111.3 — a token has the characteristics its creating effect gave it, and no mana cost unless a copy gives it one. */
function tokenCharacteristics(t: TokenSpec, controller: PlayerId): Characteristics {
  return { ...t, manaCost: null, loyalty: null, controller };
}

/** The printed characteristics of a card's characteristic set. */
function printedCharacteristics(g: Game, card: string, set: CharacteristicSet, controller: PlayerId): Characteristics {
  const entry = g.cards.get(card);
  if (!entry) throw new Error(`unknown card ${card}`);
  const face = printedFace(entry, set);
  return {
    name: face.name,
    manaCost: face.manaCost,
    colors: face.colors,
    supertypes: face.supertypes,
    types: face.types,
    subtypes: face.subtypes,
    power: printedNumber(face.power),
    toughness: printedNumber(face.toughness),
    loyalty: printedNumber(face.loyalty),
    abilities: behaviourOf(entry, set),
    text: face.oracleText,
    controller,
  };
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
  if (granted.length) c.abilities = [...c.abilities, ...granted];
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
  if (f.notSupertypes && f.notSupertypes.some((t) => c.supertypes.includes(t))) return false;
  if (f.colors && !f.colors.some((col) => c.colors.includes(col))) return false;
  if (f.notColors && f.notColors.some((col) => c.colors.includes(col))) return false;
  if (f.controller === 'you' && c.controller !== viewer) return false;
  if (f.controller === 'opponent' && c.controller === viewer) return false;
  if (f.other && o.id === sourceId) return false;
  if (f.maxManaValue !== undefined && manaValue(c.manaCost, o.zone === 'stack' ? x : 0) > f.maxManaValue) return false;
  if (f.minManaValue !== undefined && manaValue(c.manaCost, o.zone === 'stack' ? x : 0) < f.minManaValue) return false;
  if (f.self && o.id !== sourceId) return false;
  if (f.withCounter && !(o.counters[f.withCounter] > 0)) return false;
  return true;
}

/** The continuous effects of static abilities (604.1), as the permanents are now (`all`). */
function staticEffects(g: Game, all: Map<ObjectId, Characteristics>): LayerEffect[] {
  const out: LayerEffect[] = [];
  for (const [srcId, sc] of all) {
    const src = g.s.objects[srcId];
    if (src.phasedOut) continue;
    for (const ab of sc.abilities) {
      if (ab.kind !== 'static') continue;
      const fx = ab.effect;
      const common = { key: `${srcId}:${ab.text}`, timestamp: src.timestamp, source: srcId, controller: sc.controller, label: `${sc.name}: ${ab.text}`, ability: ab };
      if (fx.kind === 'continuous') {
        // 611.3a: "as long as" — the effect applies only while its condition holds (graveyard counts and the
        // like, which don't depend on the characteristics being computed).
        if (!fx.condition || stateConditionHolds(g, fx.condition, sc.controller, srcId)) out.push({ ...common, mods: fx.mods, affected: fx.affects });
      }
      else if (fx.kind === 'anthem') out.push({ ...common, mods: [{ kind: 'pt', power: fx.power, toughness: fx.toughness }], affected: fx.filter });
      else if (fx.kind === 'attached' && src.attachedTo && all.has(src.attachedTo)) {
        // CR 303.4, 301.5: "enchanted/equipped creature gets ... and has ...", with the attachment's timestamp (613.7e).
        const mods: Modification[] = [];
        if (fx.keywords?.length) mods.push({ kind: 'addKeywords', keywords: fx.keywords });
        if (fx.power || fx.toughness) mods.push({ kind: 'pt', power: fx.power, toughness: fx.toughness });
        out.push({ ...common, mods, affected: [src.attachedTo] });
      }
    }
  }
  return out;
}

/** Continuous effects of resolved spells and abilities (611.2), with their locked-in affected objects (611.2c). */
function resolvedEffects(g: Game): LayerEffect[] {
  return g.s.effects.filter((e) => e.mod.kind !== 'tokenControl' && e.mod.kind !== 'noPrevention').map((e) => ({
    key: e.id, timestamp: e.timestamp, source: e.source, controller: e.controller, mods: [e.mod], affected: e.affected,
    label: `${g.s.objects[e.source] || g.s.lki[e.source] ? nameOfSource(g, e.source) : 'an effect'}: ${e.mod.kind}`,
  }));
}

function nameOfSource(g: Game, id: ObjectId): string {
  return g.s.objects[id] ? copiableValues(g, g.s.objects[id]).name : g.s.lki[id]?.name ?? id;
}

/**
 * CR 613 — computes every permanent's characteristics together, layer by layer (r613-layers.ts): copiable
 * values (layer 1), then control, text, type (with the 305.6 land abilities after it), color, ability and
 * power/toughness effects, each layer's effects in dependency and timestamp order (613.7, 613.8).
 * @simplification Text-changing effects (layer 3) and characteristic-defining abilities (7a) have no effects yet.
 */
function computeBattlefield(g: Game, record?: LayerStep[]): Map<ObjectId, Characteristics> {
  const all = new Map<ObjectId, Characteristics>();
  for (const id of g.s.battlefield) all.set(id, copiableValues(g, g.s.objects[id]));
  const layered = g.s.effects.length > 0 || [...all.values()].some((c) => c.abilities.some((ab) => ab.kind === 'static' && ab.effect.kind !== 'enters' && ab.effect.kind !== 'costChange' && ab.effect.kind !== 'doesntUntap'));
  if (!layered && !record) {
    // No continuous effect anywhere: only the rules' own steps (305.6 land abilities, 7c counters) apply.
    for (const [id, c] of all) { addLandTypeAbilities(c); applyCounters(c, g.s.objects[id]); g.chars.set(id, c); }
    return all;
  }
  const matches = (c: Characteristics, id: ObjectId, f: ObjectFilter, viewer: PlayerId, source: ObjectId) =>
    !g.s.objects[id].phasedOut && matchesFilter(c, g.s.objects[id], f, viewer, source);
  applyLayers(all, resolvedEffects(g), (now) => staticEffects(g, now), matches, (layer, now) => {
    if (layer === '5') for (const c of now.values()) addLandTypeAbilities(c);
    if (layer === '7c') for (const [id, c] of now) applyCounters(c, g.s.objects[id]);
  }, record);
  for (const [id, c] of all) g.chars.set(id, c);
  return all;
}

/**
 * How an object's characteristics came about (issue 4 "explain"): its copiable values (layer 1), then each
 * effect applied to it, in order, with its layer, timestamp and the effects it waited for (613.8).
 */
export function explainCharacteristics(g: Game, id: ObjectId): { base: Characteristics; steps: LayerStep[]; result: Characteristics } {
  const o = g.s.objects[id];
  const base = copiableValues(g, o);
  if (o.zone !== 'battlefield') return { base, steps: [], result: characteristics(g, id) };
  const record: LayerStep[] = [];
  const all = computeBattlefield(g, record);
  return { base, steps: record.filter((s) => s.affected.includes(id)), result: all.get(id)! };
}

/** CR 702 — whether an object currently has a keyword ability. */
export function hasKeyword(g: Game, id: ObjectId, k: Keyword): boolean {
  return characteristics(g, id).abilities.some((a) => a.kind === 'keyword' && a.keyword === k);
}

/** CR 108.4 / 613.1b — an object's current controller (after control-changing effects). */
export function controllerOf(g: Game, id: ObjectId): PlayerId {
  return characteristics(g, id).controller;
}

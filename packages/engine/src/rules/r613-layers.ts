import type { AbilityDef, ObjectFilter } from '../cards/definition';
import { manaValue } from '../mana/value';
import type { Modification, ObjectId, PlayerId } from '../state/types';
import type { Characteristics } from './r613-characteristics';
import { applyTextChange, describeWordChange } from './r612-text';

/** CR 613.1, 613.4 — the layers and sublayers after layer 1 (copy effects are in the copiable values). */
export const LAYERS = ['2', '3', '4', '5', '6', '7a', '7b', '7c', '7d'] as const;
export type Layer = (typeof LAYERS)[number];

/** CR 205.3i — the land types. */
const LAND_TYPES = ['Cave', 'Desert', 'Forest', 'Gate', 'Island', 'Lair', 'Locus', 'Mine', 'Mountain', 'Plains', 'Planet', 'Power-Plant', 'Sphere', 'Swamp', 'Tower', 'Town', "Urza's"];
/** CR 205.3g — the artifact types. */
const ARTIFACT_TYPES = ['Attraction', 'Blood', 'Bobblehead', 'Clue', 'Contraption', 'Equipment', 'Food', 'Fortification', 'Gold', 'Incubator', 'Infinity', 'Junk', 'Lander', 'Map', 'Powerstone', 'Spacecraft', 'Stone', 'Treasure', 'Vehicle'];
/** CR 205.3h — the enchantment types. */
const ENCHANTMENT_TYPES = ['Aura', 'Background', 'Cartouche', 'Case', 'Class', 'Curse', 'Role', 'Room', 'Rune', 'Saga', 'Shard', 'Shrine'];

/** CR 205.1a — the subtypes an object keeps when its card types become `types`: those of a card type it keeps, other than creature types. */
function keptSubtypes(subtypes: string[], types: string[]): string[] {
  return subtypes.filter((t) => (types.includes('Artifact') && ARTIFACT_TYPES.includes(t)) || (types.includes('Land') && LAND_TYPES.includes(t))
    || (types.includes('Enchantment') && ENCHANTMENT_TYPES.includes(t)));
}

/** CR 613.1 — the layer a modification applies in. */
export function layerOf(m: Modification): Layer {
  switch (m.kind) {
    case 'control': return '2';
    case 'replaceWord': case 'exchangeText': case 'fullText': return '3';
    case 'addTypes': case 'setTypes': case 'setLandTypes': case 'setCreatureTypes': case 'removeTypes': return '4';
    case 'setColors': return '5';
    case 'addKeywords': case 'addAbility': case 'removeAllAbilities': return '6';
    case 'definePT': return '7a';
    case 'setPT': case 'setPTToManaValue': return '7b';
    case 'pt': return '7c';
    case 'switchPT': return '7d';
    case 'copy': throw new Error('a copy effect applies in layer 1, to the copiable values (copiableValues)');
    case 'tokenControl': case 'noPrevention': case 'prevention': case 'replacement': case 'cantBlock': case 'cantBeBlocked': case 'detained': case 'goaded': throw new Error(`${m.kind} is not a layer effect`);
  }
}

/** One continuous effect as the layer system sees it: from a resolved spell or ability, or a static ability. */
export interface LayerEffect {
  /** Stable identity within one computation (613.6 tracking, explanations). */
  key: string;
  /** CR 613.7 — a static ability's is its object's; a resolved effect's is when it was created. */
  timestamp: number;
  source: ObjectId;
  controller: PlayerId;
  /** How an explanation names it (computed only for explanations). */
  label: () => string;
  mods: Modification[];
  /** A fixed set (611.2c, attachments), or a filter evaluated when the effect first applies (613.6). */
  affected: ObjectId[] | ObjectFilter;
  /** For a static ability: it applies while its source has it, unless it already began to apply (613.6). */
  ability?: AbilityDef;
}

/** One step of the computation, for `explain`: which effect applied in which layer, and why in that order. */
export interface LayerStep {
  layer: Layer;
  effect: string;
  timestamp: number;
  /** The effects this one waited for (613.8), or empty when timestamp order decided. */
  dependsOn: string[];
  affected: ObjectId[];
  /** Set when the effect did not apply: why. */
  skipped?: string;
  /** Set for a step the rules take themselves (no effect, no timestamp): the rule (714.3a intrinsic abilities). */
  rule?: string;
  /** Each affected object's characteristics right after this step (for explanations). */
  after: Record<ObjectId, string>;
}

/** A one-line summary of characteristics, as an explanation shows them after each step. */
export function summarize(c: Characteristics): string {
  const pt = c.power !== null ? ` ${c.power}/${c.toughness}` : '';
  const abilities = c.abilities.map((a) => (a.kind === 'keyword' ? a.keyword : a.text)).join('; ');
  const colors = c.colors.length ? c.colors.join('') : 'colorless';
  const prepare = c.prepareSpell ? `; prepare spell: ${c.prepareSpell.card}${c.prepareSpell.wordChanges?.length ? ` (${c.prepareSpell.wordChanges.map(describeWordChange).join(', ')})` : ''}` : '';
  return `${c.name}: ${[...c.supertypes, ...c.types].join(' ')}${c.subtypes.length ? ` — ${c.subtypes.join(' ')}` : ''}, ${colors}${pt}, controller ${c.controller}${abilities ? `; abilities: ${abilities}` : '; no abilities'}${prepare}`;
}

/**
 * Applies one modification to object `id`'s characteristics (a new array on every change: clones stay
 * independent). `before` is every object as it was before the effect began applying (for 612.5 exchanges).
 */
function applyMod(c: Characteristics, m: Modification, id: ObjectId, before: Map<ObjectId, Characteristics>): void {
  switch (m.kind) {
    case 'control': c.controller = m.player; break;
    case 'replaceWord': case 'exchangeText': case 'fullText': applyTextChange(c, m, id, before); break;
    case 'addTypes':
      // Only when a type is new (several effects often add the same one: ten Opalescences).
      if (m.types.some((t) => !c.types.includes(t))) c.types = [...new Set([...c.types, ...m.types])];
      if (m.subtypes.some((t) => !c.subtypes.includes(t))) c.subtypes = [...new Set([...c.subtypes, ...m.subtypes])];
      break;
    case 'setTypes':
      c.types = m.types;
      c.subtypes = [...m.subtypes, ...keptSubtypes(c.subtypes, m.types)];
      break;
    case 'removeTypes':
      if (!m.types.some((t) => c.types.includes(t))) break;
      c.types = c.types.filter((t) => !m.types.includes(t));
      c.subtypes = keptSubtypes(c.subtypes, c.types);
      break;
    case 'setCreatureTypes':
      c.subtypes = [...m.subtypes, ...keptSubtypes(c.subtypes, c.types)]; // 205.1b: the subtypes of its other card types stay
      break;
    case 'setLandTypes':
      // CR 305.7: it no longer has its old land types and loses the abilities from its rules text, its old
      // land types and copiable effects (as written, not the others: `notRulesText`); the new types' mana
      // abilities come from 305.6 after layer 4.
      c.subtypes = [...c.subtypes.filter((t) => !LAND_TYPES.includes(t)), ...m.subtypes];
      c.abilities = m.removesAll ? [] : c.abilities.filter((a) => c.notRulesText?.includes(a));
      break;
    case 'setColors': c.colors = m.colors; break;
    case 'removeAllAbilities': c.abilities = []; break;
    case 'addKeywords': c.abilities = [...c.abilities, ...m.keywords.map((k) => ({ kind: 'keyword', keyword: k }) as AbilityDef)]; break;
    case 'addAbility': c.abilities = [...c.abilities, m.ability]; break;
    case 'setPT': case 'definePT': c.power = m.power; c.toughness = m.toughness; break;
    case 'setPTToManaValue': {
      const mv = manaValue(c.manaCost);
      c.power = mv;
      c.toughness = mv;
      break;
    }
    case 'pt':
      if (c.power !== null && c.toughness !== null) { c.power += m.power; c.toughness += m.toughness; }
      break;
    case 'tokenControl': case 'noPrevention': case 'copy':
      break;
    case 'switchPT':
      if (c.power !== null && c.toughness !== null) [c.power, c.toughness] = [c.toughness, c.power];
      break;
  }
}

/**
 * The characteristics of one object off the battlefield after modifications that don't depend on other objects
 * (in their layers' order: a bestowed spell, 702.103b).
 */
export function withModifications(c: Characteristics, mods: Modification[], id: ObjectId): Characteristics {
  const out = { ...c };
  for (const layer of LAYERS) for (const m of mods) if (layerOf(m) === layer) applyMod(out, m, id, new Map());
  return out;
}

type Matcher = (c: Characteristics, id: ObjectId, f: ObjectFilter, viewer: PlayerId, source: ObjectId) => boolean;

/** The objects an effect applies to now. */
function affectedNow(e: LayerEffect, all: Map<ObjectId, Characteristics>, matches: Matcher): ObjectId[] {
  if (Array.isArray(e.affected)) return e.affected.filter((id) => all.has(id));
  const out: ObjectId[] = [];
  for (const [id, c] of all) if (matches(c, id, e.affected as ObjectFilter, e.controller, e.source)) out.push(id);
  return out;
}

/** Applies an effect's modifications of this layer to the objects it affects. */
function applyEffect(e: LayerEffect, ids: ObjectId[], layer: Layer, all: Map<ObjectId, Characteristics>): void {
  const before = e.mods.some((m) => m.kind === 'exchangeText') ? cloneAll(all) : all;
  const mods = modsOf(e, layer);
  for (const id of ids) {
    const c = all.get(id);
    if (c) for (const m of mods) applyMod(c, m, id, before);
  }
}

/** An effect's modifications in `layer` (most effects have one, in one layer: its own list, not a copy). */
function modsOf(e: LayerEffect, layer: Layer): readonly Modification[] {
  return e.mods.every((m) => layerOf(m) === layer) ? e.mods : e.mods.filter((m) => layerOf(m) === layer);
}

function cloneAll(all: Map<ObjectId, Characteristics>): Map<ObjectId, Characteristics> {
  const out = new Map<ObjectId, Characteristics>();
  for (const [id, c] of all) out.set(id, { ...c });
  return out;
}

/**
 * What applying `b` alone would change: copies of the characteristics of the objects it affects now, with its
 * modifications of this layer applied (objects it doesn't affect stay as they are).
 */
function changedBy(b: LayerEffect, layer: Layer, all: Map<ObjectId, Characteristics>, matches: Matcher): Map<ObjectId, Characteristics> {
  const changed = new Map<ObjectId, Characteristics>();
  const mods = modsOf(b, layer);
  for (const id of affectedNow(b, all, matches)) {
    const c = all.get(id);
    if (!c) continue;
    const copy = { ...c };
    for (const m of mods) applyMod(copy, m, id, all);
    changed.set(id, copy);
  }
  return changed;
}

/**
 * CR 613.8a — `a` depends on `b` (both in this layer) if applying `b` (`changed`: what it would change, computed
 * when needed) would change whether `a` exists (its source loses the ability) or which objects `a` applies to.
 * Only effects not yet locked can depend. A filter reads one object's characteristics only, so only the objects
 * `b` changes can enter or leave `a`'s affected set; `b` only adding types no filter of `a` names changes neither.
 * @simplification 613.8a's third criterion, "what it does to the things it applies to", is not checked: an
 * Exchange of Words never depends on a full-text effect on one of its creatures, so Exchange of Words and
 * Volrath's Shapeshifter apply exchange first (as seed 003 reads it) instead of forming a 613.8b loop.
 */
function dependsOn(
  a: LayerEffect, bMods: readonly Modification[], changedBy: () => Map<ObjectId, Characteristics>, all: Map<ObjectId, Characteristics>,
  locked: Map<string, ObjectId[]>, matches: Matcher, matchedBefore: Map<ObjectId, boolean>,
): boolean {
  if (locked.has(a.key)) return false; // it already applies to a fixed set (613.6)
  if (onlyAddsUnnamedTypes(bMods, Array.isArray(a.affected) ? {} : a.affected)) return false;
  const changed = changedBy();
  if (a.ability && changed.has(a.source)) {
    const had = all.get(a.source)?.abilities.includes(a.ability);
    const has = changed.get(a.source)!.abilities.includes(a.ability);
    if (had !== has) return true;
  }
  if (Array.isArray(a.affected)) return false;
  const f = a.affected as ObjectFilter;
  for (const [id, after] of changed) {
    let before = matchedBefore.get(id);
    if (before === undefined) matchedBefore.set(id, (before = matches(all.get(id)!, id, f, a.controller, a.source)));
    if (before !== matches(after, id, f, a.controller, a.source)) return true;
  }
  return false;
}

/** Whether a filter's list of types names one of the types added. */
function named(list: readonly string[] | undefined, added: readonly string[]): boolean {
  return !!list && added.some((t) => list.includes(t));
}

/**
 * Whether modifications that only add types and subtypes (Opalescence, Urborg) leave a filter's result as it was
 * on every object (a filter reads an added type only if it names it, and adding removes nothing), and every
 * object's abilities as they were.
 */
function onlyAddsUnnamedTypes(mods: readonly Modification[], f: ObjectFilter): boolean {
  return mods.every((m) => m.kind === 'addTypes' && !named(f.types, m.types) && !named(f.notTypes, m.types)
    && !named(f.subtypes, m.subtypes) && !named(f.notSubtypes, m.subtypes));
}

/**
 * CR 613.7, 613.8 — the order effects apply in within a layer: an effect waits for those it depends on;
 * otherwise timestamp order. In a dependency loop (613.8b) timestamp order decides.
 */
function order(effects: LayerEffect[], layer: Layer, all: Map<ObjectId, Characteristics>, locked: Map<string, ObjectId[]>, matches: Matcher): { e: LayerEffect; waitedFor: string[] }[] {
  const pending = [...effects].sort((x, y) => x.timestamp - y.timestamp);
  // Filters never look at power or toughness, so no effect of layer 7 can change another's affected set or existence.
  if (pending.length < 2 || layer.startsWith('7')) return pending.map((e) => ({ e, waitedFor: [] }));
  const changed = new Map<string, Map<ObjectId, Characteristics>>();
  const changedOf = (b: LayerEffect) => () => {
    let c = changed.get(b.key);
    if (!c) changed.set(b.key, (c = changedBy(b, layer, all, matches)));
    return c;
  };
  // Whether `a`'s filter matches an object as it is now doesn't depend on `b`: matched once per object for all the `b`s.
  const deps = new Map(pending.map((a) => {
    const matchedBefore = new Map<ObjectId, boolean>();
    return [a.key, pending.filter((b) => b !== a && dependsOn(a, modsOf(b, layer), changedOf(b), all, locked, matches, matchedBefore)).map((b) => b.key)];
  }));
  const out: { e: LayerEffect; waitedFor: string[] }[] = [];
  const done = new Set<string>();
  while (pending.length) {
    const free = pending.find((a) => deps.get(a.key)!.every((k) => done.has(k))) ?? pending[0]; // 613.8b loop: timestamp
    pending.splice(pending.indexOf(free), 1);
    done.add(free.key);
    out.push({ e: free, waitedFor: deps.get(free.key)!.filter((k) => done.has(k)) });
  }
  return out;
}

/**
 * The objects effect `e` applies to in `layer`; from layer 7a on, a filter's objects once per viewer (`byFilter`, see
 * `applyLayers`). Module-level, not a closure in `applyLayers`: tsx's keepNames costs a named closure an
 * Object.defineProperty each time.
 */
function affectedInLayer(e: LayerEffect, layer: Layer, all: Map<ObjectId, Characteristics>, matches: Matcher, byFilter: Map<ObjectFilter, Map<string, ObjectId[]>>): ObjectId[] {
  if (Array.isArray(e.affected) || !layer.startsWith('7')) return affectedNow(e, all, matches);
  const f = e.affected as ObjectFilter;
  const key = f.self || f.other ? `${e.controller} ${e.source}` : e.controller;
  let seenFilter = byFilter.get(f);
  if (!seenFilter) byFilter.set(f, (seenFilter = new Map()));
  let ids = seenFilter.get(key);
  if (!ids) seenFilter.set(key, (ids = affectedNow(e, all, matches)));
  return ids;
}

/**
 * CR 613.1–613.8 — applies continuous effects to the battlefield's characteristics, layer by layer.
 * `statics(all, layer)` gives the effects of static abilities with a modification in `layer`, as the objects
 * are at that point (abilities can be lost in layer 6); an effect that began to apply keeps applying to the same objects in later layers even if
 * its ability is gone (613.6). `between` runs rule-granted steps after a layer (305.6 land abilities after 4,
 * counters at the start of 7c).
 */
export function applyLayers(
  all: Map<ObjectId, Characteristics>,
  fixed: LayerEffect[],
  statics: (all: Map<ObjectId, Characteristics>, layer: Layer) => LayerEffect[],
  matches: Matcher,
  before: (layer: Layer, all: Map<ObjectId, Characteristics>) => void,
  record?: LayerStep[],
): void {
  const started = new Map<string, LayerEffect>();
  const locked = new Map<string, ObjectId[]>();
  // Filters read no power or toughness, so from layer 7a on the objects a filter matches stay the same: one
  // filter (the same ability on many permanents) is evaluated once per viewer.
  const byFilter = new Map<ObjectFilter, Map<string, ObjectId[]>>();
  for (const layer of LAYERS) {
    before(layer, all);
    const seen = new Set<string>();
    // CR 613.4c: every modification of layer 7c adds to power and toughness, so the order of those effects
    // doesn't matter: the effects that apply to the same objects (one filter, one viewer: the same list from
    // `affected`) are summed and applied once (not when each step is recorded for an explanation).
    const sums = layer === '7c' && !record ? new Map<ObjectId[], { power: number; toughness: number }>() : undefined;
    // CR 612.5, 612.6: a text change can give an object a text-changing static ability (Exchange of Words moving
    // Volrath's Shapeshifter's text): its effect applies in layer 3 too, after those that gave it, so look again.
    for (let again = true; again;) {
      const present = new Map<string, LayerEffect>();
      for (const e of [...fixed, ...statics(all, layer), ...started.values()]) {
        if (e.mods.some((m) => layerOf(m) === layer) && !present.has(e.key) && !seen.has(e.key)) present.set(e.key, e);
      }
      again = layer === '3' && present.size > 0;
      for (const { e, waitedFor } of order([...present.values()], layer, all, locked, matches)) {
        seen.add(e.key);
        // CR 613.6, 613.8: a static ability removed by an effect applied first (e.g. Blood Moon on Urborg) never begins to apply.
        if (e.ability && !started.has(e.key) && !all.get(e.source)?.abilities.includes(e.ability)) {
          record?.push({
            layer, effect: e.label(), timestamp: e.timestamp, dependsOn: waitedFor.map((k) => present.get(k)?.label() ?? k), affected: [e.source],
            skipped: 'its source lost the ability before the effect began to apply (613.6), to an effect applied first (613.8)', after: {},
          });
          continue;
        }
        const ids = locked.get(e.key) ?? affectedInLayer(e, layer, all, matches, byFilter);
        locked.set(e.key, ids);
        started.set(e.key, e);
        if (sums) {
          let sum = sums.get(ids);
          if (!sum) sums.set(ids, (sum = { power: 0, toughness: 0 }));
          for (const m of e.mods) if (m.kind === 'pt') { sum.power += m.power; sum.toughness += m.toughness; }
          continue;
        }
        applyEffect(e, ids, layer, all);
        if (record) {
          const after: Record<ObjectId, string> = {};
          for (const id of ids) if (all.has(id)) after[id] = summarize(all.get(id)!);
          record.push({ layer, effect: e.label(), timestamp: e.timestamp, dependsOn: waitedFor.map((k) => present.get(k)?.label() ?? k), affected: ids, after });
        }
      }
    }
    if (sums) {
      for (const [ids, sum] of sums) {
        const m: Modification = { kind: 'pt', ...sum };
        for (const id of ids) {
          const c = all.get(id);
          if (c) applyMod(c, m, id, all);
        }
      }
    }
  }
}

import type { AbilityDef, CardEntry, CdaCount, EnteredAs, Keyword, ObjectFilter, StaticEffect } from '../cards/definition';
import { stateConditionHolds } from '../effects/conditions';
import { applyLayers, layerOf, summarize, type Layer, type LayerEffect, type LayerStep } from './r613-layers';
import type { PrintedFace } from '../cards/printed';
import { manaValue } from '../mana/value';
import type { ManaCost, ManaType } from '../mana/types';
import type { Game } from '../state/draft';
import type { CharacteristicSet, ContinuousEffect, CopiableSource, FaceDownBy, GameObject, MergedComponent, Modification, ObjectId, PlayerId, TokenSpec } from '../state/types';
import { applyWordChanges, describeWordChange, fullTextOfTopOfGraveyard } from './r612-text';
import { formatManaCost } from '../mana/symbols';
import { addSagaIntrinsics, settleSagaIntrinsics } from './r714-sagas';
import { keepField, keepObject, reusedField, reusedObject } from './r613-memo';
import { asBestowed, bestowedEffects } from './r702-103-bestow';
import { reconfiguredEffects } from './r702-151-reconfigure';
import { dashedEffects } from './r702-109-dash';
import { unearthedEffects } from './r702-84-unearth';
import { impendingEffects } from './r702-176-impending';
import { CREATURE_TYPES } from './r205-3m-creature-types';

/** CR 109.3 — an object's current characteristics, plus its controller (layer 2), as computed by CR 613. */
export interface Characteristics extends TokenSpec {
  manaCost: ManaCost | null;
  loyalty: number | null;
  controller: PlayerId;
  /**
   * CR 722.2, 722.2b — its prepare spell (alternative characteristics): the card and set they come from, with
   * any word changes (612.2). Copiable; a full-text effect sets or removes it (612.6, seed 003).
   */
  prepareSpell?: CopiableSource;
  /**
   * Abilities that come neither from rules text, land types nor copiable effects affecting it: intrinsic
   * abilities (714.3a–b) and abilities a token-creating copy effect's exceptions gave a token (707.9). 305.7 as
   * written leaves them (seed 003).
   */
  notRulesText?: AbilityDef[];
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

/**
 * CR 708.2a, 702.37a, 701.40a — a face-down object is a 2/2 creature with no name, text, subtypes or mana
 * cost; CR 702.168a, 701.58a — one face down by disguise or cloak also has ward {2}.
 */
export function faceDownSpec(by: FaceDownBy | undefined): TokenSpec {
  const ward: AbilityDef = { kind: 'keyword', keyword: 'ward', cost: [{ kind: 'generic', amount: 2 }], text: 'Ward {2}' };
  const warded = by === 'disguise' || by === 'cloak';
  return {
    name: '', colors: [], supertypes: [], types: ['Creature'], subtypes: [], power: 2, toughness: 2,
    abilities: warded ? [ward] : [], text: warded ? 'Ward {2}' : '',
  };
}

/**
 * CR 613.2 (layer 1) — the object's copiable values: its printed characteristic set, or the values a
 * token definition or copy effect gave it (707.2) with the copy's exceptions (707.9); its face-down values
 * (708.2, 1b), or a merged permanent's merged values (730.2a).
 */
export function copiableValues(g: Game, o: GameObject): Characteristics {
  if (o.faceDown) return tokenCharacteristics(faceDownSpec(o.faceDownBy), o.controller);
  if (o.merged) return sourceValues(g, { card: o.merged[0].card, set: 'normal', components: o.merged.map(componentSource) }, o.controller);
  const copied = copyEffectSource(g, o); // 613.2a: a later copy effect replaces the values it entered with
  if (copied) return sourceValues(g, copied, o.controller);
  const src = o.base ?? { card: o.card, set: o.set };
  // @simplification An object's own "as enters" choice replaces one it copied (a Clone of Primal Plasma makes a new choice).
  return sourceValues(g, o.enteredAs ? { ...src, enteredAs: o.enteredAs } : src, o.controller);
}

/**
 * CR 613.2a, 613.7 — the copiable source the latest "becomes a copy" effect on the object gives it, if any: it
 * replaces the values the object was created or entered with (`base`) and every earlier copy effect.
 */
export function copyEffectSource(g: Game, o: GameObject): CopiableSource | undefined {
  let latest: ContinuousEffect | undefined;
  for (const e of g.s.effects) {
    if (e.mod.kind === 'copy' && e.affected.includes(o.id) && (!latest || e.timestamp > latest.timestamp)) latest = e;
  }
  return latest?.mod.kind === 'copy' ? latest.mod.source : undefined;
}

/** CR 707.2 — values an "as ... enters" ability set (power, toughness, added abilities) are copiable values. */
function applyEnteredAs(c: Characteristics, as: EnteredAs): void {
  c.power = as.power;
  c.toughness = as.toughness;
  c.abilities = [...c.abilities, ...as.keywords.map((k) => ({ kind: 'keyword', keyword: k }) as AbilityDef)];
}

/** CR 730.2 — the copiable source a merged permanent's component stands for. */
export function componentSource(c: MergedComponent): CopiableSource {
  return c.base ?? { card: c.card, set: 'normal' };
}

/** The characteristics a copiable source defines (printed card, token definition, copy with exceptions, merged components). */
function sourceValues(g: Game, src: CopiableSource, controller: PlayerId): Characteristics {
  const c: Characteristics = src.components
    ? mergedValues(src.components.map((cs) => sourceValues(g, cs, controller)))
    : src.token ? tokenCharacteristics(src.token, controller) : printedCharacteristics(g, src.card, src.set, controller);
  if (src.enteredAs) applyEnteredAs(c, src.enteredAs);
  // Seed 003 715.2c/720.2c (`adventureOmenCopyExceptions`): a copy effect's exceptions reach only the normal
  // characteristics, so a copy using an Adventure's or Omen's alternative ones has them as printed.
  const altSet = src.set === 'adventure' || src.set === 'omen';
  const ex = altSet && g.s.ruleset.adventureOmenCopyExceptions ? undefined : src.except;
  if (ex) {
    // CR 707.9d: an exception that gives power or toughness a value ("except it's 1/1", "its power and toughness
    // are equal to ...") doesn't copy a characteristic-defining ability that defines them (Tarmogoyf's).
    // (No card in the data has a CDA defining color or subtypes, the other values exceptions set.)
    if (ex.power !== undefined || ex.toughness !== undefined) c.abilities = c.abilities.filter((a) => !(a.kind === 'static' && a.effect.kind === 'definePT'));
    if (ex.name !== undefined) c.name = ex.name;
    if (ex.colors) c.colors = ex.colors;
    if (ex.types) c.types = ex.types;
    if (ex.subtypes) c.subtypes = ex.subtypes;
    if (ex.supertypes) c.supertypes = ex.supertypes;
    if (ex.addSubtypes) c.subtypes = [...c.subtypes, ...ex.addSubtypes.filter((t) => !c.subtypes.includes(t))];
    if (ex.addTypes) c.types = [...c.types, ...ex.addTypes.filter((t) => !c.types.includes(t))];
    if (ex.addSupertypes) c.supertypes = [...c.supertypes, ...ex.addSupertypes.filter((t) => !c.supertypes.includes(t))];
    if (ex.power !== undefined) c.power = ex.power;
    if (ex.toughness !== undefined) c.toughness = ex.toughness;
    if (ex.keywords) c.abilities = [...c.abilities, ...ex.keywords.map((k) => ({ kind: 'keyword', keyword: k as Keyword }) as AbilityDef)];
    if (ex.abilities) c.abilities = [...c.abilities, ...ex.abilities];
    if (ex.abilities && 'tokenExceptions' in src && src.tokenExceptions) c.notRulesText = [...ex.abilities];
    if (ex.removeSupertypes) c.supertypes = c.supertypes.filter((s) => !ex.removeSupertypes!.includes(s));
    if (ex.noManaCost) c.manaCost = null;
  }
  // CR 722.2b, 722.3c: the prepare spell is copiable and a copy effect's exceptions never reach it.
  if (!src.token && src.set !== 'prepare_spell' && g.cards.get(src.card)?.printed.alts.some((a) => a.role === 'prepare_spell')) {
    c.prepareSpell = { card: src.card, set: 'prepare_spell' };
  }
  applyWordChanges(c, src.wordChanges);
  return c;
}

/** CR 702.140e, 730.2a — the topmost component's characteristics, with the abilities of every component. */
function mergedValues(parts: Characteristics[]): Characteristics {
  return { ...parts[0], abilities: parts.flatMap((p) => p.abilities) };
}

/** CR 111.3 — a token has the characteristics its creating effect gave it, and no mana cost unless a copy gives it one. */
function tokenCharacteristics(t: TokenSpec, controller: PlayerId): Characteristics {
  return withDefiningKeywords({ ...t, manaCost: null, loyalty: null, controller });
}

/** The printed characteristics of a card's characteristic set. */
function printedCharacteristics(g: Game, card: string, set: CharacteristicSet, controller: PlayerId): Characteristics {
  const entry = g.cards.get(card);
  if (!entry) throw new Error(`unknown card ${card}`);
  const face = printedFace(entry, set);
  return withDefiningKeywords({
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
  });
}

/**
 * CR 604.3, 613.3 — keywords that are characteristic-defining abilities, in every zone: devoid makes the object colorless
 * (702.114a), changeling gives it every creature type (702.73a). Such an ability is printed or part of a token's definition
 * (604.3a) and applies before the other effects of its layer (613.3), which may then change those values.
 */
function withDefiningKeywords(c: Characteristics): Characteristics {
  if (hasKeywordAbility(c.abilities, 'devoid')) c.colors = [];
  if (hasKeywordAbility(c.abilities, 'changeling')) c.subtypes = [...c.subtypes, ...CREATURE_TYPES.filter((t) => !c.subtypes.includes(t))];
  return c;
}

/**
 * CR 613 — an object's current characteristics. Battlefield objects are computed together, layer by
 * layer, so static abilities see the others as they are; the result is memoised until the next write.
 */
export function characteristics(g: Game, id: ObjectId): Characteristics {
  const hit = g.field?.get(id) ?? g.chars.get(id);
  if (hit) return hit;
  const o = g.s.objects[id];
  if (o.zone === 'battlefield') return computeBattlefield(g).get(id)!;
  const kept = reusedObject(g, o);
  if (kept) {
    g.chars.set(id, kept);
    return kept;
  }
  const { c, counts } = offBattlefield(g, o);
  g.chars.set(id, c);
  if (!counts) keepObject(g, o, c);
  return c;
}

/**
 * CR 601.3e, 709.3a, 715.3a, 718.3a — the characteristics an object off the battlefield would have with another
 * of its characteristic sets (a split half, an Adventure, a prototype), with the continuous effects that would
 * apply to it then (a granted flashback): what is evaluated to see whether it can be cast that way.
 */
export function characteristicsAs(g: Game, id: ObjectId, set: CharacteristicSet): Characteristics {
  const o = g.s.objects[id];
  if (o.set === set && (!o.base || o.base.set === set)) return characteristics(g, id);
  return offBattlefield(g, { ...o, set, ...(o.base ? { base: { ...o.base, set } } : {}) }).c;
}

/** CR 613 — the characteristics of an object off the battlefield; `counts`: a characteristic-defining count read the graveyards. */
function offBattlefield(g: Game, o: GameObject): { c: Characteristics; counts: boolean } {
  let c = copiableValues(g, o);
  if (o.bestowed) c = asBestowed(c, o.id); // 702.103b: a bestowed Aura spell
  for (const e of g.s.effects) {
    if (!e.affected.includes(o.id)) continue;
    // CR 612.2: a text change of a spell (Alter Reality targets a spell or a permanent).
    if (e.mod.kind === 'replaceWord') applyWordChanges(c, [e.mod.change]);
    // CR 611.2c, 613.1f: a resolved effect giving a card elsewhere an ability (a graveyard card gains flashback, a
    // spell copy gains haste).
    if (e.mod.kind === 'addAbility') c.abilities = [...c.abilities, e.mod.ability];
    if (e.mod.kind === 'addKeywords') c.abilities = [...c.abilities, ...e.mod.keywords.map((keyword) => ({ kind: 'keyword', keyword }) as AbilityDef)];
  }
  addLandTypeAbilities(c);
  let counts = false;
  for (const ab of c.abilities) {
    if (ab.kind === 'static' && ab.effect.kind === 'definePT') {
      applyDefinePT(c, definedPT(g, ab.effect)); // 604.3: in every zone
      counts = true;
    }
  }
  applyCounters(c, o);
  return { c, counts };
}

/** CR 604.3 — the number a characteristic-defining ability counts. */
function cdaCount(g: Game, count: CdaCount): number {
  // "card types among cards in all graveyards" (Tarmogoyf): card types only (205.2a), from each card's copiable
  // values (no effect changes types outside the battlefield here, and a graveyard card's own CDA can't change them).
  const types = new Set<string>();
  for (const p of g.s.order) for (const id of g.s.players[p].graveyard) for (const t of copiableValues(g, g.s.objects[id]).types) types.add(t);
  return types.size;
}

/** CR 613.4a — the power and toughness a `definePT` characteristic-defining ability gives. */
function definedPT(g: Game, fx: Extract<StaticEffect, { kind: 'definePT' }>): Extract<Modification, { kind: 'definePT' }> {
  const n = cdaCount(g, fx.count);
  return { kind: 'definePT', power: n + fx.power, toughness: n + fx.toughness };
}

function applyDefinePT(c: Characteristics, m: { power: number; toughness: number }): void {
  c.power = m.power;
  c.toughness = m.toughness;
}

/** CR 305.6 — each basic land type has an intrinsic mana ability. */
const BASIC_LAND_MANA: Record<string, ManaType> = { Plains: 'W', Island: 'U', Swamp: 'B', Mountain: 'R', Forest: 'G' };
/** CR 205.3i — the basic land types. */
export const BASIC_LAND_TYPES = Object.keys(BASIC_LAND_MANA);
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
  if (f.name !== undefined && c.name !== f.name) return false;
  if (f.notTypes && f.notTypes.some((t) => c.types.includes(t))) return false;
  if (f.subtypes && !f.subtypes.some((t) => c.subtypes.includes(t))) return false;
  if (f.notSubtypes && f.notSubtypes.some((t) => c.subtypes.includes(t))) return false;
  if (f.supertypes && !f.supertypes.some((t) => c.supertypes.includes(t))) return false;
  if (f.notSupertypes && f.notSupertypes.some((t) => c.supertypes.includes(t))) return false;
  if (f.colors && !f.colors.some((col) => c.colors.includes(col))) return false;
  if (f.notColors && f.notColors.some((col) => c.colors.includes(col))) return false;
  if (f.controller === 'you' && c.controller !== viewer) return false;
  if (f.controller === 'opponent' && c.controller === viewer) return false;
  if (f.owner === 'you' && o.owner !== viewer) return false;
  if (f.owner === 'notYou' && o.owner === viewer) return false;
  if (f.other && o.id === sourceId) return false;
  if (f.maxManaValue !== undefined && manaValue(c.manaCost, o.zone === 'stack' ? x : 0) > f.maxManaValue) return false;
  if (f.manaCosts && (!c.manaCost || !f.manaCosts.includes(formatManaCost(c.manaCost)))) return false;
  if (f.minManaValue !== undefined && manaValue(c.manaCost, o.zone === 'stack' ? x : 0) < f.minManaValue) return false;
  if (f.self && o.id !== sourceId) return false;
  if (f.withCounter && !(o.counters[f.withCounter] > 0)) return false;
  if (f.token !== undefined && (o.kind === 'token') !== f.token) return false;
  if (f.minPower !== undefined && (c.power === null || c.power < f.minPower)) return false;
  if (f.maxPower !== undefined && (c.power === null || c.power > f.maxPower)) return false;
  if (f.maxToughness !== undefined && (c.toughness === null || c.toughness > f.maxToughness)) return false;
  if (f.minToughness !== undefined && (c.toughness === null || c.toughness < f.minToughness)) return false;
  if (f.keyword && !hasKeywordAbility(c.abilities, f.keyword)) return false;
  if (f.multicolored && c.colors.length < 2) return false;
  if (f.tapped !== undefined && o.tapped !== f.tapped) return false;
  if (f.xInManaCost && !c.manaCost?.some((sym) => sym.kind === 'variable' && sym.name === 'X')) return false;
  if (f.anyOf && !f.anyOf.some((alt) => matchesFilter(c, o, alt, viewer, sourceId, x))) return false;
  return true;
}

/**
 * The continuous effects of static abilities (604.1) with a modification in `layer`, as the permanents are now
 * (`all`); notes in `reads` when one of them reads more than the battlefield (r613-memo.ts).
 * @simplification Each has its object's timestamp; 613.7a gives an ability an effect granted (Exchange of
 * Words moving a static ability to another creature) that effect's timestamp when it is later.
 */
function staticEffects(g: Game, all: Map<ObjectId, Characteristics>, layer: Layer, reads: { beyondBattlefield: boolean }): LayerEffect[] {
  const out: LayerEffect[] = [];
  for (const [srcId, sc] of all) {
    const src = g.s.objects[srcId];
    if (src.phasedOut) continue;
    for (const ab of sc.abilities) {
      if (ab.kind !== 'static') continue;
      const fx = ab.effect;
      if (!staticTouches(fx, layer)) continue;
      if ((fx.kind === 'continuous' && fx.condition) || fx.kind === 'fullTextOfTopOfGraveyard' || fx.kind === 'definePT') reads.beyondBattlefield = true;
      const common = { key: `${srcId}:${ab.text}`, timestamp: src.timestamp, source: srcId, controller: sc.controller, label: staticLabel(sc.name, ab.text), ability: ab };
      if (fx.kind === 'continuous') {
        // 611.3a: "as long as" — the effect applies only while its condition holds (graveyard counts and the
        // like, which don't depend on the characteristics being computed).
        if (!fx.condition || stateConditionHolds(g, fx.condition, sc.controller, srcId)) out.push({ ...common, mods: fx.mods.map((m) => withRuleset(g, m)), affected: fx.affects });
      } else if (fx.kind === 'fullTextOfTopOfGraveyard') {
        const mod = fullTextOfTopOfGraveyard(g, sc.controller, fx.filter, fx.added, fx.addedText);
        if (mod) out.push({ ...common, label: staticLabel(sc.name, `${ab.text} (${mod.of})`), mods: [mod], affected: [srcId] });
      } else if (fx.kind === 'pumpPerCount') {
        let n = 0;
        for (const [id, c] of all) if (!g.s.objects[id].phasedOut && matchesFilter(c, g.s.objects[id], { ...fx.filter, controller: 'you' }, sc.controller, srcId)) n++;
        out.push({ ...common, mods: [{ kind: 'pt', power: n * fx.power, toughness: n * fx.toughness }], affected: [srcId] });
      }
      else if (fx.kind === 'definePT') out.push({ ...common, mods: [definedPT(g, fx)], affected: [srcId] }); // 604.3, 613.4a
      else if (fx.kind === 'chosenNameGains') {
        const ids = src.chosenName ? [...all].filter(([id, c]) => c.name === src.chosenName && matchesFilter(c, g.s.objects[id], fx.filter, sc.controller, srcId)).map(([id]) => id) : [];
        if (ids.length) out.push({ ...common, mods: [{ kind: 'addAbility', ability: fx.ability }], affected: ids });
      }
      else if (fx.kind === 'anthem') out.push({ ...common, mods: [{ kind: 'pt', power: fx.power, toughness: fx.toughness }], affected: fx.filter });
      else if (fx.kind === 'attached' && src.attachedTo && all.has(src.attachedTo)) {
        // CR 303.4, 301.5: "enchanted/equipped creature gets ... and has ...", with the attachment's timestamp (613.7e).
        const mods: Modification[] = [];
        if (fx.control) mods.push({ kind: 'control', player: sc.controller }); // "You control enchanted creature" (layer 2)
        if (fx.keywords?.length) mods.push({ kind: 'addKeywords', keywords: fx.keywords });
        if (fx.power || fx.toughness) mods.push({ kind: 'pt', power: fx.power, toughness: fx.toughness });
        if (fx.mods) mods.push(...fx.mods);
        out.push({ ...common, mods, affected: [src.attachedTo] });
      }
    }
  }
  return out;
}

/** Whether a static ability's effect has a modification in `layer` (the layers `staticEffects` builds for each kind). */
function staticTouches(fx: StaticEffect, layer: Layer): boolean {
  switch (fx.kind) {
    case 'continuous': return fx.mods.some((m) => layerOf(m) === layer);
    case 'fullTextOfTopOfGraveyard': return layer === '3';
    case 'pumpPerCount': case 'anthem': return layer === '7c';
    case 'definePT': return layer === '7a';
    case 'chosenNameGains': return layer === '6';
    case 'attached':
      return (!!fx.control && layer === '2') || (!!fx.keywords?.length && layer === '6') || (!!(fx.power || fx.toughness) && layer === '7c')
        || !!fx.mods?.some((m) => layerOf(m) === layer);
    default: return false;
  }
}

/** A modification as the ruleset reads it: 305.7 under `bloodMoonRemovesAll` removes every ability. */
function withRuleset(g: Game, m: Modification): Modification {
  return m.kind === 'setLandTypes' && g.s.ruleset.bloodMoonRemovesAll ? { ...m, removesAll: true } : m;
}

/** Continuous effects of resolved spells and abilities (611.2), with their locked-in affected objects (611.2c). */
function resolvedEffects(g: Game): LayerEffect[] {
  return g.s.effects.filter((e) => !['copy', 'tokenControl', 'noPrevention', 'prevention', 'replacement', 'cantBlock', 'cantBeBlocked', 'detained', 'goaded'].includes(e.mod.kind)).map((e) => ({
    key: e.id, timestamp: e.timestamp, source: e.source, controller: e.controller, mods: [withRuleset(g, e.mod)], affected: e.affected,
    label: resolvedLabel(g, e),
  }));
}

/**
 * An explanation's label of an effect, made only when an explanation asks. (Returned from a function rather than
 * written in an object literal: tsx's keepNames costs a named closure an Object.defineProperty each.)
 */
function resolvedLabel(g: Game, e: ContinuousEffect): () => string {
  return () => `${g.s.objects[e.source] || g.s.lki[e.source] ? nameOfSource(g, e.source) : 'an effect'}: ${e.mod.kind}${e.mod.kind === 'replaceWord' ? ` ${describeWordChange(e.mod.change)}` : ''}`;
}

/** The label of a static ability's effect (as `resolvedLabel`). */
function staticLabel(name: string, text: string): () => string {
  return () => `${name}: ${text}`;
}

function nameOfSource(g: Game, id: ObjectId): string {
  return g.s.objects[id] ? copiableValues(g, g.s.objects[id]).name : g.s.lki[id]?.name ?? id;
}

/** Static abilities that create no continuous effect on characteristics (replacement, cost, rule-changing effects). */
const NO_LAYER_EFFECT: readonly StaticEffect['kind'][] = ['enters', 'costChange', 'selfCostReduction', 'cantBlock', 'cantAttack', 'doesntUntap', 'noLegendRule', 'cantCastChosen', 'cantActivateChosen', 'blockOnlyFlyers', 'cantBeCopied'];

/**
 * CR 613 — computes every permanent's characteristics together, layer by layer (r613-layers.ts): copiable
 * values (layer 1), then control, text, type (with the 305.6 land abilities after it), color, ability and
 * power/toughness effects, each layer's effects in dependency and timestamp order (613.7, 613.8).
 */
function computeBattlefield(g: Game, record?: LayerStep[]): Map<ObjectId, Characteristics> {
  if (!record) {
    const kept = reusedField(g);
    if (kept) return (g.field = kept);
  }
  const all = new Map<ObjectId, Characteristics>();
  for (const id of g.s.battlefield) all.set(id, copiableValues(g, g.s.objects[id]));
  // CR 702.103b, 702.109a, 702.84a, 702.176a, 702.151b — what being bestowed, dashed, unearthed, impending or attached with reconfigure does to a permanent, with its timestamp.
  const status = [...bestowedEffects(g), ...dashedEffects(g), ...unearthedEffects(g), ...impendingEffects(g, all), ...reconfiguredEffects(g)];
  const layered = g.s.effects.length > 0 || status.length > 0 || someHasLayerStatic(all);
  if (!layered && !record) {
    for (const [id, c] of all) withRulesOnly(g, c, g.s.objects[id]);
    keepField(g, all);
    return (g.field = all);
  }
  // CR 714.3a–b: a Saga's intrinsic abilities are there before type-changing effects (305.7) and follow later
  // changes to read ahead or its chapter abilities (layer 6).
  const intrinsic = new Map<ObjectId, readonly AbilityDef[]>();
  const reads = { beyondBattlefield: false };
  // (Arrow functions passed as arguments: a named one costs tsx's keepNames an Object.defineProperty per call.)
  applyLayers(all, [...resolvedEffects(g), ...status], (now, layer) => staticEffects(g, now, layer, reads), (c, id, f, viewer, source) => {
    // 506.4: "attacking creatures" — combat status, which the battlefield memo doesn't follow.
    if (f.attacking !== undefined) reads.beyondBattlefield = true;
    return !g.s.objects[id].phasedOut && matchesFilter(c, g.s.objects[id], f, viewer, source) && (f.attacking === undefined || !!g.s.turn.combat?.attackers[id] === f.attacking);
  }, (layer, now) => {
    if (layer === '4') {
      for (const [id, c] of now) {
        const added = addSagaIntrinsics(g, c);
        if (!added.length) continue;
        intrinsic.set(id, added);
        record?.push(ruleStep('4', id, c, 'a Saga has its intrinsic lore-counter abilities, before type-changing effects', '714.3a–b'));
      }
    }
    if (layer === '5') for (const c of now.values()) addLandTypeAbilities(c);
    if (layer === '7a') {
      for (const [id, c] of now) {
        const before = c.abilities;
        settleSagaIntrinsics(g, c, intrinsic.get(id));
        if (c.abilities !== before) record?.push(ruleStep('6', id, c, 'its intrinsic abilities follow read ahead and its chapter abilities as layer 6 left them', '714.3a–b'));
      }
    }
    if (layer === '7c') for (const [id, c] of now) applyCounters(c, g.s.objects[id]);
  }, record);
  if (!record && !reads.beyondBattlefield) keepField(g, all);
  return (g.field = all);
}

/** Whether any of the permanents has a static ability that creates a continuous effect (without copying the list). */
function someHasLayerStatic(all: Map<ObjectId, Characteristics>): boolean {
  for (const c of all.values()) if (hasLayerStatic(c)) return true;
  return false;
}

/** Whether an object has a static ability that creates a continuous effect on characteristics (613). */
function hasLayerStatic(c: Characteristics): boolean {
  return c.abilities.some((ab) => ab.kind === 'static' && !NO_LAYER_EFFECT.includes(ab.effect.kind));
}

/**
 * With no continuous effect anywhere, only the rules' own steps apply to copiable values: a Saga's intrinsic
 * abilities (714.3a–b), the 305.6 land abilities and counters (613.4c).
 */
function withRulesOnly(g: Game, c: Characteristics, o: GameObject): Characteristics {
  addSagaIntrinsics(g, c);
  addLandTypeAbilities(c);
  applyCounters(c, o);
  return c;
}

/** An explanation step the rules take themselves (no effect, no timestamp). */
function ruleStep(layer: LayerStep['layer'], id: ObjectId, c: Characteristics, effect: string, rule: string): LayerStep {
  return { layer, effect, timestamp: 0, dependsOn: [], affected: [id], after: { [id]: summarize(c) }, rule };
}

/**
 * CR 614.12 — the characteristics of a permanent as it would exist on the battlefield, with the continuous
 * effects that already exist and its own static abilities applied: it is placed there, newest, in a scratch
 * copy of the state and the battlefield is computed once.
 */
export function prospectiveCharacteristics(g: Game, o: GameObject): Characteristics {
  const id = o.id || 'entering token';
  const entering = { ...o, id, zone: 'battlefield' as const, timestamp: g.s.nextTimestamp };
  const own = copiableValues(g, entering);
  // The common case, without the scratch state: no continuous effect exists, on it or on the battlefield.
  if (!g.s.effects.length && !entering.bestowed && !hasLayerStatic(own) && !g.s.battlefield.some((b) => b !== id && hasLayerStatic(characteristics(g, b)))) {
    return withRulesOnly(g, own, entering);
  }
  const s = { ...g.s, objects: { ...g.s.objects, [id]: entering }, battlefield: [...g.s.battlefield.filter((b) => b !== id), id] };
  return computeBattlefield({ ...g, s, chars: new Map(), field: undefined }).get(id)!;
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
  return hasKeywordAbility(characteristics(g, id).abilities, k);
}

/**
 * Whether a list of abilities has keyword `k` (a module-level function rather than a closure in its callers: the
 * workspace runs through tsx, whose `keepNames` makes every named closure cost an `Object.defineProperty` per call).
 */
export function hasKeywordAbility(abilities: readonly AbilityDef[], k: Keyword): boolean {
  for (const a of abilities) if (a.kind === 'keyword' && a.keyword === k) return true;
  return false;
}

/** CR 108.4 / 613.1b — an object's current controller (after control-changing effects). */
export function controllerOf(g: Game, id: ObjectId): PlayerId {
  return characteristics(g, id).controller;
}

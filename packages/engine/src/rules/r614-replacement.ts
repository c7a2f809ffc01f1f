import type { EntersEffect } from '../cards/definition';
import type { Answer } from '../decisions';
import { actionError, type ActionError } from '../errors';
import { emit, list, nameOf, newTimestamp, obj, playerName, type Game } from '../state/draft';
import type { CharacteristicOverrides, ContinuousEffect, Entering, GameObject, ObjectId, PlayerId } from '../state/types';
import { createObject, moveObject, type MoveOptions } from './r400-zones';
import { fireTrigger } from './r603-triggers';
import { becomePrepared } from './r722-prepare';
import { characteristics, copiableValues, matchesFilter, prospectiveCharacteristics, type Characteristics } from './r613-characteristics';
import { CREATURE_TYPES } from './r205-3m-creature-types';
import { chapterChoiceRange, loreCountersPut } from './r714-sagas';
import { countersPut } from './r122-counters';
import { copiableSourceOf } from './r707-copy';
import { chooseableNames, omenNameChosen } from './r201-names';
import { randomInt } from '../state/rng';
import { replaced, replacementDecision, type ReplaceableEvent } from './r614-events';
import { timesKicked } from './r702-keywords';
import { withRepresentedAbilities } from './r702-represented-abilities';
import { colorsSpentOn } from './r601-2h-mana-spent';
import { stateConditionHolds } from '../effects/conditions';

/**
 * CR 614.1c–614.1e, 614.12, 616.1b–d — replacement effects that modify how a permanent enters the battlefield.
 * Replacement and prevention effects on every other event ("if ... would ..., instead", 614.1a; 615) are in
 * r614-events.ts.
 */

/** A replacement effect that modifies how a permanent enters (CR 614.1c), with the key 614.5 tracks. */
interface EntersReplacement {
  key: string;
  source: ObjectId;
  text: string;
  effect: EntersEffect;
  /** The rules of an intrinsic effect the rules give (306.5b), when not the card's own ability. */
  rules?: string[];
}

/** Effects that don't interact: applying them in either order gives the same result (tapped, counters). */
const COMMUTING: readonly EntersEffect['kind'][] = ['tapped', 'counters', 'prepared'];

/**
 * CR 614.12 — the replacement effects that apply to a permanent about to enter: its own "enters"/"as
 * enters" abilities, judged on what it will be on the battlefield, and other permanents' effects on
 * entering objects that match their filter.
 */
/** The object as it will be on the battlefield: an existing object moving there, or a token being created (111.1). */
function prospect(g: Game, e: Entering): GameObject {
  if (!e.token) {
    const o = g.s.objects[e.object];
    // CR 708.3: an object put onto the battlefield face down is turned face down before it enters.
    return { ...o, set: e.opts.set ?? 'normal', zone: 'battlefield', base: e.opts.base ?? o.base, faceDown: !!e.opts.faceDown, faceDownBy: e.opts.faceDown };
  }
  return {
    id: '', origin: '', kind: 'token', owner: e.token.owner, controller: e.opts.controller ?? e.token.owner, zone: 'battlefield',
    card: e.token.base.card, set: 'normal', base: e.token.base, timestamp: 0, tapped: false, faceDown: false, phasedOut: false,
    controlledSince: g.s.turn.number, damage: 0, deathtouchDamage: false, counters: {}, attachedTo: null, prepared: false,
  };
}

/** CR 614.12 — its characteristics as it would exist on the battlefield, with the replacements applied so far. */
function prospectCharacteristics(g: Game, e: Entering): Characteristics {
  const o = prospect(g, e);
  return prospectiveCharacteristics(g, { ...o, controller: e.opts.controller ?? o.owner, counters: { ...(e.opts.counters ?? {}) } });
}

/**
 * Adds to `out` the "enters" replacement effects of `source` (characteristics `c`) that apply to entering object `o`
 * (characteristics `future`) and haven't applied yet; `self`: `source` is the entering object. (Module-level: a named
 * closure in `applicable` cost tsx's keepNames an Object.defineProperty per entering permanent.)
 */
function collect(out: EntersReplacement[], e: Entering, o: GameObject, future: Characteristics, source: ObjectId, c: Characteristics, self: boolean): void {
  const abilities = withRepresentedAbilities(c.abilities);
  for (let i = 0; i < abilities.length; i++) {
    const ab = abilities[i];
    if (ab.kind !== 'static' || ab.effect.kind !== 'enters') continue;
    const who = ab.effect.who;
    if (who === 'self' ? !self : self || !matchesFilter(future, o, who, c.controller, source)) continue;
    // An entering copy's abilities replace its own (707.5): the text keeps a copied ability apart from the one it replaced (614.5).
    const key = `${source}:${i}:${ab.text}`;
    if (!e.applied.includes(key)) out.push({ key, source, text: ab.text, effect: ab.effect.effect });
  }
}

function applicable(g: Game, e: Entering): EntersReplacement[] {
  const o = prospect(g, e);
  const future = prospectCharacteristics(g, e);
  const out: EntersReplacement[] = [];
  collect(out, e, o, future, e.object || 'new token', future, true);
  // CR 306.5b: a planeswalker's intrinsic "This permanent enters with loyalty counters equal to its printed loyalty".
  if (future.types.includes('Planeswalker') && future.loyalty !== null && !e.applied.includes('306.5b')) {
    out.push({ key: '306.5b', source: e.object || 'new token', text: `enters with ${future.loyalty} loyalty counters`, effect: { kind: 'counters', counters: { loyalty: future.loyalty } }, rules: ['306.5b', '614.1c'] });
  }
  for (const id of g.s.battlefield) if (!g.s.objects[id].phasedOut) collect(out, e, o, future, id, characteristics(g, id), false);
  // CR 614.1c: effects of resolved abilities on how this permanent spell enters ("that creature enters with ...").
  (e.token ? [] : g.s.objects[e.object].entersWith ?? []).forEach((w, i) => {
    const key = `entersWith:${i}`;
    if (!e.applied.includes(key)) out.push({ key, source: w.source, text: w.text, effect: { kind: 'counters', counters: w.counters } });
  });
  return out;
}

/**
 * CR 614.1c — a resolving ability's "that creature enters with N additional <counter> counters on it": the
 * permanent spell `spell` keeps the effect until it resolves; it applies as the permanent it becomes enters.
 */
export function addEntersWithCounters(g: Game, spell: ObjectId, source: ObjectId, counter: string, n: number): void {
  const text = `${nameOf(g, spell)} enters with ${n} additional ${counter} counter(s)`;
  const o = obj(g, spell);
  o.entersWith = [...(o.entersWith ?? []), { source, text, counters: { [counter]: n } }];
  emit(g, { kind: 'effect', rules: ['614.1c'], object: spell, text: `${nameOf(g, source)}: ${text}` });
}

/**
 * CR 614.1c, 614.12, 616.1 — moves a permanent onto the battlefield, first applying the replacement effects
 * that modify how it enters. When several apply and their order matters, the entering object's controller
 * chooses which to apply first (616.1, 616.1e); "as enters, choose" effects ask their choice. Returns true
 * when a decision pends; `g.s.entering` then holds the move, and `finish` runs once it has entered.
 */
export function enterBattlefield(g: Game, id: ObjectId, opts: MoveOptions, resume: Entering['resume'], rules: string[]): boolean {
  return proceedEntering(g, { object: id, opts: { ...opts }, applied: [], chosen: {}, resume, rules });
}

function proceedEntering(g: Game, entering: Entering): boolean {
  // The pending move may come from the previous state: never write into it (DESIGN 2).
  let e: Entering = { ...entering, opts: { ...entering.opts } };
  const controller = e.opts.controller ?? g.s.objects[e.object].owner;
  for (;;) {
    const list = applicable(g, e);
    if (!list.length) break;
    // CR 616.1c: an effect that makes it enter as a copy applies before other replacement effects (616.1d).
    let next = list.find((r) => r.key === e.next) ?? list.find((r) => r.effect.kind === 'copyOf') ?? null;
    if (!next && list.length > 1 && !list.every((r) => COMMUTING.includes(r.effect.kind))) {
      g.s.entering = e;
      g.s.pending = {
        id: g.s.seq, player: controller, rule: '616.1', prompt: `${playerName(g, controller)} chooses which replacement effect applies first to ${nameOf(g, e.object)} entering`,
        kind: 'orderReplacements', options: list.map((r) => `${nameOf(g, r.source)}: ${r.text}`), keys: list.map((r) => r.key), suggested: 0,
      };
      return true;
    }
    next ??= list[0];
    const fx = next.effect;
    if (fx.kind === 'copyOf' && !fx.ofEnchanted && e.chosen[next.key] === undefined) {
      const options = g.s.battlefield.filter((id) => !g.s.objects[id].phasedOut && matchesFilter(characteristics(g, id), g.s.objects[id], fx.filter, controller));
      g.s.entering = { ...e, next: next.key };
      g.s.pending = {
        id: g.s.seq, player: controller, rule: '707.5', prompt: `${playerName(g, controller)}: ${next.text} (choose one, or none)`,
        kind: 'chooseObjects', purpose: 'enter as a copy of', options, min: 0, max: 1, ordered: false, suggested: [],
      };
      return true;
    }
    if (fx.kind === 'revealForCounters' && e.chosen[next.key] === undefined) {
      const options = amplifiable(g, e, controller);
      if (!options.length) {
        e = { ...e, chosen: { ...e.chosen, [next.key]: 0 } };
        continue;
      }
      g.s.entering = { ...e, next: next.key };
      g.s.pending = {
        id: g.s.seq, player: controller, rule: '702.38a', prompt: `${playerName(g, controller)}: ${next.text} (reveal any number)`,
        kind: 'chooseObjects', purpose: AMPLIFY, options, min: 0, max: options.length, ordered: false, suggested: [],
      };
      return true;
    }
    if (fx.kind === 'chooseName' && e.chosen[next.key] === undefined) {
      const options = chooseableNames(g, fx.filter, controller);
      g.s.entering = { ...e, next: next.key };
      g.s.pending = {
        id: g.s.seq, player: controller, rule: '201.4', prompt: `${playerName(g, controller)}: ${next.text}`,
        kind: 'chooseName', options, suggested: options[0] ?? '',
      };
      return true;
    }
    if (fx.kind === 'chooseChapter' && e.chosen[next.key] === undefined) {
      // CR 702.155b, 714.3b (seed 003: 714.3a): "choose a number between one and this Saga's final chapter number".
      const range = chapterChoiceRange(prospectCharacteristics(g, e));
      if (range.silent) emit(g, { kind: 'rulesSilent', rules: ['714.3b', '714.2d'], object: next.source, rulesSilent: true, text: `${nameOf(g, e.object)} has no chapter abilities: "a number between one and 0" — the engine offers 0 or 1 (seed 003)` });
      g.s.entering = { ...e, next: next.key };
      g.s.pending = {
        id: g.s.seq, player: controller, rule: fx.lore ? '714.3a' : '714.3b', prompt: `${playerName(g, controller)}: ${next.text}`,
        kind: 'chooseNumber', min: range.min, max: range.max, suggested: range.max,
      };
      return true;
    }
    if (fx.kind === 'becomeChoice' && e.chosen[next.key] === undefined) {
      if (fx.by === 'coinFlip') {
        // CR 705.1, 705.2: a coin flip that cares only about heads or tails: no call, nobody wins or loses it.
        const heads = randomInt(g.s.rng, 2) === 0;
        emit(g, { kind: 'coinFlip', rules: ['705.2'], player: controller, text: `${playerName(g, controller)} flips a coin for ${nameOf(g, next.source)}: ${heads ? 'heads' : 'tails'}` });
        e = { ...e, chosen: { ...e.chosen, [next.key]: heads ? 0 : 1 } };
        continue;
      }
      g.s.entering = { ...e, next: next.key };
      g.s.pending = {
        id: g.s.seq, player: controller, rule: '614.12', prompt: `${playerName(g, controller)}: ${next.text}`,
        kind: 'chooseOption', options: fx.options.map((o) => o.text), suggested: 0,
      };
      return true;
    }
    if (fx.kind === 'extraCounterChoice' && e.chosen[next.key] === undefined) {
      g.s.entering = { ...e, next: next.key };
      g.s.pending = {
        id: g.s.seq, player: controller, rule: fx.orHaste ? '702.136a' : '702.98a', prompt: `${playerName(g, controller)}: ${next.text}`,
        kind: 'chooseOption', options: extraCounterOptions(fx), suggested: 0,
      };
      return true;
    }
    if (fx.kind === 'chooseNumber' && e.chosen[next.key] === undefined) {
      g.s.entering = { ...e, next: next.key };
      g.s.pending = {
        id: g.s.seq, player: controller, rule: '614.12', prompt: `${playerName(g, controller)}: ${next.text}`,
        kind: 'chooseNumber', min: fx.min, max: fx.max, suggested: fx.min,
      };
      return true;
    }
    applyOne(g, e, next);
    e = { ...e, applied: [...e.applied, next.key], next: undefined }; // 614.5: each applies once
  }
  // CR 616.1, 122.6: where the order of the effects on the counters it enters with matters, its controller chooses.
  const counterDecision = replacementDecision(g, enteringCounterEvents(g, e, controller), e.counterOrder ?? []);
  if (counterDecision) {
    g.s.entering = { ...e, counterOrder: e.counterOrder ?? [] };
    g.s.pending = counterDecision;
    return true;
  }
  g.s.entering = null;
  // CR 111.1: tokens one instruction creates are created at once: each one's replacement effects are settled first.
  const group = e.together;
  if (group?.waiting.length) {
    const [next, ...waiting] = group.waiting;
    return proceedEntering(g, { ...next, resume: e.resume, together: { settled: [...group.settled, { ...e, together: undefined }], waiting } });
  }
  const all = [...(group?.settled ?? []), e];
  const ids = all.map((each) => enter(g, each));
  all.forEach((each, i) => { if (each.token) fireTrigger(g, { type: 'enters', object: ids[i] }); }); // 603.6a: each sees the others enter
  return false;
}

/**
 * What emits the event of a permanent entering. (Returned from a function: a closure named in `enter` would cost
 * tsx's keepNames an Object.defineProperty per permanent entering.)
 */
function announcer(g: Game, e: Entering, controller: PlayerId): (id: ObjectId) => void {
  return (id) => emit(g, { kind: 'enter', rules: e.rules, object: id, text: `${nameOf(g, id)} enters the battlefield under ${playerName(g, controller)}'s control${e.opts.tapped ? ' tapped' : ''}` });
}

/** Puts a permanent whose replacement effects are settled onto the battlefield. */
function enter(g: Game, e: Entering): ObjectId {
  const controller = e.opts.controller ?? e.token?.owner ?? g.s.objects[e.object].owner;
  if (e.opts.counters || e.opts.countersIf) e.opts.counters = countersAsItEnters(g, e, controller);
  const announce = announcer(g, e, controller);
  const nid = e.token ? createToken(g, e) : moveObject(g, e.object, 'battlefield', { ...e.opts, announce }); // 603.2: the event, then its triggers
  if (e.token) announce(nid);
  loreCountersPut(g, nid, 0); // 714.2b: entering with lore counters puts them on it
  for (const [counter, n] of Object.entries(g.s.objects[nid].counters)) countersPut(g, nid, counter, n, controller); // 122.6, 122.6a
  if (e.prepared) becomePrepared(g, nid, ['614.1c']); // 722.3a: "enters prepared"
  if (e.gainsHaste) gainHasteAsItEnters(g, nid, controller);
  return nid;
}

/**
 * CR 122.6, 614.16 — the counters a permanent enters with are counters put on it: effects that modify counters
 * being put on a permanent (Hardened Scales, Doubling Season) apply, judged on what it will be (614.12), and
 * so are counters it enters with only if it will be a creature ("if a creature enters this way").
 */
function enteringCounterEvents(g: Game, e: Entering, controller: PlayerId): ReplaceableEvent[] {
  if (!e.opts.counters && !e.opts.countersIf) return [];
  const entering = { c: { ...prospectCharacteristics(g, e), controller }, o: prospect(g, e) };
  const counters = { ...(e.opts.counters ?? {}) };
  const extra = e.opts.countersIf;
  if (extra && matchesFilter(entering.c, entering.o, extra.filter, controller, entering.o.id)) {
    for (const [counter, n] of Object.entries(extra.counters)) counters[counter] = (counters[counter] ?? 0) + n;
  }
  return Object.entries(counters).map(([counter, n]) => ({ kind: 'counters', object: e.object, counter, n, entering }));
}

/** CR 122.6, 614.16, 616.1 — the counters it enters with, once the effects on them applied in the order chosen. */
function countersAsItEnters(g: Game, e: Entering, controller: PlayerId): Record<string, number> {
  const order = { given: e.counterOrder ?? [], used: 0 };
  const out: Record<string, number> = {};
  for (const would of enteringCounterEvents(g, e, controller)) {
    const ev = replaced(g, would, order);
    if (ev.kind === 'counters' && ev.n > 0) out[ev.counter] = ev.n;
  }
  return out;
}

/** CR 111.1 — a token is created directly on the battlefield; it enters like any permanent (603.6a). */
function createToken(g: Game, e: Entering): ObjectId {
  const t = e.token!;
  const id = createObject(g, {
    card: t.base.card, owner: t.owner, controller: e.opts.controller ?? t.owner, zone: 'battlefield', kind: 'token',
    base: e.opts.base ?? t.base, tapped: !!e.opts.tapped, counters: { ...(e.opts.counters ?? {}) },
    ...(e.opts.chosenName ? { chosenName: e.opts.chosenName } : {}), ...(e.opts.enteredAs ? { enteredAs: e.opts.enteredAs } : {}),
  });
  return id;
}

/**
 * CR 111.1, 707.2, 707.9 — creates `n` tokens (possibly copies with exceptions) at once, each through the
 * replacement effects that modify how it enters; returns true when a decision pends.
 */
export function createTokensEntering(g: Game, token: NonNullable<Entering['token']>, n: number, controller: PlayerId, resume: Entering['resume'], rules: string[]): boolean {
  if (n < 1) return false;
  const opts = { controller: tokenController(g, controller) };
  const each = (): Entering => ({ object: '', token, opts, applied: [], chosen: {}, resume, rules });
  const [first, ...waiting] = Array.from({ length: n }, each);
  return proceedEntering(g, { ...first, together: { settled: [], waiting } });
}

/**
 * CR 614.1a, 111.2 — "each token that would be created under an opponent's control this turn is created
 * under your control instead" (Crafty Cutpurse): the token's controller changes; its creator still owns it.
 * @simplification With several such effects of different players, the latest applies (no 616.1 choice).
 */
function tokenController(g: Game, would: PlayerId): PlayerId {
  let out = would;
  for (const e of g.s.effects) {
    if (e.mod.kind === 'tokenControl' && e.mod.player !== would) {
      out = e.mod.player;
      emit(g, { kind: 'replacement', rules: ['614.1a'], object: e.source, text: `${nameOf(g, e.source)}: the token is created under ${playerName(g, out)}'s control instead` });
    }
  }
  return out;
}

/** The purpose of amplify's decision: which cards to reveal (702.38a). */
const AMPLIFY = 'reveal for amplify';

/** CR 702.38a — the cards in the controller's hand that share a creature type with the entering object (not itself). */
function amplifiable(g: Game, e: Entering, controller: PlayerId): ObjectId[] {
  const own = prospectCharacteristics(g, e).subtypes.filter((t) => CREATURE_TYPES.includes(t));
  return g.s.players[controller].hand.filter((id) => id !== e.object && characteristics(g, id).subtypes.some((t) => own.includes(t)));
}

/** CR 702.98a, 702.136a — unleash's and riot's two choices, in order. */
function extraCounterOptions(fx: Extract<EntersEffect, { kind: 'extraCounterChoice' }>): string[] {
  return ['enter with an additional +1/+1 counter', fx.orHaste ? 'gain haste' : 'enter without it'];
}

/** CR 702.136a, 611.3 — "If you don't, it gains haste": for as long as it stays on the battlefield. */
function gainHasteAsItEnters(g: Game, id: ObjectId, controller: PlayerId): void {
  list<ContinuousEffect>(g, { shared: 'effects' }).push({
    id: `e${g.s.nextId++}`, timestamp: newTimestamp(g), source: id, controller, affected: [id], duration: { whileOnBattlefield: id }, mod: { kind: 'addKeywords', keywords: ['haste'] },
  });
  emit(g, { kind: 'effect', rules: ['702.136a'], object: id, text: `${nameOf(g, id)} gains haste (riot)` });
}

/** Where the number chosen for a Saga's read ahead is kept while it enters (714.3b). */
const CHOSEN_CHAPTER = 'chosen chapter';

function addCounters(e: Entering, add: Record<string, number>): void {
  const counters = { ...(e.opts.counters ?? {}) };
  for (const [k, n] of Object.entries(add)) if (n > 0) counters[k] = (counters[k] ?? 0) + n;
  e.opts.counters = counters;
}

/**
 * CR 616.1b — under whose control tokens a player would create will be created, once the control-changing
 * replacement effects (which apply first) have applied: "tokens created under your control" effects look at that player.
 */
export function tokensCreatedUnder(g: Game, would: PlayerId): PlayerId {
  return g.s.effects.reduce((p, e) => (e.mod.kind === 'tokenControl' && e.mod.player !== would ? e.mod.player : p), would);
}

/** CR 707.9b — the exceptions of an "enter as a copy" effect, fixed as the object enters (Hulking Metamorph). */
function copyExceptions(g: Game, e: Entering, of: ObjectId, ex: NonNullable<Extract<EntersEffect, { kind: 'copyOf' }>['except']>): CharacteristicOverrides {
  const { addTypes: _t, ownPT: _p, extraCounter: _c, ...rest } = ex;
  const out: CharacteristicOverrides = { ...rest };
  if (ex.addTypes) out.types = [...new Set([...copiableValues(g, g.s.objects[of]).types, ...ex.addTypes])];
  if (ex.ownPT) {
    // Its own values as it would enter: the card in the set it was cast with (a prototype's, 718.3), or the token's.
    const self = e.object ? g.s.objects[e.object] : undefined;
    const own = self
      ? copiableValues(g, e.opts.set ? { ...self, set: e.opts.set } : self)
      : copiableValues(g, { faceDown: false, base: e.token!.base, card: e.token!.base.card, set: 'normal', controller: e.token!.owner } as GameObject);
    out.power = own.power ?? 0;
    out.toughness = own.toughness ?? 0;
  }
  return out;
}

/**
 * CR 614.1c, 122.6 — Spark Double: "it enters with an additional +1/+1 counter on it if it's a creature, it enters with
 * an additional loyalty counter on it if it's a planeswalker": checked on the values it enters with as a copy (707.5).
 */
function extraCopyCounter(g: Game, e: Entering, source: ObjectId): void {
  const types = prospectCharacteristics(g, e).types;
  const add = { '+1/+1': types.includes('Creature') ? 1 : 0, loyalty: types.includes('Planeswalker') ? 1 : 0 };
  addCounters(e, add);
  const what = Object.entries(add).filter(([, n]) => n).map(([k]) => `an additional ${k} counter`).join(' and ');
  if (what) emit(g, { kind: 'replacement', rules: ['614.1c', '122.6'], object: source, text: `${nameOf(g, source)} enters with ${what}` });
}

/**
 * CR 702.33d, 702.33e — the counters of an "enters with" effect; "for each time it was kicked" counts the kicks
 * of the spell it was (607: linked to its multikicker).
 */
function enteringCounters(g: Game, e: Entering, fx: Extract<EntersEffect, { kind: 'counters' }>, source: ObjectId): Record<string, number> {
  if (fx.if && !stateConditionHolds(g, fx.if, e.opts.controller ?? prospect(g, e).owner, source)) return {};
  if (fx.minusX) return Object.fromEntries(Object.entries(fx.counters).map(([k, n]) => [k, Math.max(0, n - enteringX(g, e))])); // 107.1b
  if (!fx.perKick && !fx.perColorSpent && !fx.perX) return fx.counters;
  // Converge (601.2h): the colors of mana spent on the spell that is entering (a token was never cast). 107.3m: X
  // is that of the spell that is entering, 0 for anything else (a card put onto the battlefield has no X).
  const spell = e.token ? undefined : g.s.objects[e.object];
  const times = !spell ? 0 : fx.perKick ? timesKicked(spell) : fx.perX ? (spell.zone === 'stack' ? spell.choices?.x ?? 0 : 0) : colorsSpentOn(g, e.object);
  // CR 702.44a: sunburst's counters are +1/+1 counters on what enters as a creature, ignoring type-changing effects (its copiable values).
  if (fx.sunburst) return { [copiableValues(g, prospect(g, e)).types.includes('Creature') ? '+1/+1' : 'charge']: times };
  return Object.fromEntries(Object.entries(fx.counters).map(([k, n]) => [k, n * times]));
}

/** CR 107.3m — the X of the spell that is entering; 0 for anything else (a token, a card put onto the battlefield). */
function enteringX(g: Game, e: Entering): number {
  const spell = e.token ? undefined : g.s.objects[e.object];
  return spell?.zone === 'stack' ? spell.choices?.x ?? 0 : 0;
}

/** Applies one "enters" replacement effect to the pending move. */
function applyOne(g: Game, e: Entering, r: EntersReplacement): void {
  const fx = r.effect;
  // CR 614.1c: "enters tapped unless <condition>" — the condition is checked as it would enter, for its controller.
  if (fx.kind === 'tapped') e.opts.tapped = !fx.unless || !stateConditionHolds(g, fx.unless, e.opts.controller ?? prospect(g, e).owner, r.source);
  else if (fx.kind === 'prepared') e.prepared = true;
  else if (fx.kind === 'chooseName') {
    e.opts.chosenName = e.chosen[r.key] as string;
    omenNameChosen(g, e.opts.chosenName, fx.filter, r.source); // 201.4f: rules silent for an Omen's name
  }
  else if (fx.kind === 'becomeChoice') e.opts.enteredAs = fx.options[e.chosen[r.key] as number]; // 707.2: copiable
  else if (fx.kind === 'copyOf') {
    const of = fx.ofEnchanted ? g.s.objects[r.source]?.attachedTo : e.chosen[r.key] as string;
    if (of && g.s.objects[of]) {
      // CR 707.5, 613.2a: it enters as a copy: its copiable values become those of the chosen object (707.2),
      // with the copy effect's exceptions (707.9b), which are part of them.
      e.opts.base = copiableSourceOf(g, g.s.objects[of], fx.except && copyExceptions(g, e, of, fx.except));
      const entering = fx.ofEnchanted ? `${nameOf(g, e.object)} enters as a copy of ${nameOf(g, of)} (${nameOf(g, r.source)})` : `${nameOf(g, r.source)} enters as a copy of ${nameOf(g, of)}`;
      emit(g, { kind: 'copy', rules: ['707.5', '614.1c'], object: r.source, text: entering });
      if (fx.except?.extraCounter) extraCopyCounter(g, e, r.source);
    }
    return;
  }
  else if (fx.kind === 'chooseChapter' || fx.kind === 'chosenLore') {
    // CR 714.3b: the number chosen by one replacement effect is used by the other; applied first, the
    // second finds no number chosen and adds no lore counters (the order is the controller's, 616.1).
    const chosen = fx.kind === 'chooseChapter' ? e.chosen[r.key] as number : e.chosen[CHOSEN_CHAPTER] as number | undefined;
    if (fx.kind === 'chooseChapter') e.chosen = { ...e.chosen, [CHOSEN_CHAPTER]: chosen! };
    if (fx.kind === 'chosenLore' || fx.lore) addCounters(e, { lore: chosen ?? 0 });
    const what = fx.kind === 'chooseChapter' ? `chose ${chosen}` : chosen === undefined ? 'no number has been chosen: no lore counters' : `${chosen} lore counter(s)`;
    // The single intrinsic ability of seed 003 is its 714.3a; the two official ones are 714.3b.
    emit(g, { kind: 'replacement', rules: ['614.1c', fx.kind === 'chooseChapter' && fx.lore ? '714.3a' : '714.3b', '702.155b'], object: r.source, text: `${nameOf(g, r.source)}: ${r.text} (${what})` });
    return;
  }
  else if (fx.kind === 'revealForCounters') addCounters(e, { '+1/+1': fx.n * (e.chosen[r.key] as number) });
  else if (fx.kind === 'extraCounterChoice') {
    if (e.chosen[r.key] === 0) addCounters(e, { '+1/+1': 1 });
    else if (fx.orHaste) e.gainsHaste = true;
  } else if (fx.kind === 'counters' || fx.kind === 'chooseNumber') {
    addCounters(e, fx.kind === 'counters' ? enteringCounters(g, e, fx, r.source) : { [fx.counter]: e.chosen[r.key] as number });
    if (fx.kind === 'counters' && fx.tappedIfXAtMost !== undefined && enteringX(g, e) <= fx.tappedIfXAtMost) e.opts.tapped = true;
  }
  const rules = r.rules ?? (fx.kind === 'chooseName' ? ['614.12', '201.4'] : fx.kind === 'becomeChoice' ? ['614.12'] : fx.kind === 'counters' && fx.counters.lore ? ['614.1c', '714.3a'] : ['614.1c']);
  emit(g, { kind: 'replacement', rules, object: r.source, text: `${nameOf(g, r.source)}: ${r.text}${chosenText(fx, e.chosen[r.key])}` });
}

/** What was chosen for an "as enters" effect, for the log. */
function chosenText(fx: EntersEffect, chosen: number | string | undefined): string {
  if (fx.kind === 'chooseNumber' || fx.kind === 'chooseName') return ` (chose ${chosen})`;
  if (fx.kind === 'revealForCounters') return ` (${chosen} card${chosen === 1 ? '' : 's'} revealed)`;
  if (fx.kind === 'extraCounterChoice') return ` (chose to ${extraCounterOptions(fx)[chosen as number]})`;
  if (fx.kind === 'becomeChoice') return ` (${fx.by === 'coinFlip' ? '' : 'chose '}${fx.options[chosen as number].text})`;
  return '';
}

/** Answers a 616.1 order or an "as enters" choice, then continues the move. Returns the move's state. */
export function answerEntering(g: Game, answer: Answer): ActionError | 'entered' | 'paused' {
  const e = g.s.entering!;
  const d = g.s.pending!;
  if (d.kind === 'orderReplacements') {
    if (answer.kind !== 'chooseNumber' || !Number.isInteger(answer.value) || answer.value < 0 || answer.value >= d.keys.length) {
      return actionError('illegal-choice', '616.1', `choose one of the ${d.keys.length} replacement effects by its index (0-based)`);
    }
    g.s.pending = null;
    const key = d.keys[answer.value];
    const answered = e.counterOrder ? { ...e, counterOrder: [...e.counterOrder, key] } : { ...e, next: key };
    return proceedEntering(g, answered) ? 'paused' : 'entered';
  }
  if (d.kind === 'chooseName') {
    if (answer.kind !== 'chooseName' || !d.options.includes(answer.name)) {
      return actionError('illegal-choice', '201.4', `choose the name of a card that fits (${d.options.length} names are legal)`);
    }
    g.s.pending = null;
    return proceedEntering(g, { ...e, chosen: { ...e.chosen, [e.next!]: answer.name } }) ? 'paused' : 'entered';
  }
  if (d.kind === 'chooseObjects') {
    if (answer.kind !== 'chooseObjects' || answer.objects.length > d.max || new Set(answer.objects).size !== answer.objects.length || answer.objects.some((o) => !d.options.includes(o))) {
      return actionError('illegal-choice', d.rule, d.max > 1 ? 'choose any number of the offered objects, each once' : 'choose one of the offered objects, or none');
    }
    g.s.pending = null;
    if (d.purpose === AMPLIFY && answer.objects.length) {
      emit(g, { kind: 'reveal', rules: ['702.38a', '701.20a'], player: d.player, text: `${playerName(g, d.player)} reveals ${answer.objects.map((o) => nameOf(g, o)).join(', ')}` });
    }
    const value = d.purpose === AMPLIFY ? answer.objects.length : answer.objects[0] ?? '';
    return proceedEntering(g, { ...e, chosen: { ...e.chosen, [e.next!]: value } }) ? 'paused' : 'entered';
  }
  if (d.kind === 'chooseOption') {
    if (answer.kind !== 'chooseOption' || !Number.isInteger(answer.choice) || answer.choice < 0 || answer.choice >= d.options.length) {
      return actionError('illegal-choice', d.rule, `choose one of: ${d.options.join('; ')}`);
    }
    g.s.pending = null;
    return proceedEntering(g, { ...e, chosen: { ...e.chosen, [e.next!]: answer.choice } }) ? 'paused' : 'entered';
  }
  if (d.kind !== 'chooseNumber' || answer.kind !== 'chooseNumber') return actionError('wrong-decision', d.rule, 'expected a number');
  if (!Number.isInteger(answer.value) || answer.value < d.min || answer.value > d.max) {
    return actionError('illegal-choice', d.rule, `choose a whole number from ${d.min} to ${d.max}`);
  }
  g.s.pending = null;
  return proceedEntering(g, { ...e, chosen: { ...e.chosen, [e.next!]: answer.value } }) ? 'paused' : 'entered';
}

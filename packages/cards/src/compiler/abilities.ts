import { parseManaCost, type AbilityDef, type ActivationCost, type Effect, type Keyword, type ManaCost, type ModeCount, type Modification, type ObjectFilter, type TargetSpec } from '@arbiter/engine';
import { keywordAbility } from '../keywords';
import { condition, stateCondition } from './conditions';
import { effectSentence, keywordList, lowerFirst, setQuotedAbilityReader, withX } from './effects';
import { mechanicCondition, unfinishedInstruction, mechanicKeyword, mechanicStatic, setMechanicQuotedReader } from './mechanics';
import { endsUnlessDone } from './mechanics-may-pay';
import { count, describe, NUMBER, type Ctx } from './nouns';
import { normalizeSelf, PLUS_MODE, sentences, type Paragraph } from './text';
import { readTrigger } from './triggers';
import type { Template } from './template';

/**
 * Abilities (CR 113): one paragraph of rules text → one AbilityDef. A paragraph is a keyword line, a
 * triggered ability ("When/Whenever/At ..."), an activated ability ("<cost>: <effects>"), a static ability, or
 * (on an instant or sorcery) part of its spell ability. Failing to read, a reader names the sentence.
 */

/** The result of reading a paragraph: its abilities, or the first sentence no template read. */
export type Read = { abilities: AbilityDef[] } | { unread: string };

/** What an ability reader gets: the paragraph as printed, and with self-references as "~". */
export interface Para {
  printed: string;
  text: string;
}

/** CR 702 — one keyword, as printed in a keyword line, including the forms `keywordAbility` leaves out. */
function keyword(word: string): AbilityDef[] | null {
  const ward = /^Ward—Pay (\d+|life equal to ~'s power) life\.?$/.exec(word) ?? /^Ward—Pay (life equal to ~'s power)\.?$/.exec(word);
  if (ward) return [{ kind: 'keyword', keyword: 'ward', life: /^\d+$/.test(ward[1]) ? Number(ward[1]) : 'sourcePower', text: word }];
  const mechanic = mechanicKeyword(word);
  if (mechanic) return mechanic;
  // CR 702.160 — prototype: the alternative characteristics are the printed card's `prototype` set.
  if (/^Prototype (\{[^}]+\})+ — \d+\/\d+$/.test(word)) return [];
  const ab = keywordAbility(word);
  // CR 702.151a — reconfigure represents two activated abilities: attach, and unattach.
  if (ab?.kind === 'keyword' && ab.keyword === 'reconfigure') return [ab, { ...ab, unattach: true }];
  return ab ? [ab] : null;
}

/** Ability words (CR 207.2c) have no rules meaning: "Landfall — ", "Repartee — ". */
function withoutAbilityWord(text: string): string {
  return text.replace(/^(?:[A-Z][a-z]+ ?)+ — (?=[A-Z~])/, (w) => (/^Prototype/.test(w) ? w : ''));
}

export const KEYWORD_LINE: Template<AbilityDef[]> = {
  name: 'keyword line',
  reads: ['Flying, vigilance', 'Ward {2}', 'Flashback {2}{U}', 'Ward—Pay 2 life.', 'Enchant creature', 'Protection from red', 'Equip {1}', 'Kicker {4}',
    'Cumulative upkeep {1}', 'Cumulative upkeep—Pay 1 life.', 'Echo {2}{R}', 'Modular 2', 'Vanishing 3', 'Sunburst', 'Devoid', 'Afterlife 1', 'Living weapon', 'For Mirrodin!', 'Decayed', 'Melee', 'Evolve', 'Split second', 'Changeling', 'Graft 2', 'Renown 1', 'Extort', 'Exploit', 'Ravenous', 'Riot', 'Unleash', 'Fabricate 2', 'Amplify 1'],
  read: (t) => {
    // A keyword whose cost is a list ("Escape—{R}, Exile two other cards from your graveyard.") is the whole line.
    const whole = mechanicKeyword(t);
    if (whole) return whole;
    const out: AbilityDef[] = [];
    // A keyword with a parameter may contain commas only in its cost: split on ", " before a letter.
    for (const w of t.split(/, (?=[a-zA-Z])/)) {
      const ab = keyword(w.length && out.length ? w : w);
      if (!ab) return null;
      out.push(...ab);
    }
    return out;
  },
};

/**
 * The effects of an ability's sentences, with the first unread sentence. `before`: the effects of the spell's
 * earlier paragraphs, which a sentence may refer to ("If you gained life this turn, destroy all creatures instead").
 */
function effectsOf(text: string, ctx: Ctx, before: Effect[] = []): { effects: Effect[] } | { unread: string } {
  const effects: Effect[] = [];
  const all = sentences(text);
  let afterIfDone = false;
  for (const [i, s] of all.entries()) {
    const e = effectSentence(s, ctx, before.length ? [...before, ...effects] : effects);
    if (!e) return { unread: s };
    // 608.2c: the engine ends the resolution where an "If you do" fails, so nothing may follow that sentence but one
    // that completes it ("You may choose new targets for the copy"); an optional exile from the graveyard ends it
    // when declined, so it must be followed by one.
    if (afterIfDone && e.length) return { unread: s };
    if (/^(If|When) you do, /.test(s)) afterIfDone = true;
    if (e.some(endsUnlessDone) && !/^(If|When) you do, /.test(all[i + 1] ?? '')) return { unread: s };
    effects.push(...e);
  }
  // 701.20e: a "look at the top N cards" whose later sentences didn't say which cards go where isn't read (nor a
  // revealed hand whose card isn't discarded, mechanics-hands.ts).
  const open = unfinishedInstruction(ctx);
  if (open) return { unread: all.find((s) => open.test(s)) ?? all[0] };
  return { effects };
}

/**
 * CR 700.2 — "Choose one —", "Choose one or both —", "choose up to one —", "Choose up to four.": the number of modes
 * chosen, of the `modes` printed ("one or more" is at most all of them).
 */
function modeCount(intro: string, modes: number): ModeCount | null {
  // CR 700.2d: "Choose up to four. You may choose the same mode more than once." (the intro then ends with a period).
  const again = / You may choose the same mode more than once\.$/.exec(intro);
  const head = again ? intro.slice(0, again.index).replace(/\.$/, ' —') : intro;
  // CR 702.172a: spree means "choose one or more modes"; 702.183a: tiered, "choose one".
  if (head === 'Spree') return { min: 1, max: modes };
  if (head === 'Tiered') return { min: 1, max: 1 };
  const m = /choose (one|one or both|one or more|up to one|up to two|up to three|up to four|two) —$/i.exec(head);
  if (!m) return null;
  const upTo = /^up to (\w+)$/.exec(m[1]);
  const n = upTo ? { min: 0, max: count(upTo[1]) as number } : { one: { min: 1, max: 1 }, 'one or both': { min: 1, max: 2 }, 'one or more': { min: 1, max: modes }, two: { min: 2, max: 2 } }[m[1]]!;
  return again ? { ...n, sameModeAgain: true } : n;
}

type ModeDef = { text: string; targets: TargetSpec[]; effects: Effect[]; cost?: ManaCost };

/** The modes of a modal paragraph, each with its own targets (700.2), and the cost of a "+ {cost} — " mode (702.172a, 702.183a). */
function modesOf(modes: string[], names: string[]): { modes: ModeDef[] } | { unread: string } {
  const out: ModeDef[] = [];
  for (const m of modes) {
    const ctx: Ctx = { targets: [] };
    const plus = PLUS_MODE.exec(m);
    const r = effectsOf(normalizeSelf(plus ? plus[2] : m, names), ctx);
    if ('unread' in r) return r;
    const cost = plus ? parseManaCost(plus[1]) : undefined;
    out.push({ text: m, targets: ctx.targets, effects: r.effects, ...(cost ? { cost } : {}) });
  }
  return { modes: out };
}

/** CR 603 — "When/Whenever/At <event>, [if <condition>,] <effects>", modal or not. */
function triggered(p: Paragraph, para: Para, names: string[]): Read | null {
  const text = lowerFirst(para.text);
  if (!/^(when|whenever|at) /.test(text)) return null;
  // "Whenever this creature enters or attacks, ...": one ability for each event (603.2), with the same text.
  const either = /^(whenever ~) enters or attacks, /.exec(text);
  if (either) {
    const out: AbilityDef[] = [];
    for (const event of ['enters', 'attacks']) {
      const r = triggered(p, { ...para, text: para.text.replace(/ enters or attacks, /, ` ${event}, `) }, names);
      if (!r || 'unread' in r) return r && { unread: sentences(para.printed)[0] };
      out.push(...r.abilities);
    }
    return { abilities: out };
  }
  const ctx: Ctx = { targets: [] };
  // The trigger condition ends at a comma; try each comma (a condition may itself contain none).
  const first = sentences(text)[0];
  for (let i = first.indexOf(','); i >= 0; i = first.indexOf(',', i + 1)) {
    const read = readTrigger(first.slice(0, i), ctx);
    if (!read) continue;
    ctx.subject = read.subject;
    if (read.it) ctx.it = read.it;
    if ('who' in read.trigger && read.trigger.who === 'self') ctx.selfEvent = true;
    if (read.amount) ctx.eventAmount = true;
    if (read.trigger.on === 'cast' && read.trigger.self) ctx.selfSpell = true;
    let rest = text.slice(i + 2);
    let cond;
    const iff = /^if (.+?), (.+)$/s.exec(rest);
    if (iff) {
      // "When this permanent enters, if it's a creature, ...": "it" is the object of its own event.
      const said = ctx.selfEvent ? iff[1].replace(/^it's /, '~ is ') : iff[1];
      cond = condition(said);
      if (!cond) return { unread: sentences(para.printed)[0] };
      rest = iff[2];
      // "if this creature isn't prepared, it becomes prepared": "it" is the object the condition names.
      if (/~/.test(said) && !ctx.it) ctx.it = 'self';
    }
    const base = { kind: 'triggered' as const, text: p.text, trigger: read.trigger, ...(cond ? { condition: cond } : {}) };
    if (p.modes) {
      const n = modeCount(rest.split('\n')[0], p.modes.length);
      if (!n) return { unread: sentences(para.printed)[0] };
      const modes = modesOf(p.modes, names);
      if ('unread' in modes) return modes;
      return { abilities: [{ ...base, targets: [], effects: [], chooseModes: n, modes: modes.modes }] };
    }
    const eff = effectsOf(rest, ctx);
    if ('unread' in eff) return { unread: printedSentence(para, eff.unread) };
    // 107.3: after "Whenever you cast a spell with {X} in its mana cost", X is that spell's X.
    const spellX = read.trigger.on === 'cast' && read.trigger.filter?.xInManaCost;
    const effects = printedReflexive(spellX ? withX(eff.effects, 'subjectX') ?? eff.effects : eff.effects, para);
    // 113.6k: an ability that returns "this card from your graveyard" functions (and triggers) only there; not one
    // about the card's own event ("When this creature dies, ..."), which triggers looking back (603.10a).
    const fromGraveyard = /(^|\s)~ from your graveyard\b/.test(rest) && !ctx.selfEvent;
    return { abilities: [{ ...base, targets: ctx.targets, effects, ...(fromGraveyard ? { zone: 'graveyard' as const } : {}) }] };
  }
  return { unread: sentences(para.printed)[0] };
}

/** CR 603.12 — a reflexive ability's text as printed ("When you do, ... this creature ..."), not with "~". */
function printedReflexive(effects: Effect[], para: Para): Effect[] {
  return effects.map((e) => (e.do === 'reflexive' ? { ...e, text: printedSentence(para, e.text) } : e));
}

/** The printed sentence a normalized one came from (same position in the paragraph). */
function printedSentence(para: Para, normalized: string): string {
  const ns = sentences(para.text);
  const ps = sentences(para.printed);
  const i = ns.findIndex((s) => s.endsWith(normalized) || normalized.endsWith(s) || s.includes(normalized));
  return ps[i] ?? normalized;
}

/** CR 118, 602.1a — one part of an activation cost (`selfName`: the name "~" stands for, 201.5); false if not read. */
function costPart(part: string, cost: ActivationCost, selfName: string | undefined): boolean {
  let m: RegExpExecArray | null;
  if (/^(\{(?:\d+|[WUBRGCX]|[WUBRG]\/[WUBRGP])\})+$/.test(part)) {
    cost.mana = [...(cost.mana ?? []), ...(parseManaCost(part) ?? [])];
    return true;
  }
  if (part === '{T}') return (cost.tap = true);
  if (part === 'sacrifice ~') return (cost.sacrificeSelf = true);
  if ((m = /^sacrifice (a|an|another|two|three) (.+)$/.exec(part))) {
    const d = describe(m[1] === 'another' ? `another ${m[2]}` : m[2]);
    if (!d || d.place !== 'battlefield' || d.filter.controller) return false;
    cost.sacrifice = { n: m[1] === 'another' ? 1 : count(m[1]) as number, filter: d.filter };
    return true;
  }
  if (part === 'discard ~') return (cost.discardSelf = true);
  if (part === 'exile ~ from your graveyard') return (cost.exileSelf = true);
  if ((m = /^discard (a|one|two|three) cards?$/.exec(part))) return !!(cost.discard = count(m[1]) as number);
  // Grandeur (207.2c): "Discard another card named <this>" — a card of that name other than the source (109.1).
  if (part === 'discard another card named ~' && selfName) {
    cost.discard = 1;
    cost.discardFilter = { name: selfName, other: true };
    return true;
  }
  if ((m = /^pay (\d+) life$/.exec(part))) return !!(cost.life = Number(m[1]));
  if ((m = new RegExp(`^tap (${NUMBER}) untapped (.+) you control$`).exec(part))) {
    const n = count(m[1]);
    const d = describe(m[2]);
    if (typeof n !== 'number' || !d) return false;
    cost.tapUntapped = { n, filter: d.filter };
    return true;
  }
  if ((m = new RegExp(`^exile (${NUMBER}) (.+?) from your graveyard$`).exec(part))) {
    const n = count(m[1]);
    const d = describe(m[2] === 'cards' || m[2] === 'card' ? 'card from your graveyard' : `${m[2]} from your graveyard`);
    if (typeof n !== 'number' || !d) return false;
    cost.exileFromYourGraveyard = { n, filter: d.filter };
    return true;
  }
  return false;
}

/** CR 602 — "<cost>: <effects>[ Activate only as a sorcery.][ Activate only if <condition>.]"; loyalty abilities (606). */
function activated(p: Paragraph, para: Para, selfName?: string): Read | null {
  const m = /^([^:"]+): (.+)$/s.exec(para.text);
  if (!m) return null;
  const cost: ActivationCost = {};
  const loyalty = /^([+−-]?)(\d+)$/.exec(m[1]);
  if (loyalty) cost.loyalty = (loyalty[1] === '' || loyalty[1] === '+' ? 1 : -1) * Number(loyalty[2]);
  else {
    for (const part of m[1].split(', ')) if (!costPart(lowerFirst(part), cost, selfName)) return { unread: sentences(para.printed)[0] };
  }
  let body = m[2];
  let sorcerySpeed = false;
  // CR 602.2b, 601.2f: "This ability costs {1} less to activate for each page counter on this artifact."
  const less = /\s*This ability costs \{(\d+)\} less to activate for each (\S+) counter on ~\.$/.exec(body);
  if (less) {
    body = body.slice(0, less.index);
    cost.lessPerCounter = { counter: less[2], generic: Number(less[1]) };
  }
  const once = /\s*Activate only once each turn\.$/.exec(body);
  if (once) {
    body = body.slice(0, once.index);
    cost.onceEachTurn = true;
  }
  const only = /\s*Activate only (as a sorcery|if (.+?))\.$/.exec(body);
  if (only) {
    body = body.slice(0, only.index);
    if (only[2]) {
      const c = stateCondition(lowerFirst(only[2])) ?? mechanicCondition(lowerFirst(only[2]));
      if (!c) return { unread: `Activate only ${only[1]}.` };
      cost.onlyIf = c;
    } else sorcerySpeed = true;
  }
  const ctx: Ctx = { targets: [], activated: true };
  const eff = effectsOf(body, ctx);
  if ('unread' in eff) return { unread: printedSentence(para, eff.unread) };
  // 605.1a: a mana ability (a reflexive ability it creates is not one, 605.5a, but doesn't keep it from being one).
  const manaAbility = eff.effects.some((e) => e.do === 'addMana') && eff.effects.every((e) => e.do === 'addMana' || e.do === 'reflexive') && ctx.targets.length === 0 && cost.loyalty === undefined;
  // 113.6j, 113.6m: a cost or effect that moves the card out of its owner's graveyard makes it a graveyard ability.
  const fromGraveyard = cost.exileSelf || /(^|\s)~ from your graveyard\b/.test(body);
  if (fromGraveyard && (cost.tap || cost.sacrificeSelf || cost.discardSelf || cost.loyalty !== undefined || manaAbility)) return { unread: sentences(para.printed)[0] };
  return {
    abilities: [{
      kind: 'activated', text: p.text, cost, targets: ctx.targets, effects: printedReflexive(eff.effects, para),
      ...(manaAbility ? { manaAbility: true } : {}), ...(sorcerySpeed ? { sorcerySpeed: true } : {}), ...(fromGraveyard ? { zone: 'graveyard' as const } : {}),
    }],
  };
}

/**
 * Whether a static ability's filter reads power or abilities: which objects it affects could then depend on
 * other effects' layers (613.8), which the engine doesn't order for such filters, so these stay unread. (Being
 * tapped isn't read by static filters; being an attacking creature is, 506.4: r613-characteristics.ts.)
 */
function readsLayeredValues(f: ObjectFilter): boolean {
  return f.minPower !== undefined || f.maxPower !== undefined || f.keyword !== undefined || f.tapped !== undefined;
}

/** CR 604 — static abilities: entering (614.1c), anthems (613.4c), Auras and Equipment (303.4, 301.5). */
export const STATICS: Template<AbilityDef>[] = [
  {
    name: 'enters prepared or tapped',
    reads: ['This creature enters prepared.', 'This land enters tapped.', 'Jadzi enters prepared.'],
    read: (t) => {
      const m = /^~ enters (prepared|tapped)\.$/.exec(t);
      return m ? { kind: 'static', text: '', effect: { kind: 'enters', who: 'self', effect: { kind: m[1] as 'prepared' | 'tapped' } } } : null;
    },
  },
  {
    name: 'enters tapped unless',
    reads: ['This land enters tapped unless you control two or more other lands.'],
    read: (t) => {
      const m = /^~ enters tapped unless (.+)\.$/.exec(t);
      const unless = m && stateCondition(m[1]);
      if (!unless) return null;
      return { kind: 'static', text: '', effect: { kind: 'enters', who: 'self', effect: { kind: 'tapped', unless } } };
    },
  },
  {
    name: 'enters with counters',
    reads: ['This creature enters with two +1/+1 counters on it.', 'Apex Hawks enters with a +1/+1 counter on it for each time it was kicked.',
      'This creature enters with X +1/+1 counters on it.'],
    read: (t) => {
      const m = new RegExp(`^~ enters with (${NUMBER}) (\\S+) counters? on it( for each time it was kicked)?\\.$`).exec(t);
      const n = m && count(m[1]);
      if (n === 'X' && !m![3]) return { kind: 'static', text: '', effect: { kind: 'enters', who: 'self', effect: { kind: 'counters', counters: { [m![2]]: 1 }, perX: true } } };
      if (typeof n !== 'number') return null;
      return { kind: 'static', text: '', effect: { kind: 'enters', who: 'self', effect: { kind: 'counters', counters: { [m![2]]: n }, ...(m![3] ? { perKick: true } : {}) } } };
    },
  },
  {
    name: 'enters with counters less X',
    reads: ['This creature enters with a number of stun counters on it equal to three minus X. If X is 2 or less, it enters tapped.'],
    // 107.3m: X of the spell it was; 107.1b: never fewer than none. The two sentences apply as it enters.
    read: (t) => {
      const m = /^~ enters with a number of (\S+) counters on it equal to (\w+) minus X\.(?: If X is (\d+) or less, it enters tapped\.)?$/.exec(t);
      const n = m && count(m[2]);
      if (typeof n !== 'number') return null;
      const tapped = m![3] === undefined ? {} : { tappedIfXAtMost: Number(m![3]) };
      return { kind: 'static', text: '', effect: { kind: 'enters', who: 'self', effect: { kind: 'counters', counters: { [m![1]]: n }, minusX: true, ...tapped } } };
    },
  },
  {
    name: 'anthem',
    reads: ['Creatures you control get +1/+1.', 'Other Scarecrow creatures you control get +1/+1.', 'Creatures you control get +1/+0 and have trample as long as you gained life this turn.',
      'As long as there are five or more growth counters on this enchantment, creatures you control get +3/+3.'],
    read: (t) => {
      // "As long as <condition>, <creatures> get ..." is the same ability as "<creatures> get ... as long as <condition>" (611.3a).
      const lead = /^As long as ([^,]+), (.+)\.$/.exec(t);
      const text = lead ? `${lead[2]} as long as ${lead[1]}.` : t;
      const m = /^(.+?) get ([+-−]\d+)\/([+-−]\d+)(?: and have (.+?))?(?: as long as (.+))?\.$/.exec(lowerFirst(text));
      if (!m || !/you control$/.test(m[1])) return null;
      const d = describe(m[1].replace(/^creatures/, 'creatures'));
      if (!d || d.place !== 'battlefield' || readsLayeredValues(d.filter)) return null;
      const power = Number(m[2].replace('−', '-'));
      const toughness = Number(m[3].replace('−', '-'));
      const cond = m[5] ? stateCondition(m[5]) : undefined;
      if (cond === null) return null;
      if (!m[4] && !cond) return { kind: 'static', text: '', effect: { kind: 'anthem', filter: d.filter, power, toughness } };
      const keywords = m[4] ? keywordList(m[4]) : [];
      if (!keywords) return null;
      const mods: Modification[] = [{ kind: 'pt', power, toughness }, ...(keywords.length ? [{ kind: 'addKeywords' as const, keywords }] : [])];
      return { kind: 'static', text: '', effect: { kind: 'continuous', affects: d.filter, mods, ...(cond ? { condition: cond } : {}) } };
    },
  },
  {
    name: 'creatures have',
    reads: ['Each creature you control with a +1/+1 counter on it has vigilance.', 'Creatures you control with +1/+1 counters on them have trample.'],
    read: (t) => {
      const m = /^(?:each )?(.+?) ha(?:s|ve) ([a-z ,]+)\.$/.exec(lowerFirst(t));
      const d = m && describe(m[1]);
      const keywords = m && keywordList(m[2]);
      if (!d || d.place !== 'battlefield' || !keywords || !d.filter.controller || readsLayeredValues(d.filter)) return null;
      return { kind: 'static', text: '', effect: { kind: 'continuous', affects: d.filter, mods: [{ kind: 'addKeywords', keywords }] } };
    },
  },
  {
    name: "can't block",
    reads: ["This creature can't block."],
    read: (t) => (t === "~ can't block." ? { kind: 'static', text: '', effect: { kind: 'cantBlock' } } : null),
  },
  {
    name: 'gets +N/+M for each',
    reads: ['Storm-Kiln Artist gets +1/+0 for each artifact you control.'],
    // 613.4c: a self pump counting permanents its controller controls, as the layers reach 7c.
    read: (t) => {
      const m = /^~ gets \+(\d+)\/\+(\d+) for each (.+) you control\.$/.exec(t);
      const d = m && describe(m[3]);
      if (!d || d.place !== 'battlefield' || d.filter.controller || readsLayeredValues(d.filter)) return null;
      return { kind: 'static', text: '', effect: { kind: 'pumpPerCount', filter: d.filter, power: Number(m![1]), toughness: Number(m![2]) } };
    },
  },
  {
    name: 'are <card types> in addition to their other types',
    reads: ['All permanents are enchantments in addition to their other types.'],
    // 205.1a, 613.1d: a type-changing effect (layer 4) that adds card types to every object it describes.
    read: (t) => {
      const m = /^all (.+?) are (.+?) in addition to their other types\.$/.exec(lowerFirst(t));
      const affects = m && describe(m[1]);
      const added = m && describe(m[2]);
      if (!affects || affects.place !== 'battlefield' || readsLayeredValues(affects.filter) || !added?.filter.types || Object.keys(added.filter).length !== 1) return null;
      return { kind: 'static', text: '', effect: { kind: 'continuous', affects: affects.filter, mods: [{ kind: 'addTypes', types: added.filter.types, subtypes: [] }] } };
    },
  },
  {
    name: "can't attack unless",
    reads: ["Lovestruck Beast can't attack unless you control a 1/1 creature."],
    // 508.1c: a restriction that applies while its condition doesn't hold.
    read: (t) => {
      const m = /^~ can't attack unless (.+)\.$/.exec(t);
      const cond = m && stateCondition(m[1]);
      return cond ? { kind: 'static', text: '', effect: { kind: 'cantAttack', while: { kind: 'not', condition: cond } } } : null;
    },
  },
  {
    name: 'self pump as long as',
    reads: ['This creature gets +2/+0 as long as you gained life this turn.'],
    read: (t) => {
      const m = /^~ gets ([+-−]\d+)\/([+-−]\d+)(?: and has (.+?))? as long as (.+)\.$/.exec(t);
      if (!m) return null;
      const cond = stateCondition(m[4]);
      const keywords: Keyword[] | null = m[3] ? keywordList(m[3]) : [];
      if (!cond || !keywords) return null;
      const mods: Modification[] = [{ kind: 'pt', power: Number(m[1].replace('−', '-')), toughness: Number(m[2].replace('−', '-')) }, ...(keywords.length ? [{ kind: 'addKeywords' as const, keywords }] : [])];
      return { kind: 'static', text: '', effect: { kind: 'continuous', affects: { self: true }, mods, condition: cond } };
    },
  },
  {
    name: 'attached',
    reads: ['Enchanted creature gets +1/+2.', 'Equipped creature gets +2/+0.', 'Enchanted creature gets +2/+2 and has flying.', 'You control enchanted creature.', 'Fortified land has indestructible.'],
    read: (t) => {
      if (t === 'You control enchanted creature.') return { kind: 'static', text: '', effect: { kind: 'attached', power: 0, toughness: 0, control: true } };
      // CR 301.6 — the land a Fortification is attached to.
      const fortified = /^Fortified land has (.+?)\.$/.exec(t);
      if (fortified) {
        const keywords = keywordList(fortified[1]);
        return keywords ? { kind: 'static', text: '', effect: { kind: 'attached', power: 0, toughness: 0, keywords } } : null;
      }
      const m = /^(?:Enchanted|Equipped) creature gets ([+-−]\d+)\/([+-−]\d+)(?: and has (.+?))?\.$/.exec(t);
      if (!m) return null;
      const keywords = m[3] ? keywordList(m[3]) : undefined;
      if (keywords === null) return null;
      return { kind: 'static', text: '', effect: { kind: 'attached', power: Number(m[1].replace('−', '-')), toughness: Number(m[2].replace('−', '-')), ...(keywords ? { keywords } : {}) } };
    },
  },
  {
    name: 'cost change',
    reads: ['Noncreature spells cost {1} more to cast.'],
    read: (t) => {
      const m = /^(.+) spells cost \{(\d+)\} (more|less) to cast\.$/.exec(t);
      const d = m && describe(`${lowerFirst(m[1])} spell`);
      if (!d || d.filter.controller) return null;
      return { kind: 'static', text: '', effect: { kind: 'costChange', spells: d.filter, generic: Number(m![2]) * (m![3] === 'more' ? 1 : -1) } };
    },
  },
];

function staticAbility(p: Paragraph, para: Para): Read | null {
  for (const t of STATICS) {
    const ab = t.read(para.text, { targets: [] });
    if (ab) return { abilities: [{ ...ab, text: p.text } as AbilityDef] };
  }
  return null;
}

/**
 * CR 702.177a, 702.142a — "Exhaust — <cost>: <effect>" and "Boast — <cost>: <effect>" are keywords, not ability
 * words: an activated ability with a restriction ("Activate only once"; "Activate only if this creature attacked
 * this turn and only once each turn").
 */
function restrictedActivated(keyword: string, p: Paragraph, para: Para, selfName?: string): Read {
  const r = activated(p, { ...para, text: para.text.slice(`${keyword} — `.length) }, selfName);
  if (!r || 'unread' in r) return r ?? { unread: sentences(p.text)[0] };
  return {
    abilities: r.abilities.map((a) => {
      if (a.kind !== 'activated') return a;
      if (keyword === 'Exhaust') return { ...a, cost: { ...a.cost, onceOnly: true } };
      const attacked = { kind: 'selfAttackedThisTurn' } as const;
      return { ...a, cost: { ...a.cost, onceEachTurn: true, onlyIf: a.cost.onlyIf ? { kind: 'all', conditions: [attacked, a.cost.onlyIf] } : attacked } };
    }),
  };
}

/** Reads one paragraph of a permanent's (or a spell's non-spell-ability) rules text. */
export function readParagraph(p: Paragraph, names: string[], isSpell: boolean): Read {
  const para: Para = { printed: p.text, text: normalizeSelf(withoutAbilityWord(p.text), names) };
  const restricted = /^(Exhaust|Boast) — /.exec(p.text);
  if (restricted && !isSpell) return restrictedActivated(restricted[1], p, para, names[0]);
  const kws = KEYWORD_LINE.read(para.text, { targets: [] });
  if (kws) return { abilities: kws };
  const mechanic = mechanicStatic(para.text, names[0]);
  if (mechanic) return { abilities: [{ ...mechanic, text: p.text } as AbilityDef] };
  if (isSpell && !/^(when|whenever|at) /i.test(para.text)) {
    // 113.6j, 602.1: an instant's or sorcery's ability whose cost discards it works from its owner's hand.
    const fromHand = /^[^:"]*\bdiscard ~[^:"]*: /i.test(para.text) ? activated(p, para, names[0]) : null;
    return fromHand && 'abilities' in fromHand ? fromHand : { unread: sentences(p.text)[0] };
  }
  return triggered(p, para, names) ?? activated(p, para, names[0]) ?? staticAbility(p, para) ?? { unread: sentences(p.text)[0] };
}

/**
 * CR 113.3a — the spell ability of an instant or sorcery: every paragraph that is not a keyword line or a
 * triggered ability, read as one ability with shared targets (its text joined by newlines), or modal (700.2).
 */
export function readSpell(ps: Paragraph[], names: string[]): Read {
  if (ps.length === 1 && ps[0].modes) {
    const n = modeCount(ps[0].text.split('\n')[0], ps[0].modes.length);
    if (!n) return { unread: ps[0].text.split('\n')[0] };
    const modes = modesOf(ps[0].modes, names);
    if ('unread' in modes) return modes;
    // 702.172a, 702.183a: "+ {cost} —" modes are a spree or tiered spell's, and only theirs.
    const intro = ps[0].text.split('\n')[0];
    const costed = intro === 'Spree' || intro === 'Tiered';
    if (modes.modes.some((m) => !m.cost === costed)) return { unread: ps[0].modes.find((m) => PLUS_MODE.test(m) !== costed)! };
    const spell: AbilityDef = { kind: 'spell', text: intro, targets: [], effects: [], chooseModes: n, modes: modes.modes };
    return { abilities: costed ? [{ kind: 'keyword', keyword: intro.toLowerCase() as Keyword, text: intro }, spell] : [spell] };
  }
  const ctx: Ctx = { targets: [], selfName: names[0], spell: true };
  const effects: Effect[] = [];
  for (const p of ps) {
    if (p.modes) return { unread: p.text.split('\n')[0] };
    const para: Para = { printed: p.text, text: normalizeSelf(withoutAbilityWord(p.text), names) };
    const r = effectsOf(para.text, ctx, effects);
    if ('unread' in r) return { unread: printedSentence(para, r.unread) };
    effects.push(...r.effects);
  }
  return { abilities: [{ kind: 'spell', text: ps.map((p) => p.text).join('\n'), targets: ctx.targets, effects }] };
}

/** The quoted ability of a token ("Whenever this token attacks, you gain 1 life."), read alone. */
const quotedAbility = (text: string): AbilityDef | null => {
  const r = readParagraph({ text }, [], false);
  return 'abilities' in r && r.abilities.length === 1 ? r.abilities[0] : null;
};
setQuotedAbilityReader(quotedAbility);
setMechanicQuotedReader(quotedAbility);

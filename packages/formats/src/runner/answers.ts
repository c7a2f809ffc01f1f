import { formatSymbol, symbolChoicesNeeded, type Answer, type GameState, type ManaCost, type ObjectId, type SymbolChoice, type Target } from '@arbiter/engine';
import type { Announcement } from '../scenario/types';
import { resolveAll, resolveObject, resolveTarget, ZONE_ORDER, type RefScope } from './refs';

type Decision = NonNullable<GameState['pending']>;

/**
 * A reference read against the pending decision's options first: when the name matches options, the first one
 * not already chosen is meant (so `Grizzly Bears` is not ambiguous when only one Grizzly Bears can be chosen,
 * and two identical cards are taken in turn); otherwise it is resolved in the whole game, as anywhere else.
 */
function pickAmong(scope: RefScope, text: string, options: readonly ObjectId[], taken: readonly ObjectId[]): ObjectId | { error: string } {
  const all = resolveAll(scope, text, ZONE_ORDER);
  if (!('error' in all)) {
    const among = all.filter((id) => options.includes(id) && !taken.includes(id));
    if (among.length) return among[0];
  }
  return resolveObject(scope, text);
}

function refs(scope: RefScope, v: unknown, options: readonly ObjectId[] = []): ObjectId[] | { error: string } {
  const list = Array.isArray(v) ? v : [v];
  const out: ObjectId[] = [];
  for (const r of list) {
    const id = pickAmong(scope, String(r), options, out);
    if (typeof id !== 'string') return id;
    out.push(id);
  }
  return out;
}

/** A target read against the legal targets of its word first (players by name, then objects as in pickAmong). */
function targetAmong(scope: RefScope, text: string, legal: readonly Target[] | undefined, taken: readonly Target[]): Target | { error: string } {
  if (scope.players.has(text) || !legal) return resolveTarget(scope, text);
  const objects = legal.flatMap((t) => ('object' in t ? [t.object] : []));
  const id = pickAmong(scope, text, objects, taken.flatMap((t) => ('object' in t ? [t.object] : [])));
  return typeof id === 'string' ? { object: id } : id;
}

const announcementText = (a: Announcement): string => ('life' in a ? 'life' : 'generic' in a ? String(a.generic) : a.half);

/** CR 601.2b — maps "announce: [W, C, life]" (in symbol order) to the engine's per-symbol choices. */
export function announcements(cost: ManaCost | null, list: Announcement[] | undefined): Record<number, SymbolChoice> | { error: string } | undefined {
  if (!list) return undefined;
  const need = cost ? symbolChoicesNeeded(cost) : [];
  if (list.length !== need.length) return { error: `announce lists ${list.length} choice(s) but the cost has ${need.length} hybrid/Phyrexian symbol(s)` };
  const out: Record<number, SymbolChoice> = {};
  for (let k = 0; k < need.length; k++) {
    const sym = cost![need[k]];
    const a = list[k];
    const wrong = { error: `${formatSymbol(sym)} can't be paid with ${announcementText(a)}` };
    if ('life' in a) { out[need[k]] = { life: true }; continue; }
    if (sym.kind === 'phyrexian') {
      if (!('half' in a) || a.half !== sym.color) return wrong;
      out[need[k]] = { mana: true };
      continue;
    }
    if (sym.kind !== 'hybrid') return { error: `symbol ${need[k] + 1} is not hybrid` };
    const half = sym.halves.findIndex((h) => ('generic' in a ? 'generic' in h && h.generic === a.generic : 'color' in h ? h.color === a.half : 'colorless' in h && a.half === 'C'));
    if (half < 0) return wrong;
    out[need[k]] = { half: half as 0 | 1 };
  }
  return out;
}

/** An announcement as written in an answer: W U B R G C, a number ({2/W}'s generic half) or life. */
function announcementOf(v: unknown): Announcement | undefined {
  if (v === 'life') return { life: true };
  if (typeof v === 'number' || (typeof v === 'string' && /^[0-9]+$/.test(v))) return { generic: Number(v) };
  if (typeof v === 'string' && /^[WUBRGC]$/.test(v)) return { half: v as 'W' };
  return undefined;
}

/**
 * The targets of each "target" word, in order: a reference, a list of them ("one or two targets"), or `none`
 * for an "up to one target" left empty (601.2c, 115.1).
 */
export function targetList(scope: RefScope, v: unknown, legal?: readonly (readonly Target[])[]): Target[][] | { error: string } {
  const out: Target[][] = [];
  for (const [i, r] of (Array.isArray(v) ? v : [v]).entries()) {
    if (r === 'none') { out.push([]); continue; }
    const word: Target[] = [];
    for (const one of Array.isArray(r) ? r : [r]) {
      const t = targetAmong(scope, String(one), legal?.[i], [...out.flat(), ...word]);
      if ('error' in t) return t;
      word.push(t);
    }
    out.push(word);
  }
  return out;
}

/**
 * Turns a scenario's `answer:` value into the engine's answer for the pending decision.
 * `'suggested'` takes the decision's suggested answer (non-strict mode, or when a judge writes it);
 * `cancel` abandons a cast in progress (CR 733.1).
 */
export function answerFromValue(scope: RefScope, d: Decision, v: unknown): Answer | { error: string } {
  if (v === 'cancel') return { kind: 'cancel' };
  const suggested = v === 'suggested';
  switch (d.kind) {
    case 'priority':
      return { error: 'priority is not answered with `answer`: use pass, cast, activate or play' };
    case 'mulligan':
      return { kind: 'mulligan', keep: suggested || v === 'keep' || v === true };
    case 'bottomCards': {
      const cards = suggested ? d.suggested : refs(scope, v, d.options);
      return 'error' in cards ? cards : { kind: 'bottomCards', cards };
    }
    case 'announce': {
      if (suggested) return { kind: 'announce', x: d.suggested.x, announce: d.suggested.announce, modes: d.suggested.modes };
      if (typeof v === 'number') return { kind: 'announce', x: v, announce: d.suggested.announce };
      // A list of hybrid halves / Phyrexian choices in symbol order, as in a cast step's `announce:`.
      const list = Array.isArray(v) ? v.map(announcementOf) : [];
      if (Array.isArray(v) && list.every((a) => a !== undefined)) {
        const announce = announcements(d.cost, list as Announcement[]);
        if (announce && 'error' in announce) return announce as { error: string };
        return { kind: 'announce', x: d.suggested.x, announce: announce as Record<number, SymbolChoice> };
      }
      return { error: 'answer an announce decision with a number for X, a list of halves such as [W, 2, life], or `suggested`' };
    }
    case 'targets': {
      if (suggested) return d.suggested ? { kind: 'targets', targets: d.suggested } : { error: 'no legal targets to suggest' };
      const targets = targetList(scope, v, d.requirements.map((r) => r.legal));
      return 'error' in targets ? targets : { kind: 'targets', targets };
    }
    case 'payment':
      if (suggested || v === 'auto') return d.suggested ? { kind: 'payment', plan: d.suggested } : { error: 'no payment can be found' };
      return { error: 'answer a payment with `auto` (or give `pay:` on the cast step)' };
    case 'declareAttackers':
      return suggested ? { kind: 'declareAttackers', attacks: d.suggested } : { error: 'use an `attack:` step' };
    case 'declareBlockers':
      return suggested ? { kind: 'declareBlockers', blocks: d.suggested } : { error: 'use a `block:` step' };
    case 'optionalCosts': {
      // CR 601.2b: the optional costs to pay, e.g. `[kicker]`, or `[]` / `none` for none; a multikicker cost
      // (702.33c) once for each time it is paid: `[kicker, kicker]` or `{ kicker: 2 }`.
      if (suggested || v === 'none' || v === null) return { kind: 'optionalCosts', pay: suggested ? d.suggested : [] };
      const times = v && typeof v === 'object' && !Array.isArray(v) ? Object.entries(v) : null;
      if (times?.some(([, n]) => !Number.isInteger(n) || (n as number) < 0)) return { error: 'give each optional cost a whole number of times: `{ kicker: 2 }`' };
      const pay = times ? times.flatMap(([m, n]) => Array.from({ length: n as number }, () => m)) : Array.isArray(v) ? v.map(String) : [String(v)];
      const modes = d.options.map((o) => o.mode as string);
      const bad = pay.find((m) => !modes.includes(m));
      return bad ? { error: `no optional cost '${bad}': offered ${modes.join(', ')}` } : { kind: 'optionalCosts', pay: pay as typeof d.suggested };
    }
    case 'unlessPays':
      // CR 118.12: `pay` (with the suggested payment) or `decline`.
      if (v === 'pay' || v === true || suggested) return { kind: 'unlessPays', pay: true };
      return v === 'decline' || v === false ? { kind: 'unlessPays', pay: false } : { error: 'answer with `pay` or `decline`' };
    case 'assignDamage': {
      if (suggested) return { kind: 'assignDamage', amounts: d.suggested };
      if (Array.isArray(v)) {
        return v.every((n) => typeof n === 'number') ? { kind: 'assignDamage', amounts: v } : { error: 'answer with a list of damage amounts, one per recipient in order' };
      }
      // CR 510.1c–d: `{ Grizzly Bears: 2, Bob: 1 }` — damage by recipient (a blocker, or the player or planeswalker
      // trample reaches); a recipient left out is assigned none.
      if (!v || typeof v !== 'object') return { error: 'answer with the damage per recipient, `{ Grizzly Bears: 2, Bob: 1 }`, or a list of amounts in the recipients\' order' };
      const amounts: number[] = d.recipients.map(() => 0);
      for (const [ref, n] of Object.entries(v)) {
        const t = resolveTarget(scope, ref);
        if ('error' in t) return t;
        const i = d.recipients.findIndex((r) => ('player' in r && 'player' in t && r.player === t.player) || ('object' in r && 'object' in t && r.object === t.object));
        if (i < 0) return { error: `${ref} is not one of the recipients of ${d.amount} damage` };
        if (typeof n !== 'number') return { error: `the damage to ${ref} must be a number` };
        amounts[i] = n;
      }
      return { kind: 'assignDamage', amounts };
    }
    case 'chooseName':
      return suggested ? { kind: 'chooseName', name: d.suggested } : { kind: 'chooseName', name: String(v) };
    case 'orderReplacements':
      // CR 616.1: the effect to apply first, by its source's name ("Rest in Peace") or its 1-based number among the options.
      if (!suggested && typeof v === 'string' && !/^[0-9]+$/.test(v)) {
        const matching = d.options.flatMap((o, i) => (o === v || o.startsWith(`${v}: `) ? [i] : []));
        if (matching.length === 1) return { kind: 'chooseNumber', value: matching[0] };
        return { error: `${matching.length ? `${matching.length} effects come from ${v}: answer with the number` : `no effect from ${v}`} (1-based) among: ${d.options.map((o, i) => `${i + 1}. ${o}`).join('; ')}` };
      }
      {
        const value = suggested ? d.suggested : Number(v) - 1;
        return Number.isInteger(value) ? { kind: 'chooseNumber', value } : { error: "answer with the effect's source name or its 1-based number" };
      }
    case 'chooseNumber': {
      const value = suggested ? d.suggested : Number(v);
      return Number.isInteger(value) ? { kind: 'chooseNumber', value } : { error: 'answer with a whole number' };
    }
    case 'chooseHalves': {
      // CR 106.8: one half per hybrid symbol, in symbol order, written as mana: [C, W, 2].
      if (suggested) return { kind: 'chooseHalves', halves: d.suggested };
      const list = Array.isArray(v) ? v.map(String) : [];
      const halves = list.map((x, i) => d.options[i]?.indexOf(`{${x}}`) ?? -1);
      if (list.length !== d.symbols.length || halves.some((i) => i < 0)) {
        return { error: `answer with one half per symbol of ${d.symbols.join('')}, in order; offered: ${d.options.map((o) => o.join(' or ')).join(', ')}` };
      }
      return { kind: 'chooseHalves', halves };
    }
    case 'chooseOption': {
      // The option as the decision words it (`over`, `"black → white"`; a list is joined with " → "), or its 1-based number.
      const text = Array.isArray(v) ? v.map(String).join(' → ') : String(v);
      const i = suggested ? d.suggested : typeof v === 'number' ? v - 1 : d.options.indexOf(text);
      return i >= 0 && i < d.options.length ? { kind: 'chooseOption', choice: i } : { error: `answer with one of: ${d.options.join(', ')} (or its number)` };
    }
    case 'orderTriggers': {
      if (suggested) return { kind: 'orderTriggers', order: d.suggested };
      // CR 603.3b: the triggers in the order they go on the stack, first first: each by its 1-based position in
      // the decision's list or by its source's name (the first one not yet placed, for two of the same name).
      const listed = `among: ${d.triggers.map((t, i) => `${i + 1}. ${t}`).join('; ')}`;
      if (!Array.isArray(v)) return { error: `answer with a list of the triggers' source names or 1-based numbers, in the order they go on the stack, ${listed}` };
      const order: number[] = [];
      for (const x of v) {
        const i = Number.isInteger(x) ? (x as number) - 1 : d.triggers.findIndex((t, k) => !order.includes(k) && (t === String(x) || t.startsWith(`${String(x)}: `)));
        if (i < 0) return { error: `no trigger left from ${String(x)} ${listed}` };
        order.push(i);
      }
      return { kind: 'orderTriggers', order };
    }
    case 'triggerModes': {
      // CR 700.2b: the 1-based numbers of the modes chosen, or `none` ("choose up to one").
      if (suggested) return { kind: 'announce', modes: d.suggested };
      const list = v === 'none' || v === null ? [] : Array.isArray(v) ? v : [v];
      return list.every((n) => Number.isInteger(n)) ? { kind: 'announce', modes: list.map((n) => (n as number) - 1) } : { error: 'answer with the 1-based mode numbers, or none' };
    }
    case 'newTargets':
    case 'triggerTargets': {
      if (suggested) return { kind: 'targets', targets: d.suggested };
      const targets = targetList(scope, v, d.requirements.map((r) => r.legal));
      return 'error' in targets ? targets : { kind: 'targets', targets };
    }
    case 'legendRule': {
      if (suggested) return { kind: 'chooseObjects', objects: d.suggested };
      const objects = refs(scope, v, d.options);
      return 'error' in objects ? objects : { kind: 'chooseObjects', objects };
    }
    case 'chooseObjects': {
      if (suggested) return { kind: 'chooseObjects', objects: d.suggested };
      if (v === null || (Array.isArray(v) && v.length === 0)) return { kind: 'chooseObjects', objects: [] };
      const objects = refs(scope, v, d.options);
      return 'error' in objects ? objects : { kind: 'chooseObjects', objects };
    }
  }
}

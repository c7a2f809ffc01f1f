import {
  activatedDef, fallbackInput, findPayment, inspect, isCostError, manaValue, step, toPayableCost, totalManaOf,
  type AbilityDef, type Answer, type CardRegistry, type Characteristics, type GameObject, type GameState, type Input,
  type ObjectId, type PayableCost, type PendingDecision, type PlayerId, type PriorityOption, type StepResult, type Target,
} from '@arbiter/engine';
import { evaluate } from '../evaluation';

/** A decision of a given kind (the pending decision narrowed by its `kind`). */
type Of<K extends PendingDecision['kind']> = Extract<PendingDecision, { kind: K }>;
type ActivatedDef = Extract<AbilityDef, { kind: 'activated' }>;

/** Options a one-ply choice simulates at most. */
const ONE_PLY_LIMIT = 8;

/**
 * Engine steps one decision may simulate in all (one-ply choices, activations and X tried through to the
 * payment): a step costs 0.1–1 ms, so this keeps a decision under 5 ms (issue 12). Past it, the heuristic
 * answers without looking: the engine's suggestion, no activation, X = 0.
 */
const SIM_STEPS = 6;

/** What is left of one decision's simulation allowance (shared by the nested answers of a cast tried through). */
export interface Sims { left: number }

/** `step` within the allowance; null once it is spent. */
function simulate(sims: Sims, state: GameState, input: Input, cards: CardRegistry): StepResult | null {
  if (sims.left <= 0) return null;
  sims.left--;
  return step(state, input, cards);
}

/** Values of X tried through to the payment, from the most the untapped lands might pay down. */
const X_TRIES = 3;

/** Effects that hurt what they target (so the heuristic aims them at opponents and their things). */
const HARMFUL = new Set(['damage', 'loseLife', 'counter', 'destroy', 'exile', 'bounce', 'discard', 'sacrifice', 'tap', 'mill', 'gainControl', 'counterUnlessPays', 'phaseOut', 'switchPT']);

function chars(state: GameState, cards: CardRegistry, id: ObjectId): Characteristics | null {
  const o = state.objects[id];
  if (!o || o.hidden || (!o.card && !o.base)) return null;
  return inspect(state, cards).characteristics(id);
}

const answer = (player: PlayerId, a: Answer): Input => ({ player, kind: 'answer', answer: a });

/** The value of a permanent or spell to whoever controls it (life units, rough). */
function objectValue(state: GameState, cards: CardRegistry, id: ObjectId): number {
  const c = chars(state, cards, id);
  const o = state.objects[id];
  if (!c) return o?.faceDown ? 4 : 1;
  if (c.types.includes('Creature')) return 1 + Math.max(0, c.power ?? 0) * 1.5 + Math.max(0, c.toughness ?? 0) * 0.7;
  if (c.types.includes('Land')) return 1;
  return 2 + manaValue(c.manaCost) * 0.5;
}

/** The player a target points at: the player, or the controller of the object. */
function targetSide(state: GameState, t: Target): PlayerId | undefined {
  return 'player' in t ? t.player : state.objects[t.object]?.controller;
}

/** The abilities that are being put on the stack by a draft or a trigger, to judge what their targets are for. */
function draftAbility(state: GameState, cards: CardRegistry, d: PendingDecision): AbilityDef | null {
  if (d.kind === 'triggerTargets') return state.objects[d.ability]?.ability?.def ?? null;
  if (d.kind === 'newTargets') return null;
  if (d.kind !== 'targets') return null;
  const draft = d.draft;
  const c = chars(state, cards, draft.object);
  if (!c) return null;
  if (draft.kind === 'ability') return draft.ability === undefined ? null : activatedDef(c.abilities[draft.ability]) ?? null;
  return c.abilities.find((a) => a.kind === 'spell') ?? null;
}

/** Whether what the ability does to target group `i` hurts it (by its effects that name the target). */
function harmsTarget(ab: AbilityDef | null, i: number, modes: number[]): boolean {
  if (!ab || (ab.kind !== 'spell' && ab.kind !== 'activated' && ab.kind !== 'triggered')) return true;
  const groups = 'modes' in ab && ab.modes ? modes.map((m) => ab.modes![m]).filter(Boolean) : [ab];
  const effects = groups.flatMap((g) => g.effects);
  const refersTo = (e: object) => JSON.stringify(e).includes(`{"target":${i}}`);
  const named = effects.filter(refersTo);
  const judged = named.length ? named : effects;
  return judged.some((e) => HARMFUL.has(e.do) || (e.do === 'modifyPT' && typeof e.power === 'number' && e.power < 0));
}

/**
 * CR 701.6 — what a spell on the stack must threaten (`stackThreat`) for a counterspell to be spent on it: a
 * creature about as big as a Hill Giant (7.6), or anything aimed at the player's things; not a Grizzly Bears (5.4),
 * which left no Counterspell for the Shivan Dragon.
 */
const COUNTER_BAR = 6;

/**
 * CR 115 — targets: what hurts goes to the opponents' most valuable things (a creature the damage kills
 * first), what helps to the player's own; an "up to" target is left out when nothing is worth it.
 */
function chooseTargets(state: GameState, cards: CardRegistry, d: Of<'targets'> | Of<'triggerTargets'>, canRefuse = d.kind === 'targets'): Input {
  const me = d.player;
  const ab = draftAbility(state, cards, d);
  const modes = d.kind === 'targets' ? d.draft.modes : [];
  const copy = copyTargets(state, cards, ab, d);
  if (copy) return copy;
  // A cast or activation whose required target would only hurt its own side (or help an opponent's) is
  // abandoned (733.1); a trigger's targets can't be refused, so it takes the least bad.
  const amount = damageOf(ab);
  const used = new Set<string>();
  const targets: Target[][] = [];
  for (const [i, r] of d.requirements.entries()) {
    const harmful = harmsTarget(ab, i, modes);
    const scored = r.legal.map((t) => {
      const mine = targetSide(state, t) === me;
      let v: number;
      if ('player' in t) v = harmful ? (mine ? -20 : amount > 0 && !burnReaches(state, cards, me, t.player, amount, d.kind === 'targets' ? d.draft.object : null) ? -1 : 3 + 10 / Math.max(1, state.players[t.player].life)) : (mine ? 3 : -3);
      else if (state.objects[t.object]?.zone === 'stack') {
        // A spell or ability: countering it is worth what it would do (a counter spent on a Gut Shot is not there
        // for the Shivan Dragon); one's own is not countered.
        v = mine ? (harmful ? -10 : 1) : harmful ? stackThreat(state, cards, me, t.object) - COUNTER_BAR : -1;
      } else {
        const o = state.objects[t.object];
        const value = objectValue(state, cards, t.object);
        const c = chars(state, cards, t.object);
        const left = (c?.toughness ?? 0) - (o?.damage ?? 0);
        const kills = amount > 0 && c?.types.includes('Creature') && left <= amount;
        // Damage that doesn't kill a creature is wasted on it (it wears off, 514.2) unless the burn to follow kills it.
        const wasted = amount > 0 && c?.types.includes('Creature') && !kills && (mine || !burnKills(state, cards, me, left - amount, d.kind === 'targets' ? d.draft.object : null));
        v = (harmful ? (mine ? -value : wasted ? 0 : value) : (mine ? value : -value)) + (kills && !mine ? 5 : 0);
      }
      return { t, v, key: JSON.stringify(t) };
    }).filter((s) => !used.has(s.key)).sort((a, b) => b.v - a.v);
    const want = Math.max(r.min, Math.min(r.max, scored.filter((s) => s.v > 0).length, 1));
    if (scored.length < r.min || (canRefuse && r.min > 0 && scored[r.min - 1].v <= 0)) return answer(me, { kind: 'cancel' });
    const picked = scored.slice(0, Math.max(want, r.min));
    for (const p of picked) used.add(p.key);
    targets.push(picked.map((p) => p.t));
  }
  return answer(me, { kind: 'targets', targets });
}

/**
 * CR 601.2c — the least bad targets for a cast the player has begun and keeps to (the search's cast of a spell the
 * heuristic would abandon at its targets, tried with a target it chose: `refusedTargetings`).
 */
export function committedTargets(state: GameState, cards: CardRegistry, d: Of<'targets'>): Input {
  return chooseTargets(state, cards, d, false);
}

/**
 * CR 120.3a, 104.3b — damage at a player is worth a card when it is part of a kill: this damage, the damage of the
 * other burn spells in hand (not the one being cast, still in hand while its casting is proposed) and the power of
 * the player's creatures together reach the opponent's life. Otherwise the burn waits for a creature (a Lightning
 * Bolt at 20 life on turn 1 was not there for the Savannah Lions).
 * @simplification: the creatures' power counts whether or not they can attack or get through.
 */
function burnReaches(state: GameState, cards: CardRegistry, me: PlayerId, them: PlayerId, amount: number, casting: ObjectId | null): boolean {
  const burn = burnInHand(state, cards, me, casting).reduce((n, b) => n + b.damage, 0);
  return amount + burn + creaturePower(state, cards, me) >= state.players[them].life;
}

/** The spells in the player's hand besides `casting` that deal a fixed amount of damage, with their mana values. */
function burnInHand(state: GameState, cards: CardRegistry, me: PlayerId, casting: ObjectId | null): { damage: number; mv: number }[] {
  return state.players[me].hand.filter((id) => id !== casting).map((id) => chars(state, cards, id))
    .map((c) => ({ damage: damageOf(c?.abilities.find((a) => a.kind === 'spell')), mv: manaValue(c?.manaCost ?? null) }))
    .filter((b) => b.damage > 0);
}

/**
 * CR 120.3, 120.6 — whether the other burn spells in hand can deal `toughness` more damage to a creature this turn
 * (the damage marked stays until the cleanup step, 514.2), their mana costs within the untapped lands besides the
 * spell being cast (still in hand while its targets are chosen, not yet paid for): a Lightning Bolt at a Serra
 * Angel is worth casting with a Shock to follow, and not without (the heuristic cast it, and the Angel lived).
 */
function burnKills(state: GameState, cards: CardRegistry, me: PlayerId, toughness: number, casting: ObjectId | null): boolean {
  const spell = casting && state.players[me].hand.includes(casting) ? chars(state, cards, casting) : null;
  let mana = manaAvailable(state, cards, me) - manaValue(spell?.manaCost ?? null);
  for (const b of burnInHand(state, cards, me, casting).sort((x, y) => y.damage - x.damage)) {
    if (b.mv > mana) continue;
    mana -= b.mv;
    toughness -= b.damage;
    if (toughness <= 0) return true;
  }
  return false;
}

/** The fixed damage a spell or ability deals (its first damage effect; 0 for none or a variable amount). */
function damageOf(ab: AbilityDef | null | undefined): number {
  const damage = ab && 'effects' in ab ? ab.effects.find((e) => e.do === 'damage') : undefined;
  return damage && damage.do === 'damage' && typeof damage.amount === 'number' ? damage.amount : 0;
}

/** The total power of a player's creatures on the battlefield. */
function creaturePower(state: GameState, cards: CardRegistry, player: PlayerId): number {
  return state.battlefield.reduce((n, id) => (state.objects[id]?.controller === player && chars(state, cards, id)?.types.includes('Creature') ? n + combatStats(state, cards, id).power : n), 0);
}

/**
 * CR 707.1 — "target A becomes a copy of target B" (True Polymorph): the pair that gains most — one of the
 * player's own things becoming a copy of something better, or an opponent's becoming a copy of something worse;
 * abandoned (733.1) when no pair gains. Null when the ability has no such effect.
 */
function copyTargets(state: GameState, cards: CardRegistry, ab: AbilityDef | null, d: Of<'targets'> | Of<'triggerTargets'>): Input | null {
  const effects = ab && 'effects' in ab ? ab.effects : [];
  const e = effects.find((x) => x.do === 'becomeCopy');
  if (!e || e.do !== 'becomeCopy' || d.requirements.length !== 2) return null;
  const index = (r: unknown) => (r && typeof r === 'object' && 'target' in r && typeof r.target === 'number' ? r.target : -1);
  const [subject, original] = [index(e.what), index(e.of)];
  if (subject < 0 || original < 0 || subject === original) return null;
  const objects = (i: number) => d.requirements[i].legal.flatMap((t) => ('object' in t ? [t.object] : []));
  let best: { gain: number; pair: [ObjectId, ObjectId] } | null = null;
  for (const a of objects(subject)) {
    for (const b of objects(original)) {
      if (a === b) continue;
      const diff = objectValue(state, cards, b) - objectValue(state, cards, a);
      const gain = state.objects[a]?.controller === d.player ? diff : -diff;
      if (!best || gain > best.gain) best = { gain, pair: [a, b] };
    }
  }
  if (!best || (best.gain <= 0 && d.kind === 'targets')) return answer(d.player, { kind: 'cancel' });
  const targets: Target[][] = [[], []];
  targets[subject] = [{ object: best.pair[0] }];
  targets[original] = [{ object: best.pair[1] }];
  return answer(d.player, { kind: 'targets', targets });
}

/**
 * CR 701.6 — what an opponent's spell or ability on the stack would do to the player: a permanent spell is the
 * permanent it becomes; one that targets the player or its things, what it targets (and 4 for the effect);
 * anything else, 1.
 */
function stackThreat(state: GameState, cards: CardRegistry, me: PlayerId, id: ObjectId): number {
  const o = state.objects[id];
  const c = chars(state, cards, id);
  if (!o || !c) return 1;
  if (o.kind === 'card' && !c.types.includes('Instant') && !c.types.includes('Sorcery')) return objectValue(state, cards, id);
  let threat = 1;
  for (const t of (o.choices?.targets ?? []).flat()) {
    if ('player' in t) { if (t.player === me) threat = Math.max(threat, 4); }
    else if (state.objects[t.object]?.controller === me) threat = Math.max(threat, 4 + objectValue(state, cards, t.object));
  }
  return threat;
}

/** Power, toughness and evasion of a creature on the battlefield (a hidden face-down one is a 2/2, 708.2a). */
function combatStats(state: GameState, cards: CardRegistry, id: ObjectId) {
  const c = chars(state, cards, id);
  const kw = new Set(c ? c.abilities.flatMap((a) => (a.kind === 'keyword' ? [a.keyword as string] : [])) : []);
  return {
    power: Math.max(0, c?.power ?? 2),
    toughness: Math.max(0, (c?.toughness ?? 2) - (state.objects[id]?.damage ?? 0)),
    flying: kw.has('flying'), reach: kw.has('reach'), firstStrike: kw.has('first strike') || kw.has('double strike'),
    deathtouch: kw.has('deathtouch'), value: objectValue(state, cards, id),
  };
}

type CombatStats = ReturnType<typeof combatStats>;

/**
 * CR 510.1, 702.7b, 702.2b — who dies when `a` and `b` fight one-on-one (attacker and blocker): lethal damage or
 * deathtouch kills, and a creature with first strike that kills one without it takes no damage back.
 * Simplified: double strike counts as first strike (its second hit is not added).
 */
function fight(a: CombatStats, b: CombatStats): { aDies: boolean; bDies: boolean } {
  const aKills = a.power > 0 && (a.deathtouch || a.power >= b.toughness);
  const bKills = b.power > 0 && (b.deathtouch || b.power >= a.toughness);
  if (a.firstStrike && !b.firstStrike && aKills) return { aDies: false, bDies: true };
  if (b.firstStrike && !a.firstStrike && bKills) return { aDies: true, bDies: false };
  return { aDies: bKills, bDies: aKills };
}

/** Untapped creatures a player controls that could block next combat. */
function untappedCreatures(state: GameState, cards: CardRegistry, player: PlayerId): ObjectId[] {
  return state.battlefield.filter((id) => {
    const o = state.objects[id];
    if (!o || o.controller !== player || o.tapped || o.phasedOut) return false;
    const c = chars(state, cards, id);
    return c ? c.types.includes('Creature') : o.faceDown;
  });
}

/**
 * CR 508.1 — attack with a creature when no untapped potential blocker kills it without dying or trading down,
 * or with everything when what gets past the defender's blockers (each blocking the biggest attacker it can) is
 * lethal against the weakest defending player, or would be in two such attacks.
 */
function chooseAttacks(state: GameState, cards: CardRegistry, d: Of<'declareAttackers'>): Input {
  const me = d.player;
  const chosen: { attacker: ObjectId; defender: Target }[] = [];
  const defenderOf = (defenders: Target[]) => {
    const players = defenders.filter((t): t is { player: PlayerId } => 'player' in t);
    players.sort((a, b) => state.players[a.player].life - state.players[b.player].life);
    return players[0] ?? defenders[0];
  };
  const attackers = d.candidates.map((c) => combatStats(state, cards, c.attacker)).sort((x, y) => y.power - x.power);
  // The damage that gets through if the defender's untapped creatures each block the biggest attacker they can.
  const memo = new Map<PlayerId, number>();
  const through = (side: PlayerId) => memo.get(side) ?? memo.set(side, unblockedDamage(side)).get(side)!;
  const unblockedDamage = (side: PlayerId) => {
    const free = untappedCreatures(state, cards, side).map((b) => combatStats(state, cards, b));
    let n = 0;
    for (const a of attackers) {
      const i = free.findIndex((b) => !a.flying || b.flying || b.reach);
      if (i >= 0) free.splice(i, 1); else n += a.power;
    }
    return n;
  };
  for (const c of d.candidates) {
    const defender = defenderOf(c.defenders);
    if (!defender) continue;
    const side = targetSide(state, defender)!;
    const a = combatStats(state, cards, c.attacker);
    if (a.power <= 0) continue;
    const blockers = untappedCreatures(state, cards, side).map((b) => combatStats(state, cards, b)).filter((b) => !a.flying || b.flying || b.reach);
    const unblocked = through(side);
    const lethal = unblocked >= state.players[side].life;
    // Two such attacks kill the defender: whatever its creatures do back, the attacker strikes first. (Requiring
    // also that they threaten this player within two turns held back attacks that win: 3 of 1,000 benchmark games
    // against random went the other way without it, none the worse.)
    const racing = unblocked * 2 >= state.players[side].life;
    const safe = blockers.every((b) => {
      const f = fight(a, b);
      return !f.aDies || (f.bDies && b.value >= a.value);
    });
    if (safe || lethal || racing) chosen.push({ attacker: c.attacker, defender });
  }
  return answer(me, { kind: 'declareAttackers', attacks: chosen });
}

/**
 * CR 602.1, 510.1a — the combat damage `attackers` could deal if nothing blocked them: their power, and what
 * their controller's untapped mana adds through the best self-pump among them (Shivan Dragon's firebreathing,
 * activated after blockers). @simplification: the pump's mana colors are not checked; mana creatures not counted.
 */
function reach(state: GameState, cards: CardRegistry, attackers: ObjectId[]): number {
  if (!attackers.length) return 0;
  const mana = manaAvailable(state, cards, state.objects[attackers[0]].controller);
  let pump = 0;
  for (const id of attackers) {
    for (const a of chars(state, cards, id)?.abilities ?? []) {
      const ab = activatedDef(a);
      if (!ab || !selfPump(ab)) continue;
      const each = ab.effects.reduce((n, e) => n + (e.do === 'modifyPT' && typeof e.power === 'number' ? e.power : 0), 0);
      pump = Math.max(pump, Math.floor(mana / manaValue(ab.cost.mana ?? null)) * each);
    }
  }
  return attackers.reduce((n, id) => n + combatStats(state, cards, id).power, pump);
}

/** The combat damage the attackers of a blockers decision could deal if nothing blocked (`reach`). */
export function incomingDamage(state: GameState, cards: CardRegistry, d: Of<'declareBlockers'>): number {
  return reach(state, cards, [...new Set(d.candidates.flatMap((c) => c.attackers))]);
}

/** Whether `blocker` would die blocking `attacker` without killing it (a chump block, CR 509.1). */
export function blockIsChump(state: GameState, cards: CardRegistry, blocker: ObjectId, attacker: ObjectId): boolean {
  const f = fight(combatStats(state, cards, attacker), combatStats(state, cards, blocker));
  return f.bDies && !f.aDies;
}

/**
 * CR 509.1, 510.1c — double blocks: for each attacker, two of the `free` blockers that could block it, neither of
 * which kills it alone (without deathtouch) but whose power together reaches its toughness (the biggest two).
 * The heuristic never blocks with two creatures; the search tries these.
 */
export function gangBlocks(state: GameState, cards: CardRegistry, d: Of<'declareBlockers'>, free: (blocker: ObjectId) => boolean): { blocker: ObjectId; attacker: ObjectId }[][] {
  const out: { blocker: ObjectId; attacker: ObjectId }[][] = [];
  for (const attacker of new Set(d.candidates.flatMap((c) => c.attackers))) {
    const a = combatStats(state, cards, attacker);
    const pair = d.candidates.filter((c) => free(c.blocker) && c.attackers.includes(attacker))
      .map((c) => ({ id: c.blocker, s: combatStats(state, cards, c.blocker) }))
      .filter((b) => !b.s.deathtouch && b.s.power > 0 && b.s.power < a.toughness)
      .sort((x, y) => y.s.power - x.s.power).slice(0, 2);
    if (pair.length === 2 && pair[0].s.power + pair[1].s.power >= a.toughness) out.push(pair.map((b) => ({ blocker: b.id, attacker })));
  }
  return out;
}

/**
 * CR 509.1 — block where the blocker lives (each fight judged by `fight`), trade where the attacker is worth
 * more, and chump-block the most dangerous attackers while what the rest could deal (`reach`) would be lethal.
 */
function chooseBlocks(state: GameState, cards: CardRegistry, d: Of<'declareBlockers'>): Input {
  const me = d.player;
  const blocks: { blocker: ObjectId; attacker: ObjectId }[] = [];
  const used = new Set<ObjectId>();
  const attackers = [...new Set(d.candidates.flatMap((c) => c.attackers))]
    .map((id) => ({ id, s: combatStats(state, cards, id) }))
    .sort((x, y) => y.s.power - x.s.power);
  const blocked = new Set<ObjectId>();
  for (const pass of ['good', 'trade'] as const) {
    for (const at of attackers) {
      if (blocked.has(at.id)) continue;
      const options = d.candidates.filter((c) => !used.has(c.blocker) && c.attackers.includes(at.id))
        .map((c) => ({ id: c.blocker, s: combatStats(state, cards, c.blocker) }))
        .sort((x, y) => x.s.value - y.s.value);
      const pick = options.find((b) => {
        const f = fight(at.s, b.s);
        return pass === 'good' ? !f.bDies : f.aDies && at.s.value >= b.s.value;
      });
      if (pick) { blocks.push({ blocker: pick.id, attacker: at.id }); used.add(pick.id); blocked.add(at.id); }
    }
  }
  // Chump blocks, the most dangerous attacker first (with what its pump could add), while the rest is lethal.
  const unblocked = () => attackers.filter((a) => !blocked.has(a.id)).map((a) => a.id);
  const threat = (id: ObjectId) => reach(state, cards, [id]);
  for (const id of unblocked().sort((x, y) => threat(y) - threat(x))) {
    if (reach(state, cards, unblocked()) < state.players[me].life) break;
    const chump = d.candidates.find((c) => !used.has(c.blocker) && c.attackers.includes(id));
    if (!chump) continue;
    blocks.push({ blocker: chump.blocker, attacker: id });
    used.add(chump.blocker);
    blocked.add(id);
  }
  return answer(me, { kind: 'declareBlockers', blocks });
}

/**
 * CR 103.5 — keep a hand with two to five lands (one to five after a mulligan) whose lands make the colors of
 * at least one of its spells (a seven-card hand of Forests and red spells goes back); never go below five cards.
 */
function chooseMulligan(state: GameState, cards: CardRegistry, d: Of<'mulligan'>): Input {
  const hand = state.players[d.player].hand;
  const lands = hand.filter((id) => chars(state, cards, id)?.types.includes('Land'));
  const spells = hand.filter((id) => !lands.includes(id));
  const colors = new Set(lands.flatMap((id) => landColors(state, cards, id) ?? ['W', 'U', 'B', 'R', 'G']));
  const castable = spells.some((id) => (chars(state, cards, id)?.manaCost ?? []).every((m) => m.kind !== 'color' || colors.has(m.color)));
  const keep = d.mulligans >= 2 || (lands.length >= (d.mulligans ? 1 : 2) && lands.length <= 5 && (castable || !spells.length || d.mulligans > 0));
  return answer(d.player, { kind: 'mulligan', keep });
}

/** CR 103.5 — put on the bottom the lands beyond four, then the most expensive spells. */
function chooseBottom(state: GameState, cards: CardRegistry, d: Of<'bottomCards'>): Input {
  const info = d.options.map((id) => { const c = chars(state, cards, id); return { id, land: !!c?.types.includes('Land'), mv: manaValue(c?.manaCost ?? null) }; });
  const lands = info.filter((x) => x.land).length;
  const rank = (x: (typeof info)[number]) => (x.land ? (lands > 4 ? 50 : -50) : x.mv);
  const cardsOut = [...info].sort((a, b) => rank(b) - rank(a)).slice(0, d.count).map((x) => x.id);
  return answer(d.player, { kind: 'bottomCards', cards: cardsOut });
}

/**
 * Cards in a hidden zone (a library searched, a hand) that share a name are the same choice: the first stands
 * for the others, so a search among thirteen basic lands simulates two choices, not thirteen.
 */
function distinctCards(state: GameState, ids: ObjectId[]): ObjectId[] {
  const seen = new Set<string>();
  return ids.filter((id) => {
    const o = state.objects[id];
    if (!o || o.zone === 'battlefield' || o.zone === 'stack' || !o.card) return true;
    if (seen.has(o.card)) return false;
    seen.add(o.card);
    return true;
  });
}

/** CR 305.6 — the color of mana each basic land type's intrinsic ability makes. */
const BASIC_COLORS: Record<string, string> = { Plains: 'W', Island: 'U', Swamp: 'B', Mountain: 'R', Forest: 'G' };

/**
 * The colors a land's basic land types make (CR 305.6); null for a land without one, whose abilities are not
 * read (@simplification: the mulligan takes it to make any color).
 */
function landColors(state: GameState, cards: CardRegistry, id: ObjectId): string[] | null {
  const colors = (chars(state, cards, id)?.subtypes ?? []).flatMap((t) => (BASIC_COLORS[t] ? [BASIC_COLORS[t]] : []));
  return colors.length ? colors : null;
}

/**
 * How much a land helps the player cast what it holds: for each color the land makes, the colored symbols of
 * the spells in its hand of that color over the sources of it it already controls (CR 305.6; other lands'
 * abilities are not read: @simplification).
 */
function landNeed(state: GameState, cards: CardRegistry, me: PlayerId, land: ObjectId): number {
  const makes = (id: ObjectId) => landColors(state, cards, id) ?? [];
  const colors = makes(land);
  if (!colors.length) return 0;
  let need = 0;
  for (const color of colors) {
    let symbols = 0;
    for (const id of state.players[me].hand) {
      const c = chars(state, cards, id);
      if (c && !c.types.includes('Land')) for (const m of c.manaCost ?? []) if (m.kind === 'color' && m.color === color) symbols++;
    }
    const sources = state.battlefield.filter((id) => state.objects[id]?.controller === me && makes(id).includes(color)).length;
    need += symbols / (1 + sources);
  }
  return need;
}

/** How much the player would rather keep a card in its hand: lands while it needs them, then dearer spells. */
function keepValue(state: GameState, cards: CardRegistry, me: PlayerId, id: ObjectId): number {
  const c = chars(state, cards, id);
  if (!c) return 0;
  if (c.types.includes('Land')) {
    const lands = state.battlefield.filter((b) => state.objects[b]?.controller === me && chars(state, cards, b)?.types.includes('Land')).length;
    return lands < 5 ? 8 : 1;
  }
  return 2 + manaValue(c.manaCost);
}

/**
 * CR 514.1, 701.9 — a choice of cards from the player's own hand to give up (discarding down to hand size,
 * putting cards back with Brainstorm): the ones it would least rather keep. Null for other choices.
 */
function chooseFromHand(state: GameState, cards: CardRegistry, d: Of<'chooseObjects'>): Input | null {
  const hand = state.players[d.player].hand;
  const givingUp = d.purpose === 'discard' || d.purpose.startsWith('put ');
  if (d.draft || !givingUp || d.min !== d.max || d.min === 0 || !d.options.every((o) => hand.includes(o))) return null;
  const worst = [...d.options].sort((a, b) => keepValue(state, cards, d.player, a) - keepValue(state, cards, d.player, b));
  return answer(d.player, { kind: 'chooseObjects', objects: worst.slice(0, d.min) });
}

/** The answer among `inputs` whose resulting position evaluates best for the decider (one ply). */
export function bestByOnePly(state: GameState, cards: CardRegistry, inputs: Input[], sims: Sims = { left: SIM_STEPS }): Input | null {
  let best: Input | null = null;
  let bestValue = -Infinity;
  for (const input of inputs.slice(0, ONE_PLY_LIMIT)) {
    const r = simulate(sims, state, input, cards);
    if (!r) break;
    if (r.error) continue;
    const v = evaluate(r.state, input.player, cards);
    if (v > bestValue) { bestValue = v; best = input; }
  }
  return best;
}

function optionInputs(state: GameState, cards: CardRegistry, d: PendingDecision): Input[] | null {
  const p = d.player;
  switch (d.kind) {
    case 'chooseOption': return d.options.map((_, choice) => answer(p, { kind: 'chooseOption', choice }));
    case 'orderReplacements': return d.keys.map((_, value) => answer(p, { kind: 'chooseNumber', value }));
    case 'chooseNumber':
      return d.max - d.min < ONE_PLY_LIMIT ? Array.from({ length: d.max - d.min + 1 }, (_, i) => answer(p, { kind: 'chooseNumber', value: d.max - i })) : null;
    case 'legendRule': return d.options.map((o) => answer(p, { kind: 'chooseObjects', objects: [o] }));
    case 'chooseObjects': {
      // One object (a search for up to one card, a discard): each option, and none where none is allowed.
      if (d.draft || d.max !== 1 || d.min > 1) return null;
      const options = distinctCards(state, d.options);
      // A search that finds a card takes it (the sample decks have no search that hurts its player).
      // A search that finds nothing to choose (no basic land left for Rampant Growth) chooses nothing (701.23b: finding is never required).
      if (!options.length) return [answer(p, { kind: 'chooseObjects', objects: [] })];
      const search = options.every((o) => state.objects[o]?.zone === 'library');
      if (search && options.length === 1) return [answer(p, { kind: 'chooseObjects', objects: options })];
      if (search && options.every((o) => chars(state, cards, o)?.types.includes('Land'))) {
        const land = options.reduce((a, b) => (landNeed(state, cards, p, b) > landNeed(state, cards, p, a) ? b : a));
        return [answer(p, { kind: 'chooseObjects', objects: [land] })];
      }
      return [...options.map((o) => answer(p, { kind: 'chooseObjects', objects: [o] })), ...(d.min === 0 && !search ? [answer(p, { kind: 'chooseObjects', objects: [] })] : [])];
    }
    case 'unlessPays': return [answer(p, { kind: 'unlessPays', pay: true }), answer(p, { kind: 'unlessPays', pay: false })];
    default: return null;
  }
}

/** The decisions of a cast or activation in progress (CR 601.2b–h), which carry its draft. */
const CAST_STAGES = new Set(['announce', 'optionalCosts', 'targets', 'payment', 'chooseObjects']);

/**
 * Whether a cast or activation begun with `input` gets onto the stack when the heuristic answers its own
 * announcements, targets and payment (the suggested X and modes at the announcement). The engine offers what
 * it can afford at X = 0 and abilities whose targets may be missing (Maze of Ith with no attacker); one that
 * fails would be abandoned (CR 733.1) and tried again, forever.
 */
function goesThrough(world: GameState, cards: CardRegistry, input: Input, sims: Sims, planned?: Answer): boolean {
  // Paid by the engine's suggestion: `choosePayment` pays whenever that can, so the answer is the same, a step sooner.
  const paid = input.kind === 'cast' || input.kind === 'activate' || input.kind === 'turnFaceUp' ? { ...input, payment: 'auto' as const } : input;
  let r = simulate(sims, world, paid, cards);
  for (let i = 0; i < 6; i++) {
    if (!r || r.error) return false;
    const d = r.state.pending;
    if (!d || d.player !== input.player || !CAST_STAGES.has(d.kind) || !('draft' in d) || !d.draft) return true;
    if (d.kind === 'payment' && !d.suggested) return false;
    if (d.kind === 'targets' && d.requirements.some((q) => q.legal.length < q.min)) return false;
    const next = d.kind === 'announce' ? suggestedAnnouncement(d)
      : d.kind === 'targets' && planned ? answer(d.player, planned) : heuristicInput(r.state, d, cards, () => r!.state, sims);
    if (next.kind === 'answer' && next.answer.kind === 'cancel') return false;
    r = simulate(sims, r.state, next, cards);
  }
  return !!r && !r.error;
}

/** CR 601.2b — the engine's suggested announcement: its X, and its modes or the first ones required. */
function suggestedAnnouncement(d: Of<'announce'>): Input {
  return answer(d.player, { kind: 'announce', x: d.suggested.x, announce: d.suggested.announce, modes: d.suggested.modes ?? (d.modes ? Array.from({ length: d.modes.min }, (_, k) => k) : undefined) });
}

/**
 * CR 601.2c, 733.1 — for a cast the heuristic would abandon only because it refuses every legal target (a
 * Lightning Bolt at a player not yet in reach, a Counterspell on a Grizzly Bears), the targets it could be cast
 * at instead: one target on the side the spell is for (an opponent's for harm, its own for help) with which the
 * cast reaches the stack. The search tries each as one move, the cast and its target together.
 */
export function refusedTargetings(state: GameState, cards: CardRegistry, input: Input): Answer[] {
  if (input.kind !== 'cast' || !targetsOnCast(state, cards, input.object)) return [];
  let r = step(state, { ...input, payment: 'auto' }, cards);
  for (let i = 0; i < 2 && r.state.pending?.kind === 'announce' && !r.error; i++) r = step(r.state, suggestedAnnouncement(r.state.pending), cards);
  const d = r.state.pending;
  if (r.error || d?.kind !== 'targets' || d.player !== input.player || d.requirements.length !== 1) return [];
  const refused = chooseTargets(r.state, cards, d);
  if (refused.kind !== 'answer' || refused.answer.kind !== 'cancel') return [];
  const harmful = harmsTarget(draftAbility(r.state, cards, d), 0, d.draft.modes);
  return d.requirements[0].legal
    .filter((t) => (targetSide(r.state, t) === input.player) !== harmful)
    .map((t): Answer => ({ kind: 'targets', targets: [[t]] }))
    .filter((a) => goesThrough(state, cards, input, { left: SIM_STEPS }, a));
}

/** Whether casting the object asks for targets (CR 601.2c): a spell ability with targets, or an Aura (303.4a). */
function targetsOnCast(state: GameState, cards: CardRegistry, id: ObjectId): boolean {
  const c = chars(state, cards, id);
  if (!c) return false;
  return c.subtypes.includes('Aura') || c.abilities.some((a) => a.kind === 'spell' && (a.targets.length > 0 || !!a.modes?.some((m) => m.targets.length > 0)));
}

/** CR 117.1a, 702.8a — a card cast whenever its controller has priority: an instant, or a card with flash. */
function instantSpeed(c: Characteristics): boolean {
  return c.types.includes('Instant') || c.abilities.some((a) => a.kind === 'keyword' && a.keyword === 'flash');
}

/**
 * CR 117.3c, 608.2b — a response worth making does something about the spell or ability on top: counters it, or
 * meets it at the object it targets (saves the creature it would kill, kills the creature it would pump). Anything
 * else waits for the end step or a main phase: a Lightning Bolt at the player in response to a Grizzly Bears could
 * have killed the Bears once it resolved.
 */
function answersStack(state: GameState, cards: CardRegistry, c: Characteristics, top: GameObject): boolean {
  if (c.abilities.some((a) => a.kind === 'spell' && a.effects.some((e) => e.do === 'counter' || e.do === 'counterUnlessPays'))) return true;
  if (!(top.choices?.targets ?? []).flat().some((t) => 'object' in t)) return false;
  if (!helpsOnly(c) || c.abilities.some((a) => a.kind === 'spell' && a.effects.some((e) => e.do === 'grantKeywords'))) return true;
  // A pump meets damage or another pump (toughness against damage, 120.6), not an exile, a destruction or a bounce:
  // Giant Growth in response to Swords to Plowshares was a card thrown away.
  const def = top.kind === 'card' ? chars(state, cards, top.id)?.abilities.find((a) => a.kind === 'spell') : top.ability?.def;
  return !!def && 'effects' in def && def.effects.some((e) => e.do === 'damage' || e.do === 'pump');
}

/**
 * An instant that only helps (a pump, a protection spell): nothing it does harms, draws, searches or copies ("becomes
 * a copy", 707.1, is aimed either way: True Polymorph shrinks an opponent's creature as often as it grows one's own).
 */
function helpsOnly(c: Characteristics): boolean {
  return c.types.includes('Instant') && c.abilities.some((a) => a.kind === 'spell' && a.effects.length > 0
    && a.effects.every((e) => !HARMFUL.has(e.do) && e.do !== 'draw' && e.do !== 'search' && e.do !== 'becomeCopy'));
}

/** The main phases and the end step of an opponent's turn: when a player deploys what it holds. */
function goodTiming(state: GameState, cards: CardRegistry, me: PlayerId, c: Characteristics): boolean {
  const t = state.turn;
  const mine = t.active === me;
  const top = state.stack.length ? state.objects[state.stack[state.stack.length - 1]] : undefined;
  const instant = c.types.includes('Instant');
  if (top && top.controller !== me) return instantSpeed(c) && answersStack(state, cards, c, top);
  if (top) return false;
  // An instant that only helps (a pump, a protection spell) waits for combat, after blockers are declared.
  if (helpsOnly(c)) {
    const inCombat = !!t.combat && [...Object.keys(t.combat.attackers), ...Object.keys(t.combat.blocking)].some((id) => state.objects[id]?.controller === me);
    return t.step === 'declareBlockers' && inCombat;
  }
  if (mine) return t.step === 'main1' || t.step === 'main2' || (t.step === 'declareBlockers' && instant);
  return t.step === 'end' || (t.step === 'declareBlockers' && instant);
}

/**
 * CR 606 — among a planeswalker's loyalty abilities: a minus ability that leaves it at two or more loyalty (a
 * token, removal) before a plus ability, and no ability that would leave it at zero (704.5i).
 */
function loyaltyPreference(loyalty: number, cost: number | undefined): number {
  if (cost === undefined) return 0;
  if (loyalty + cost <= 0) return -1; // @simplification: no ultimate that spends the last counter, even when it would win
  return cost < 0 && loyalty + cost >= 2 ? 0.5 : 0;
}

/** CR 704.5j — a legendary permanent the player already controls one of by that name would be lost at once. */
function legendDuplicate(state: GameState, cards: CardRegistry, me: PlayerId, c: Characteristics): boolean {
  if (!c.supertypes.includes('Legendary') || !c.name) return false;
  return state.battlefield.some((id) => state.objects[id]?.controller === me && chars(state, cards, id)?.name === c.name);
}

/**
 * CR 107.3, 601.2b — an instant or sorcery with X in its cost that the untapped lands can pay only at X = 0 (a
 * Braingeyser drawing no card, a card spent for nothing). @simplification: cost increases (Thalia) aren't counted.
 */
function emptyX(state: GameState, cards: CardRegistry, me: PlayerId, c: Characteristics): boolean {
  if (!c.manaCost?.some((m) => m.kind === 'variable') || !(c.types.includes('Instant') || c.types.includes('Sorcery'))) return false;
  return manaAvailable(state, cards, me) - manaValue(c.manaCost) < 1;
}

/** Untapped lands a player controls: the mana it can still make this turn, roughly (mana creatures aside). */
function untappedLands(state: GameState, cards: CardRegistry, me: PlayerId): number {
  return state.battlefield.filter((id) => { const o = state.objects[id]; return o.controller === me && !o.tapped && chars(state, cards, id)?.types.includes('Land'); }).length;
}

/** The mana a player can still spend this turn, roughly: its untapped lands and its mana pool (mana creatures aside). */
function manaAvailable(state: GameState, cards: CardRegistry, me: PlayerId): number {
  return untappedLands(state, cards, me) + state.players[me].manaPool.length;
}

/**
 * CR 602.1 — an ability whose only cost is some mana (a free one could be activated without end) and whose only
 * effect is +N/+0 or more to its own source (Shivan Dragon's firebreathing).
 */
function selfPump(ab: ActivatedDef): boolean {
  return Object.keys(ab.cost).every((k) => k === 'mana') && manaValue(ab.cost.mana ?? null) > 0 && ab.targets.length === 0 && ab.effects.length > 0
    && ab.effects.every((e) => e.do === 'modifyPT' && e.what === 'self' && typeof e.power === 'number' && e.power > 0);
}

/**
 * CR 509.1h, 510.1 — a self-pump is worth its mana after blockers are declared, in its controller's combat, while the
 * creature attacks unblocked (each activation is that much more damage to the defender), with mana beyond what the
 * instants in hand cost (a Lightning Bolt held for the opponent's turn does more than a point of firebreathing).
 * @simplification: not used to win a fight with a blocker; mana creatures aren't counted as spare mana.
 */
function pumpWorthwhile(state: GameState, cards: CardRegistry, me: PlayerId, id: ObjectId, ab: ActivatedDef): boolean {
  const combat = state.turn.combat;
  if (!selfPump(ab) || state.turn.active !== me || state.turn.step !== 'declareBlockers' || state.stack.length) return false;
  if (!combat || !combat.attackers[id] || combat.blocked.includes(id)) return false;
  const held = state.players[me].hand.reduce((n, h) => { const c = chars(state, cards, h); return n + (c?.types.includes('Instant') ? manaValue(c.manaCost) : 0); }, 0);
  return manaAvailable(state, cards, me) - held >= manaValue(ab.cost.mana ?? null);
}

/** The priority actions worth taking now (see `choosePriority`), best first: the search's candidates too. */
export function worthwhileActions(state: GameState, cards: CardRegistry, d: Of<'priority'>): PriorityOption[] {
  const me = d.player;
  const ranked: { o: PriorityOption; v: number }[] = [];
  const emptyStack = !state.stack.length;
  for (const o of d.options) {
    if (o.kind === 'playLand') { if (emptyStack) ranked.push({ o, v: 100 + Math.min(9, landNeed(state, cards, me, o.object)) }); continue; }
    if (o.kind === 'cast') {
      const c = chars(state, cards, o.object);
      if (!c || !goodTiming(state, cards, me, c) || legendDuplicate(state, cards, me, c) || emptyX(state, cards, me, c)) continue;
      // The characteristics in its present zone; the set cast (prepare spell, 722.3c) may cost differently.
      ranked.push({ o, v: 10 + manaValue(c.manaCost) + (o.set !== 'normal' ? 0.5 : 0) });
      continue;
    }
    if (o.kind === 'turnFaceUp') { if (state.turn.active === me && emptyStack) ranked.push({ o, v: 5 }); continue; }
    if (o.kind === 'activate' && !o.mana) {
      const c = chars(state, cards, o.object);
      const ab = c ? activatedDef(c.abilities[o.ability]) : null;
      if (!ab || !c) continue;
      if (pumpWorthwhile(state, cards, me, o.object, ab)) { ranked.push({ o, v: 3 }); continue; }
      const once = ab.cost.tap || ab.cost.loyalty !== undefined || ab.cost.sacrificeSelf || ab.cost.discardSelf || ab.zone === 'graveyard'; // each at most once (the card leaves)
      const equip = c.abilities[o.ability].kind === 'keyword' && !state.objects[o.object].attachedTo;
      const loyalty = loyaltyPreference(state.objects[o.object].counters.loyalty ?? 0, ab.cost.loyalty);
      if ((once || equip) && loyalty >= 0 && goodTiming(state, cards, me, { ...c, types: ab.sorcerySpeed ? ['Sorcery'] : ['Instant'] })) ranked.push({ o, v: 3 + loyalty });
    }
  }
  return ranked.sort((a, b) => b.v - a.v).map((r) => r.o);
}

/**
 * CR 606.3, 704.5i — the loyalty abilities the heuristic never uses, because they would leave their planeswalker
 * with no loyalty (an ultimate: Garruk Wildspeaker's Overrun). The search tries them, at sorcery speed.
 */
export function lastLoyaltyActions(state: GameState, cards: CardRegistry, d: Of<'priority'>): PriorityOption[] {
  return d.options.filter((o) => {
    if (o.kind !== 'activate' || o.mana) return false;
    const c = chars(state, cards, o.object);
    const ab = c ? activatedDef(c.abilities[o.ability]) : null;
    return !!ab && loyaltyPreference(state.objects[o.object].counters.loyalty ?? 0, ab.cost.loyalty) < 0 && goodTiming(state, cards, d.player, { ...c!, types: ['Sorcery'] });
  });
}

/**
 * CR 117 — with priority: play a land, then cast the most expensive spell worth casting now (permanents and
 * sorceries in its main phases, instants in response or at an opponent's end step, instants that only help
 * in combat), then turn a face-down permanent up or use a tap or loyalty ability, or pump an unblocked attacker
 * (`pumpWorthwhile`); otherwise pass. Other abilities without a tap, loyalty or once-only cost are not activated
 * (they could repeat without end).
 */
function choosePriority(state: GameState, cards: CardRegistry, d: Of<'priority'>, world: () => GameState, sims: Sims): Input {
  for (const o of worthwhileActions(state, cards, d)) {
    const input = priorityInput(state, cards, d.player, o);
    if (input.kind === 'playLand' || reachesStack(state, cards, input, world, sims)) return input;
  }
  return { player: d.player, kind: 'pass' };
}

/**
 * The input for a priority option. Its mana is paid at once by the engine's suggestion, unless the player holds
 * an instant: then the payment is left to `choosePayment`, which keeps that instant's mana untapped.
 */
export function priorityInput(state: GameState, cards: CardRegistry, player: PlayerId, o: PriorityOption): Input {
  if (o.kind === 'pass') return { player, kind: 'pass' };
  if (o.kind === 'playLand') return { player, kind: 'playLand', object: o.object };
  const payment = heldInstantCosts(state, cards, player, o.object).length ? undefined : 'auto' as const;
  switch (o.kind) {
    case 'cast': return { player, kind: 'cast', object: o.object, set: o.set, alternative: o.alternative, payment };
    case 'turnFaceUp': return { player, kind: 'turnFaceUp', object: o.object, via: o.via, payment };
    case 'activate': return { player, kind: 'activate', object: o.object, ability: o.ability, payment };
  }
}

/**
 * The mana costs of the instants and flash cards in the player's hand other than `except`, costliest first: what
 * it holds mana open for. @simplification: the printed cost (cost increases such as Thalia's aren't counted), and
 * only costs paid with mana alone (no hybrid or Phyrexian symbol to announce).
 */
function heldInstantCosts(state: GameState, cards: CardRegistry, me: PlayerId, except: ObjectId | null): PayableCost[] {
  const held: { cost: PayableCost; value: number }[] = [];
  for (const id of state.players[me].hand) {
    const c = id === except ? null : chars(state, cards, id);
    if (!c?.manaCost || !instantSpeed(c)) continue;
    const cost = toPayableCost(c.manaCost, {}, 0);
    if (!isCostError(cost) && totalManaOf(cost) > 0) held.push({ cost, value: manaValue(c.manaCost) });
  }
  return held.sort((a, b) => b.value - a.value).map((h) => h.cost);
}

/**
 * CR 601.2g–h — pays so that an instant held in hand can still be cast: the costliest held instant whose mana the
 * sources left over can make; otherwise the engine's suggested payment (no plan means the cost can't be paid:
 * cancel, 733.1). The engine's finder treats an Island and a Plains alike for generic mana, and tapping the
 * Islands for a Divination left no Counterspell for the opponent's turn.
 */
function choosePayment(state: GameState, cards: CardRegistry, d: Of<'payment'>): Input {
  if (!d.suggested) return answer(d.player, { kind: 'cancel' });
  for (const cost of heldInstantCosts(state, cards, d.player, d.draft.object)) {
    const reserve = findPayment(cost, [], d.sources);
    if (!reserve) continue;
    const kept = new Set(reserve.activations.map((a) => a.source));
    const plan = findPayment(d.cost, d.pool, d.sources.filter((o) => !kept.has(o.source)));
    if (plan) return answer(d.player, { kind: 'payment', plan });
  }
  return answer(d.player, { kind: 'payment', plan: d.suggested });
}

/**
 * Whether a priority action would get onto the stack when the heuristic answers its own decisions. The engine
 * offers only casts with legal targets that it can pay at X = 0 (117.1a); an activation's other costs may still
 * fail, and a spell's only legal targets may be ones it would refuse (its own creature for Swords to
 * Plowshares), so activations and targeted spells are tried through. One that doesn't would be abandoned
 * (733.1) and offered again: chosen every time, it repeats without end.
 */
export function reachesStack(state: GameState, cards: CardRegistry, input: Input, world: () => GameState = () => state, sims: Sims = { left: SIM_STEPS }): boolean {
  if (input.kind === 'cast' && !targetsOnCast(state, cards, input.object)) return true;
  return input.kind === 'turnFaceUp' || goesThrough(world(), cards, input, sims);
}

/**
 * CR 601.2b — X as large as can still be paid (from the untapped lands down, each tried through to the
 * payment); the suggested modes and hybrid halves.
 */
function chooseAnnounce(state: GameState, cards: CardRegistry, d: Of<'announce'>, world: () => GameState, sims: Sims): Input {
  const me = d.player;
  const modes = d.modes ? (d.suggested.modes ?? Array.from({ length: d.modes.min }, (_, i) => i)) : undefined;
  const withX = (x: number) => answer(me, { kind: 'announce', x, announce: d.suggested.announce, modes });
  if (!d.needsX) return withX(d.suggested.x);
  const most = Math.max(0, manaAvailable(state, cards, me) - manaValue(d.cost));
  for (let x = most; x > 0 && x > most - X_TRIES; x--) if (goesThrough(world(), cards, withX(x), sims)) return withX(x);
  return withX(0);
}

/** CR 601.2b — pay every optional cost (kicker) when the payment can still be made; none otherwise. */
function chooseOptionalCosts(state: GameState, cards: CardRegistry, d: Of<'optionalCosts'>, sims: Sims): Input {
  const all = answer(d.player, { kind: 'optionalCosts', pay: d.options.map((o) => o.mode) });
  const r = simulate(sims, state, all, cards);
  const payable = !!r && !r.error && !(r.state.pending?.kind === 'payment' && r.state.pending.suggested === null);
  return payable ? all : answer(d.player, { kind: 'optionalCosts', pay: [] });
}

/**
 * The heuristic player's answer to the pending decision `d` in `state` (its player's view, or a determinized
 * one: it reads only objects its player may see). One-ply simulations step `world()`, a determinized state
 * (the view's hidden cards have no names to play with). Deterministic, no search beyond one ply.
 */
export function heuristicInput(state: GameState, d: PendingDecision, cards: CardRegistry, world: () => GameState = () => state, sims: Sims = { left: SIM_STEPS }): Input {
  switch (d.kind) {
    case 'priority': return choosePriority(state, cards, d, world, sims);
    case 'mulligan': return chooseMulligan(state, cards, d);
    case 'bottomCards': return chooseBottom(state, cards, d);
    case 'announce': return chooseAnnounce(state, cards, d, world, sims);
    case 'targets':
    case 'triggerTargets': return chooseTargets(state, cards, d);
    case 'declareAttackers': return chooseAttacks(state, cards, d);
    case 'declareBlockers': return chooseBlocks(state, cards, d);
    case 'optionalCosts': return chooseOptionalCosts(world(), cards, d, sims);
    case 'payment': return choosePayment(state, cards, d);
    default: {
      const fromHand = d.kind === 'chooseObjects' ? chooseFromHand(state, cards, d) : null;
      if (fromHand) return fromHand;
      const inputs = optionInputs(world(), cards, d);
      const best = inputs && bestByOnePly(world(), cards, inputs, sims);
      // Kinds without special handling (trigger order, damage assignment, hybrid halves, card names, new
      // targets for copies, trigger modes, multi-object choices) take the engine's suggested answer.
      return best ?? fallbackInput(d);
    }
  }
}

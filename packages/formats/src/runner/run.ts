import {
  activatedDef, describeError, inspect, parseManaCost, renderEvent, ruleset, setupPosition, step as engineStep,
  type Answer, type CardRegistry, type GameEvent, type GameState, type Input, type ManaCost, type ManaType,
  type ManaUnit, type ObjectId, type PlayerId, type EnteredAs, type PositionTarget, type Position, type RulesetSwitches, type StepName, type SymbolChoice, type Target,
  type CharacteristicSet, type ZoneName,
} from '@arbiter/engine';
import { inlineRegistry } from '../scenario/cards';
import type { AdvanceStep, CastStep, ActivateStep, InlineCard, Loc, Payment, Scenario, ScriptStep } from '../scenario/types';
import { parseObjectRef } from '../scenario/refs';
import { checkEach, type CheckResult, type Failure } from './expect';
import { playerId, resolveAll, resolveObject, resolveTarget, type RefScope } from './refs';
import { announcements, answerFromValue, targetList } from './answers';

export interface ScenarioResult {
  name: string;
  file: string;
  source: string;
  passed: boolean;
  failures: Failure[];
  /** Every check of every `expect` (checkpoints, then the final one), passed or not, in the order run. */
  checks: CheckResult[];
  /**
   * The step the script stopped at, when it stopped early: rejected by the engine (with the rule and
   * reason) or not understood by the runner. Later checks that fail are marked `knockOn`.
   */
  stopped?: { loc: Loc; rule?: string; message: string };
  /** Every event of the run, rendered ("CR 704.5g: Grizzly Bears is destroyed (lethal damage)"). */
  log: string[];
  events: GameEvent[];
  state: GameState;
  /** The card pool the run used: the caller's, with the scenario's inline cards laid over it. */
  cards: CardRegistry;
  /** With `{ frames: true }`: the setup, then the state after every input the run gave the engine (for stepping through it). */
  frames?: Frame[];
}

/** One point of a run to step back to: the state, how many events the log held then, and the input that led to it. */
export interface Frame {
  state: GameState;
  events: number;
  /** null for the setup. */
  input: Input | null;
  /** The script step that gave the input. */
  loc: Loc | null;
}

/** The ruleset a scenario plays under; `override` replaces the scenario's base (CLI --ruleset). */
export function scenarioSwitches(sc: Scenario, override?: RulesetSwitches): RulesetSwitches {
  return override ?? ruleset(sc.ruleset.base, sc.ruleset.switches as Partial<RulesetSwitches>);
}

/** CR 306.5b: a planeswalker enters with its printed loyalty in loyalty counters; the setup does the same unless counters are given. */
function startingCounters(cards: CardRegistry, card: string, zone: string, counters: Record<string, number>): Record<string, number> {
  const face = cards.get(card)?.printed.normal;
  const loyalty = face?.loyalty !== null && face?.loyalty !== undefined ? Number(face.loyalty) : NaN;
  if (zone !== 'battlefield' || !face?.types.includes('Planeswalker') || counters.loyalty !== undefined || !Number.isInteger(loyalty)) return counters;
  return { ...counters, loyalty };
}

/** Builds the starting position of a scenario (players in turn order, zones top first). */
/**
 * CR 614.12, 707.2 — the option of a card's "as this enters, it becomes your choice of" ability worded `text`
 * ("a 3/3 creature"), or an error naming the options.
 */
function enteredAsOption(cards: CardRegistry, card: string, text: string): EnteredAs | { error: string } {
  const options = (cards.get(card)?.behaviour?.normal?.abilities ?? []).flatMap((a) =>
    a.kind === 'static' && a.effect.kind === 'enters' && a.effect.effect.kind === 'becomeChoice' ? a.effect.effect.options : []);
  const hit = options.find((o) => o.text.toLowerCase() === text.toLowerCase());
  if (hit) return hit;
  return { error: options.length ? `enteredAs: ${card} has no option "${text}" (its options: ${options.map((o) => `"${o.text}"`).join(', ')})` : `enteredAs: ${card} has no "as this enters, it becomes your choice of" ability` };
}

function position(sc: Scenario, switches: RulesetSwitches, cards: CardRegistry): { pos: Position; aliases: [string, number][]; preparedCopies: [string, number][]; problems: Failure[] } {
  const ids = new Map(sc.players.map((p, i) => [p.name, `p${i + 1}`]));
  const objects: Position['objects'] = [];
  const aliases: [string, number][] = [];
  const attach: [number, string][] = [];
  const preparedCopies: [string, number][] = [];
  const problems: Failure[] = [];
  const copies: [number, string, Loc][] = [];
  for (const p of sc.players) {
    const pid = ids.get(p.name)!;
    for (const zone of ['library', 'hand', 'graveyard', 'exile', 'battlefield'] as const) {
      // Graveyards are listed top first but stored bottom first (new cards go on top).
      const entries = zone === 'graveyard' ? [...p[zone]].reverse() : p[zone];
      for (const o of entries) {
        if (o.id) aliases.push([o.id, objects.length]);
        if (o.attachedTo) attach.push([objects.length, o.attachedTo]);
        if (o.preparedCopy) preparedCopies.push([o.preparedCopy, objects.length]);
        if (o.becameCopyOf) copies.push([objects.length, o.becameCopyOf, o.loc]);
        const entered = o.enteredAs === undefined ? undefined : enteredAsOption(cards, o.copyOf ?? o.card, o.enteredAs);
        if (entered && 'error' in entered) problems.push({ loc: o.loc, message: entered.error });
        objects.push({
          zone, card: o.card, owner: ids.get(o.owner) ?? pid, controller: zone === 'battlefield' ? pid : undefined,
          token: o.token, tapped: o.tapped, sick: o.sick, damage: o.damage, counters: startingCounters(cards, o.copyOf ?? o.card, zone, o.counters), faceDown: o.faceDown, faceDownBy: o.faceDownBy,
          phasedOut: o.phasedOut, prepared: o.prepared, set: o.castAs, ...(o.bestowed ? { bestowed: true } : {}),
          ...(o.copyOf ? { copyOf: o.copyOf } : {}), ...(o.chosenName ? { chosenName: o.chosenName } : {}),
          ...(entered && !('error' in entered) ? { enteredAs: entered } : {}),
        });
      }
    }
  }
  const inSetup = (ref: string) => aliases.find(([a]) => a === ref)?.[1] ?? objects.findIndex((o) => o.card === ref && o.zone === 'battlefield');
  for (const [i, ref] of attach) {
    const target = inSetup(ref);
    if (target >= 0) objects[i].attachedTo = target;
  }
  for (const [i, ref, loc] of copies) {
    const of = inSetup(ref);
    if (of >= 0 && objects[of].zone === 'battlefield' && of !== i) objects[i].becameCopyOf = of;
    else problems.push({ loc, message: `becameCopyOf: '${ref}' names no other permanent of the setup` });
  }
  const historyPlayer = (name: string, what: string): PlayerId | undefined => {
    const id = ids.get(name);
    if (!id) problems.push({ loc: sc.history!.loc, message: `history.${what}: unknown player '${name}'` });
    return id;
  };
  // The stack, given top first, is built bottom first; its objects follow the zones' in the setup's ids.
  const stack: NonNullable<Position['stack']> = [];
  const target = (ref: string, loc: Loc): PositionTarget | null => {
    const pid = ids.get(ref);
    if (pid) return { player: pid };
    const i = inSetupAnywhere(ref);
    if (i >= 0) return { object: i };
    problems.push({ loc, message: `stack: '${ref}' names no player or object of the setup` });
    return null;
  };
  const inSetupAnywhere = (ref: string) => {
    const alias = aliases.find(([a]) => a === ref)?.[1];
    if (alias !== undefined) return alias;
    const battlefield = objects.findIndex((o) => o.card === ref && o.zone === 'battlefield');
    return battlefield >= 0 ? battlefield : objects.findIndex((o) => o.card === ref || cards.get(o.card)?.printed.normal.name === ref);
  };
  [...sc.stack].reverse().forEach((st, k) => {
    const controller = ids.get(st.by);
    if (!controller) return problems.push({ loc: st.loc, message: `stack: unknown player '${st.by}'` });
    const source = st.abilityOf === undefined ? undefined : inSetup(st.abilityOf);
    if (source !== undefined && source < 0) return problems.push({ loc: st.loc, message: `stack: '${st.abilityOf}' names no permanent of the setup` });
    if (source === undefined && !st.card) return problems.push({ loc: st.loc, message: 'stack: give the spell\'s card, or the source of an ability (abilityOf)' });
    const targets = (st.targets ?? []).map((word) => (Array.isArray(word) ? word : [word]).flatMap((r) => (r === 'none' ? [] : [target(r, st.loc)].filter((t): t is PositionTarget => !!t))));
    if (st.id) aliases.push([st.id, objects.length + k]);
    stack.push({
      controller, ...(st.card ? { card: st.card } : {}), ...(st.copy ? { copy: true } : {}), ...(st.as ? { set: castSet(st.as) } : {}),
      ...(st.x !== undefined ? { x: st.x } : {}), ...(st.modes ? { modes: st.modes.map((m) => m - 1) } : {}),
      ...(source !== undefined ? { abilityOf: source, ability: (st.ability ?? 1) - 1 } : {}), targets,
    });
  });
  const byPlayer = (what: 'lifeGained' | 'creaturesDiedUnder' | 'leftGraveyard') =>
    Object.fromEntries(Object.entries(sc.history?.[what] ?? {}).flatMap(([name, n]) => { const id = historyPlayer(name, what); return id ? [[id, n]] : []; }));
  const history: Position['history'] = sc.history && {
    creaturesDied: sc.history.creaturesDied,
    lifeGained: byPlayer('lifeGained'),
    creaturesDiedUnder: byPlayer('creaturesDiedUnder'),
    leftGraveyard: byPlayer('leftGraveyard'),
    cardsExiled: sc.history.cardsExiled,
    spellsCast: (sc.history.spellsCast ?? []).flatMap((c) => { const id = historyPlayer(c.by, 'spellsCast'); return id ? [{ player: id, card: c.card, from: c.from }] : []; }),
  };
  const pool = (text: string | undefined): ManaUnit[] =>
    (parseManaCost(text ?? '') ?? []).flatMap((s) => (s.kind === 'color' ? [{ type: s.color as ManaType }] : s.kind === 'colorless' ? [{ type: 'C' as ManaType }] : []));
  return {
    pos: {
      players: sc.players.map((p) => ({ id: ids.get(p.name)!, name: p.name, life: p.life, poison: p.poison, manaPool: pool(p.manaPool) })),
      objects,
      turn: { number: sc.turn.number, active: ids.get(sc.turn.active)!, step: sc.turn.step as StepName, priority: ids.get(sc.turn.priority) },
      seed: sc.seed,
      switches,
      ...(history ? { history } : {}),
      ...(stack.length ? { stack } : {}),
    },
    aliases,
    preparedCopies,
    problems,
  };
}

/** The card pool with the scenario's inline cards laid over it (an inline card wins over a pool card of its name). */
function withInlineCards(inline: InlineCard[], pool: CardRegistry): CardRegistry {
  if (!inline.length) return pool;
  const overlay = inlineRegistry(inline);
  const names = [...new Set([...overlay.names(), ...pool.names()])].sort();
  return { get: (name) => overlay.get(name) ?? pool.get(name), names: () => names };
}

/** A cast step's `as:` as the engine's characteristic set. */
const castSet = (as: string | undefined): CharacteristicSet | undefined => (as === 'prepare' ? 'prepare_spell' : (as as CharacteristicSet | undefined));

/** The mana cost a cast uses for its characteristic set (CR 601.2f), from the card's printed data. */
function castCost(scope: RefScope, id: ObjectId, set: CharacteristicSet | undefined): ManaCost | null {
  const o = scope.state.objects[id];
  const entry = scope.cards.get(o.base?.card ?? o.card);
  if (!set || !entry) return inspect(scope.state, scope.cards).characteristics(id).manaCost;
  const halves = entry.printed.alts.filter((a) => a.role === 'split_half');
  const face = set === 'left' ? halves[0]?.face : set === 'right' ? halves[1]?.face : entry.printed.alts.find((a) => a.role === set)?.face;
  return face?.manaCost ?? null;
}

/**
 * A card named by one of its alternative characteristic sets (`cast: Stomp` for Bonecrusher Giant's Adventure,
 * `cast: Jump` for a preparation card's prepare spell) in the given zones: the card and that set, so the engine
 * decides whether it can be cast so (CR 715.3, 722.3).
 */
function byAlternativeName(scope: RefScope, name: string, zones: ZoneName[]): { id: ObjectId; set: CharacteristicSet } | undefined {
  const s = scope.state;
  const inZones = zones.flatMap((z) => (z === 'hand' || z === 'graveyard' || z === 'library' ? s.order.flatMap((p) => s.players[p][z]) : z === 'exile' ? s.exile : z === 'battlefield' ? s.battlefield : []));
  for (const id of inZones) {
    const alts = scope.cards.get(s.objects[id].card)?.printed.alts ?? [];
    const halves = alts.filter((a) => a.role === 'split_half');
    const alt = alts.find((a) => a.face.name === name && a.role !== 'back');
    if (!alt) continue;
    const set = alt.role === 'split_half' ? (halves[0] === alt ? 'left' : 'right') : (alt.role as CharacteristicSet);
    return { id, set };
  }
  return undefined;
}

/** "pay: [Mountain, 'Birds of Paradise: G']" → mana ability activations; the engine spends the pool. */
function payment(scope: RefScope, pay: Payment): { activations: { source: ObjectId; ability: number; choice: number }[] } | 'auto' | { error: string } {
  if (pay === 'auto') return 'auto';
  const ins = inspect(scope.state, scope.cards);
  const activations: { source: ObjectId; ability: number; choice: number }[] = [];
  for (const src of pay) {
    // Identical sources are interchangeable: take the first untapped one not already chosen.
    const all = resolveAll(scope, src.source, ['battlefield']);
    if ('error' in all) return all;
    const id = all.find((c) => !scope.state.objects[c].tapped && !activations.some((a) => a.source === c)) ?? all[0];
    if (id === undefined) return { error: `no ${src.source} on the battlefield` };
    const abilities = ins.characteristics(id).abilities;
    let found = false;
    abilities.forEach((ab, index) => {
      if (found || ab.kind !== 'activated' || !ab.manaAbility) return;
      const add = ab.effects.find((e) => e.do === 'addMana');
      if (!add || add.do !== 'addMana') return;
      const choice = src.mana ? add.mana.findIndex((alt) => alt.join('') === src.mana!.join('')) : 0;
      if (choice < 0) return;
      activations.push({ source: id, ability: index, choice });
      found = true;
    });
    if (!found) return { error: `${src.source} has no mana ability that adds ${src.mana?.join('') ?? 'mana'}` };
  }
  return { activations };
}

/** Index in the object's ability list of its n-th (1-based) activated ability (equip and cycling count, 702.6a, 702.29a). */
function activatedIndex(scope: RefScope, id: ObjectId, n: number): number {
  const abilities = inspect(scope.state, scope.cards).characteristics(id).abilities;
  let seen = 0;
  for (let i = 0; i < abilities.length; i++) if (activatedDef(abilities[i]) && ++seen === n) return i;
  return -1;
}

function targetsOf(scope: RefScope, refs: (string | string[])[] | undefined): Target[][] | { error: string } | undefined {
  return refs && targetList(scope, refs);
}

/** A step the runner turns into an illegal action the engine never sees, with the rule that forbids it. */
type Rejected = { rejected: { rule: string; message: string } };

/** Builds the engine input for a cast or activate step. */
function stackInput(scope: RefScope, st: CastStep | ActivateStep, who: string): Input | { error: string } | Rejected {
  const isCast = st.kind === 'cast';
  let set = isCast ? castSet(st.as) : undefined;
  const zones: ZoneName[] = isCast ? (st.from ? [st.from] : ['hand', 'exile', 'graveyard', 'library', 'battlefield']) : ['battlefield', 'hand', 'graveyard'];
  const ref = isCast ? st.card : st.source;
  // Copies of one card in the caster's hand are interchangeable: a cast takes the first (other zones must be unambiguous).
  const inHand = isCast && !st.from ? resolveAll(scope, st.card, ['hand']) : [];
  let id = Array.isArray(inHand) && inHand.length && inHand.every((h) => scope.state.objects[h].card === scope.state.objects[inHand[0]].card)
    ? inHand[0]
    : resolveObject(scope, ref, zones);
  if (typeof id !== 'string' && isCast && !set) {
    const parsed = parseObjectRef(ref);
    const alt = byAlternativeName(scope, 'error' in parsed ? ref : parsed.name, zones);
    if (alt) ({ id, set } = alt);
  }
  if (typeof id !== 'string') {
    // CR 400.7: an object that changed zones is a new object; the one the step names no longer exists.
    if (gone(scope, ref)) return { rejected: { rule: '400.7', message: id.error } };
    return id;
  }
  const targets = targetsOf(scope, st.targets);
  if (targets && 'error' in targets) return targets;
  const pay = payment(scope, st.pay);
  if (typeof pay === 'object' && 'error' in pay) return pay;
  const cost = isCast ? castCost(scope, id, set) : null;
  const announce = isCast ? announcements(cost, st.announce) : undefined;
  // CR 601.2b: a hybrid or Phyrexian symbol announced as a half it doesn't have is an illegal announcement.
  if (announce && 'error' in announce) return { rejected: { rule: '601.2b', message: (announce as { error: string }).error } };
  const common = {
    player: who, targets, x: st.x, modes: st.modes?.map((m) => m - 1),
    announce: announce as Record<number, SymbolChoice> | undefined,
    payment: pay === 'auto' ? ('auto' as const) : { activations: pay.activations },
  };
  if (st.x !== undefined && !common.announce) common.announce = {};
  if (isCast) return { ...common, kind: 'cast', object: id, set, alternative: st.using };
  const ability = activatedIndex(scope, id, st.ability ?? 1);
  if (ability < 0) return { error: `${st.source} has no activated ability #${st.ability ?? 1}` };
  return { ...common, kind: 'activate', object: id, ability };
}

/**
 * Runs a parsed scenario against the engine: sets up the position, plays the script step by step and
 * checks every expectation. In strict mode a decision the script does not answer fails the run, naming
 * the decision and the rule that asked (DESIGN "Tests that read like rulings").
 */
export function runScenario(sc: Scenario, pool: CardRegistry, override?: RulesetSwitches, options: { frames?: boolean } = {}): ScenarioResult {
  const cards = withInlineCards(sc.cards, pool);
  const switches = scenarioSwitches(sc, override);
  const { pos, aliases, preparedCopies, problems } = position(sc, switches, cards);
  const setup = setupPosition(pos, cards);
  const copyOf = (i: number) => setup.state.objects[setup.state.objects[setup.ids[i]]?.preparedCopy ?? '']?.origin;
  const scope: RefScope = {
    state: setup.state, cards,
    aliases: new Map([
      ...aliases.map(([a, i]): [string, ObjectId] => [a, setup.ids[i]]),
      ...preparedCopies.flatMap(([a, i]): [string, ObjectId][] => (copyOf(i) ? [[a, copyOf(i)!]] : [])),
    ]),
    players: new Map(sc.players.map((p, i) => [p.name, `p${i + 1}`])),
  };
  const events: GameEvent[] = [...setup.events];
  const failures: Failure[] = [];
  const checks: CheckResult[] = [];
  let lastError: { rule: string; message: string } | null = null;
  const frames: Frame[] | undefined = options.frames ? [{ state: setup.state, events: events.length, input: null, loc: null }] : undefined;
  let loc: Loc | null = null;
  let stopped: ScenarioResult['stopped'];
  const check = (e: Scenario['expect'] & object, error: typeof lastError) => {
    for (const c of checkEach(scope, e, events, error)) {
      if (stopped && !c.passed) for (const f of c.failures) f.knockOn = true;
      checks.push(c);
      failures.push(...c.failures);
    }
  };

  const apply = (input: Input): { rule: string; message: string } | null => {
    const r = engineStep(scope.state, input, cards);
    if (r.error) return r.error;
    scope.state = r.state;
    events.push(...r.events);
    frames?.push({ state: r.state, events: events.length, input, loc });
    return null;
  };
  const holder = () => scope.state.pending?.player;

  // A setup the engine can't build as written stops the run before its script (each problem located).
  failures.push(...problems);
  if (problems.length) stopped = { loc: problems[0].loc, message: problems[0].message };
  for (const st of problems.length ? [] : sc.script) {
    loc = st.loc;
    if (st.kind === 'expect') {
      check(st.expect, lastError);
      lastError = null;
      continue;
    }
    if (lastError) break;
    if (!sc.strict) autoAnswer(scope, st, apply);
    const result = runStep(scope, st, apply, holder);
    if (result && 'fatal' in result) {
      failures.push({ loc: st.loc, message: result.fatal });
      stopped = { loc: st.loc, message: result.fatal };
      break;
    }
    lastError = result;
    if (lastError && !nextIsErrorCheck(sc.script, st)) {
      const d = scope.state.pending;
      const waiting = d && d.kind !== 'priority' ? ` (pending: ${d.kind} for ${scope.state.players[d.player].name}, rule ${d.rule}: ${d.prompt})` : '';
      failures.push({ loc: st.loc, message: `step rejected: ${describeError(lastError)}${waiting}` });
      stopped = { loc: st.loc, rule: lastError.rule, message: lastError.message };
      break;
    }
  }
  if (sc.expect) check(sc.expect, null);
  const d = scope.state.pending;
  if (sc.strict && d && d.kind !== 'priority' && !expectsPending(sc)) {
    failures.unshift({
      loc: sc.loc, message: `strict: the script leaves a ${d.kind} decision unanswered (CR ${d.rule}: ${d.prompt})`,
      ...(stopped ? { knockOn: true as const } : {}),
    });
  }
  return {
    name: sc.name, file: sc.file, source: sc.source, passed: failures.length === 0, failures, checks, stopped,
    log: events.map(renderEvent), events, state: scope.state, cards, ...(frames && { frames }),
  };
}

/** Whether the scenario ends by checking the pending decision (then leaving it unanswered is the point). */
function expectsPending(sc: Scenario): boolean {
  const last = sc.script[sc.script.length - 1];
  return !!sc.expect?.pending || (last?.kind === 'expect' && !!last.expect.pending);
}

function nextIsErrorCheck(script: ScriptStep[], st: ScriptStep): boolean {
  const next = script[script.indexOf(st) + 1];
  return !!next && next.kind === 'expect' && !!next.expect.error;
}

type Apply = (input: Input) => { rule: string; message: string } | null;

/** Non-strict mode: a decision the step doesn't address is answered with the engine's suggestion. */
function autoAnswer(scope: RefScope, st: ScriptStep, apply: Apply): void {
  for (let guard = 0; guard < 50; guard++) {
    const d = scope.state.pending;
    if (!d || d.kind === 'priority') return;
    if (st.kind === 'answer' || (st.kind === 'attack' && d.kind === 'declareAttackers') || (st.kind === 'block' && d.kind === 'declareBlockers')) return;
    const a = answerFromValue(scope, d, 'suggested');
    if ('error' in a || apply({ player: d.player, kind: 'answer', answer: a })) return;
  }
}

/** Executes one script step; returns the engine's rejection, or a fatal problem with the script. */
function runStep(scope: RefScope, st: Exclude<ScriptStep, { kind: 'expect' }>, apply: Apply, holder: () => string | undefined): { rule: string; message: string } | { fatal: string } | null {
  const by = (name: string | undefined) => (name !== undefined ? playerId(scope, name) : holder()) ?? '';
  switch (st.kind) {
    case 'cast':
    case 'activate': {
      const input = stackInput(scope, st, by(st.by));
      return 'rejected' in input ? input.rejected : 'error' in input ? { fatal: input.error } : apply(input);
    }
    case 'turnFaceUp': {
      const id = resolveObject(scope, st.permanent, ['battlefield']);
      if (typeof id !== 'string') return { fatal: id.error };
      const pay = payment(scope, st.pay);
      if (typeof pay === 'object' && 'error' in pay) return { fatal: pay.error };
      return apply({ player: by(st.by), kind: 'turnFaceUp', object: id, via: st.using, payment: pay === 'auto' ? 'auto' : { activations: pay.activations } });
    }
    case 'play': {
      // A land is played from its owner's hand, or from a graveyard or exile when an effect allows it (CR 701.18a).
      const id = resolveObject(scope, st.card, ['hand', 'graveyard', 'exile']);
      if (typeof id === 'string') return apply({ player: by(st.by), kind: 'playLand', object: id });
      return gone(scope, st.card) ? { rule: '400.7', message: id.error } : { fatal: id.error };
    }
    case 'pass': {
      if (!st.all) return apply({ player: by(st.by), kind: 'pass' });
      const n = scope.state.order.filter((p) => !scope.state.players[p].left).length;
      for (let i = 0; i < n; i++) {
        const d = scope.state.pending;
        if (!d || d.kind !== 'priority') return null;
        const err = apply({ player: d.player, kind: 'pass' });
        if (err) return err;
      }
      return null;
    }
    case 'advance':
      return advance(scope, st, apply);
    case 'attack': {
      const err = reachDecision(scope, 'declareAttackers', apply);
      if (err) return err;
      const attacks: { attacker: ObjectId; defender: Target }[] = [];
      for (const a of st.attackers) {
        const id = resolveObject(scope, a.attacker, ['battlefield']);
        if (typeof id !== 'string') return { fatal: id.error };
        let defender: Target | { error: string };
        if (a.defender) defender = resolveTarget(scope, a.defender);
        else {
          const opponents = scope.state.order.filter((p) => p !== scope.state.turn.active && !scope.state.players[p].left);
          defender = opponents.length === 1 ? { player: opponents[0] } : { error: 'name the defender: there are several opponents' };
        }
        if ('error' in defender) return { fatal: defender.error };
        attacks.push({ attacker: id, defender });
      }
      return apply({ player: scope.state.turn.active, kind: 'answer', answer: { kind: 'declareAttackers', attacks } });
    }
    case 'block': {
      const err = reachDecision(scope, 'declareBlockers', apply);
      if (err) return err;
      const blocks: { blocker: ObjectId; attacker: ObjectId }[] = [];
      for (const b of st.blocks) {
        const blocker = resolveObject(scope, b.blocker, ['battlefield']);
        if (typeof blocker !== 'string') return { fatal: blocker.error };
        for (const a of b.attackers) {
          const attacker = resolveObject(scope, a, ['battlefield']);
          if (typeof attacker !== 'string') return { fatal: attacker.error };
          blocks.push({ blocker, attacker });
        }
      }
      return apply({ player: by(st.by), kind: 'answer', answer: { kind: 'declareBlockers', blocks } });
    }
    case 'answer': {
      const d = scope.state.pending;
      if (!d) return { fatal: 'no decision is pending: the game is over' };
      const a: Answer | { error: string } = answerFromValue(scope, d, st.value);
      if ('error' in a) return { fatal: a.error };
      return apply({ player: by(st.by) || d.player, kind: 'answer', answer: a });
    }
    case 'concede':
      return apply({ player: playerId(scope, st.player) ?? '', kind: 'concede' });
  }
}

/** Passes priority (stack empty) until a decision of `kind` pends; used by attack/block steps. */
function reachDecision(scope: RefScope, kind: 'declareAttackers' | 'declareBlockers', apply: Apply): { rule: string; message: string } | { fatal: string } | null {
  for (let guard = 0; guard < 100; guard++) {
    const d = scope.state.pending;
    if (!d) return { fatal: 'the game is over' };
    if (d.kind === kind) return null;
    if (d.kind !== 'priority' || scope.state.stack.length) {
      return { fatal: `expected a ${kind} decision, but ${d.kind === 'priority' ? 'the stack is not empty' : `a ${d.kind} decision pends (CR ${d.rule}: ${d.prompt})`}` };
    }
    const err = apply({ player: d.player, kind: 'pass' });
    if (err) return err;
  }
  return { fatal: `no ${kind} decision came` };
}

/**
 * All players pass with an empty stack until the step (of the given turn) begins with priority; the decisions met
 * on the way are answered as `answers` says (else the advance stops there, naming the decision).
 */
function advance(scope: RefScope, st: AdvanceStep, apply: Apply): { rule: string; message: string } | { fatal: string } | null {
  const { step, turn, answers } = st;
  for (let guard = 0; guard < 1000; guard++) {
    const s = scope.state;
    const d = s.pending;
    if (!d) return { fatal: `the game ended before ${step}` };
    const arrived = s.turn.step === step && (turn === undefined || s.turn.number === turn);
    if (arrived && (d.kind === 'priority' || d.kind === 'declareAttackers' || d.kind === 'declareBlockers')) return null;
    if (d.kind === 'declareAttackers') { apply({ player: d.player, kind: 'answer', answer: { kind: 'declareAttackers', attacks: [] } }); continue; }
    if (d.kind === 'declareBlockers') { apply({ player: d.player, kind: 'answer', answer: { kind: 'declareBlockers', blocks: [] } }); continue; }
    if (d.kind !== 'priority') {
      const value = answers === 'suggested' ? 'suggested' : answers?.[d.kind];
      if (value === undefined) return { fatal: `advance stopped: a ${d.kind} decision pends (CR ${d.rule}: ${d.prompt}); answer it with a step, or give advance \`answers: { ${d.kind}: ... }\` or \`answers: suggested\`` };
      const a = answerFromValue(scope, d, value);
      if ('error' in a) return { fatal: `advance: answering the ${d.kind} decision: ${a.error}` };
      const err = apply({ player: d.player, kind: 'answer', answer: a });
      if (err) return err;
      continue;
    }
    if (s.stack.length) return { fatal: `advance stopped: the stack is not empty (${s.stack.length} object(s))` };
    const err = apply({ player: d.player, kind: 'pass' });
    if (err) return err;
  }
  return { fatal: `never reached ${step}` };
}

/** Whether a reference names a setup alias whose object has left the game's objects (CR 400.7). */
function gone(scope: RefScope, ref: string): boolean {
  const r = parseObjectRef(ref);
  return !('error' in r) && scope.aliases.has(r.name);
}

/** Resolves an object reference against a finished run (names, `Name@Player`, `Name#2`; setup aliases are not kept). */
export function resolveObjectRef(r: ScenarioResult, cards: CardRegistry, ref: string): string | { error: string } {
  const players = new Map(r.state.order.map((p) => [r.state.players[p].name, p]));
  return resolveObject({ state: r.state, cards, aliases: new Map(), players }, ref);
}

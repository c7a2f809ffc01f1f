/**
 * The game a worker holds: the replay so far (setup + every input), the state after each input (earlier
 * states are snapshots by reference, DESIGN 2), and the seats' priority stops. No DOM here: the worker
 * adapter (engine.worker.ts) only turns messages into these calls.
 */
import { defaultStops, fallbackInput, passesByStops, playerView, step, triggerKeysOf, type ActionError, type CardRegistry, type GameEvent, type GameState, type Input, type PlayerId, type Viewer } from '@arbiter/engine';
import { agentMove, createAgent, decisionLine, deckKnowledge, type Agent, type AgentContext } from '@arbiter/ai';
import { parseDeckList, replayGame, type Replay, type ScenarioError } from '@arbiter/formats';
import type { LogLine, NewGameRequest, PriorityStops, SeatKind, TableView } from '../protocol';

/** How many automatic passes one input may lead to before the session stops and asks (a safety bound). */
const MAX_AUTO_PASSES = 500;

export interface Session {
  replay: Replay;
  kinds: SeatKind[];
  /** The computer players by seat (null for a person), each with what its seat knows (its own deck exactly). */
  computers: ({ agent: Agent; ctx: AgentContext } | null)[];
  /** `states[0]` is the game as created; `states[i + 1]` follows `replay.inputs[i]`. */
  states: GameState[];
  /** `eventCounts[i]`: how many lines the log held at `states[i]`. */
  eventCounts: number[];
  /** The engine's events, with each computer decision before the events it caused. */
  events: LogLine[];
  /** `lines[i]`: the log line of the computer's decision `replay.inputs[i]` (null for a person's input, a pass). */
  lines: (LogLine | null)[];
  /** Indexes into `states` where a person answered a decision (undo goes back to the last one). */
  decisions: number[];
  stops: Record<PlayerId, PriorityStops>;
  /** A player who holds priority (117.3c): asked the next time they receive it, whatever their stops. */
  holding: PlayerId | null;
  judgeView: boolean;
}

/** Deck lists → a game; located errors for lists that don't parse (nothing starts then). */
export function newSession(req: NewGameRequest, cards: CardRegistry): { session?: Session; problems: ScenarioError[] } {
  const problems: ScenarioError[] = [];
  const players = req.seats.map((seat) => {
    const parsed = parseDeckList(seat.deckList, seat.deckSource, { cardNames: cards.names() });
    problems.push(...parsed.errors);
    const deck = parsed.deck?.main.flatMap((e) => Array<string>(e.count).fill(e.name)) ?? [];
    if (parsed.deck && !deck.length) problems.push({ file: seat.deckSource, line: 1, column: 1, path: '', message: 'the deck has no main-deck cards' });
    return { name: seat.name, deck };
  });
  if (problems.length) return { problems };
  const replay: Replay = { format: 'arbiter-replay', version: 1, seed: req.seed, ruleset: req.ruleset, players, inputs: [] };
  return { session: fromReplay(replay, req.seats.map((s) => s.kind), cards), problems };
}

/**
 * A session that has played a replay's inputs; what the engine refuses ends the replay there. `lines` are the
 * computer's decision lines of a game being restored, each put back before the events its input caused.
 */
export function fromReplay(replay: Replay, kinds: SeatKind[], cards: CardRegistry, lines: (LogLine | null)[] = []): Session {
  const played = replayGame(replay, cards);
  const inputs = replay.inputs.slice(0, played.states.length - 1);
  const kept = inputs.map((_, i) => lines[i] ?? null);
  const events: LogLine[] = played.events.slice(0, played.logLengths[0]);
  const eventCounts = [events.length];
  inputs.forEach((_, i) => {
    if (kept[i]) events.push(kept[i]);
    events.push(...played.events.slice(played.logLengths[i], played.logLengths[i + 1]));
    eventCounts.push(events.length);
  });
  const stops: Session['stops'] = {};
  for (const p of played.state.order) stops[p] = defaultStops();
  const setup = { players: replay.players, seed: replay.seed };
  const computers = kinds.map((kind, i) => (kind === 'person' ? null : {
    agent: createAgent(kind, replay.seed * 31 + i), ctx: { cards, decks: deckKnowledge(setup, played.state.order[i], false) },
  }));
  return {
    replay: { ...replay, inputs }, kinds, computers, states: played.states, events, lines: kept, eventCounts,
    // Every imported input counts as a decision, so undo can step back through a replay.
    decisions: inputs.map((_, i) => i), stops, holding: null, judgeView: false,
  };
}

export function current(s: Session): GameState {
  return s.states[s.states.length - 1];
}

function push(s: Session, input: Input, state: GameState, events: GameEvent[], line: LogLine | null = null): void {
  s.replay.inputs.push(input);
  s.lines.push(line);
  s.states.push(state);
  if (line) s.events.push(line);
  s.events.push(...events);
  s.eventCounts.push(s.events.length);
}

/**
 * A person's input: stepped by the engine (a refusal leaves everything as it was), then priority passed for
 * whoever's stops say so (unless the player holds priority, 117.3c). Returns the engine's typed error, if any.
 */
export function play(s: Session, input: Input, cards: CardRegistry, hold = false): ActionError | null {
  const r = step(current(s), input, cards);
  if (r.error) return r.error;
  s.decisions.push(s.states.length - 1);
  push(s, input, r.state, r.events);
  if (hold) s.holding = input.player;
  autoPass(s, cards);
  return null;
}

/** The computer player deciding now, if the pending decision is a computer seat's. */
function computerDeciding(s: Session): { agent: Agent; ctx: AgentContext } | null {
  const pending = current(s).pending;
  return pending ? s.computers[current(s).order.indexOf(pending.player)] ?? null : null;
}

/**
 * One decision of a computer seat (view → decide → step, `agentMove` of @arbiter/ai: the agent sees only its
 * player's view), recorded like any input, then the people's priority stops. False when no computer decides.
 */
export function computerMove(s: Session, cards: CardRegistry): boolean {
  const computer = computerDeciding(s);
  if (!computer) return false;
  const state = current(s);
  const move = agentMove(state, computer.agent, computer.ctx);
  if (move.result.error) return false;
  const input = move.fallback ? fallbackOf(state) : move.input;
  const line = decisionLine(state, input, { audience: audienceOf(s, state), level: s.kinds[state.order.indexOf(input.player)], fallback: move.fallback, reasoning: move.reasoning }, cards);
  push(s, input, move.result.state, move.result.events, line);
  autoPass(s, cards);
  return true;
}

/** Whose view describes a computer's hidden choice: the one person at the table, or what all of them see. */
function audienceOf(s: Session, state: GameState): Viewer {
  const people = state.order.filter((_, i) => s.kinds[i] === 'person');
  return people.length === 1 ? people[0] : 'spectator';
}

/** The input agentMove plays when the engine refuses the agent's own (`fallbackInput`). */
function fallbackOf(state: GameState): Input {
  return fallbackInput(state.pending!);
}

/** CR 117.3 — passes priority for the person holding it while their stops say to (the engine decides "could matter"). */
export function autoPass(s: Session, cards: CardRegistry): void {
  for (let n = 0; n < MAX_AUTO_PASSES; n++) {
    const state = current(s);
    const pending = state.pending;
    if (computerDeciding(s)) return;
    if (pending?.kind === 'priority' && pending.player === s.holding) {
      s.holding = null;
      return;
    }
    if (!pending || pending.kind !== 'priority' || !passesByStops(state, pending.player, s.stops[pending.player], cards)) return;
    const r = step(state, { player: pending.player, kind: 'pass' }, cards);
    if (r.error) return;
    push(s, { player: pending.player, kind: 'pass' }, r.state, r.events);
  }
}

/** Back to the state before the last decision a person answered; false when there is none. */
export function undo(s: Session): boolean {
  const to = s.decisions.pop();
  if (to === undefined) return false;
  s.states.length = to + 1;
  s.eventCounts.length = to + 1;
  s.events.length = s.eventCounts[to];
  s.replay.inputs.length = to;
  s.lines.length = to;
  return true;
}

/**
 * Who looks at the table now: the judge when asked (or when no person sits at it); in hot seat the person whose
 * decision it is; while a computer decides, the person who decided last (or the first person seated).
 */
export function viewerOf(s: Session): PlayerId | 'judge' {
  const state = current(s);
  const people = state.order.filter((_, i) => s.kinds[i] === 'person');
  if (s.judgeView || !people.length) return 'judge';
  const pending = state.pending;
  if (pending && people.includes(pending.player)) return pending.player;
  const last = [...s.replay.inputs].reverse().find((i) => people.includes(i.player));
  return last?.player ?? people[0];
}

export function tableView(s: Session, cards: CardRegistry): TableView {
  const state = current(s);
  const view = playerView(state, viewerOf(s), cards);
  return {
    viewer: view.viewer, state: view.state, objects: view.objects, pending: view.state.pending,
    seats: state.order.map((id, i) => ({ id, name: state.players[id].name, kind: s.kinds[i] ?? 'person' })),
    stops: s.stops, triggerKeys: triggerKeysOf(state), canUndo: s.decisions.length > 0, judgeView: s.judgeView,
    ruleset: s.replay.ruleset, seed: s.replay.seed,
  };
}

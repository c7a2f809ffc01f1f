/**
 * One game at a table: the engine state, the seats and the undo agreement. No networking here (room.ts wires
 * it to Colyseus). The table holds the only copy of the game
 * state; what a client sees is always `playerView(state, viewer, cards)`, the engine's one view function.
 */
import { decisionLine, type DecisionLine, type Level } from '@arbiter/ai';
import { createGame, passesByStops, passUntil, playerView, step, STEP_ORDER, type CardRegistry, type PriorityStops, type GameEvent, type GameSetup, type GameState, type Input, type PlayerId, type StepResult, type Viewer } from '@arbiter/engine';
import type { AgentAnswer } from './agent-pool';
import { loadSeatDeck } from './decks';
import type { ErrorMessage, SeatKind, TableOptions, UndoProposal, ViewMessage } from './protocol';
import { checkInputMessage, checkPassUntil, checkStops, checkTableOptions, checkUndoAnswer, formatValidationError } from './validate';

export interface Seat {
  player: PlayerId;
  name: string;
  kind: SeatKind;
  /** A computer seat's level (its player runs on the agent pool, agent-pool.ts). */
  level?: Level;
}

/** A state the game can be taken back to, whether a person's input left it, and the log's length then. */
interface Snapshot {
  state: GameState;
  human: boolean;
  logLength: number;
}

/** The result of a client's message: refused (with the error for that client only) or accepted. */
export type Outcome = { error: ErrorMessage } | { changed: boolean };

/** How many steps back the table keeps (an undo goes back to the last human action among them). */
const HISTORY = 200;
/** How many automatic passes one step may lead to before the table stops and asks (a safety bound). */
const MAX_AUTO_PASSES = 500;

const protocolError = (code: Extract<ErrorMessage, { source: 'protocol' }>['code'], message: string, path?: string): { error: ErrorMessage } =>
  ({ error: { source: 'protocol', code, message, ...(path !== undefined ? { path } : {}) } });

export class Table {
  readonly seats: Seat[];
  readonly options: TableOptions;
  state: GameState;
  /**
   * Every event of the game so far, with the computer seats' decisions as lines of their own (an undo cuts it
   * back); the last step's are the next views' `events`.
   */
  log: (GameEvent | DecisionLine)[];
  /** Where the last step's events begin in `log`. */
  logFrom: number;
  /** Set when `state` is the result of an agreed undo. */
  undone = false;
  undo: UndoProposal | null = null;
  /** The priority stops of the human seats that set some (CR 117.3); the others are asked at every priority. */
  private stops = new Map<PlayerId, PriorityStops>();
  /** A seat that keeps priority after its action (117.3c): asked the next time it gets priority, whatever its stops. */
  private holding: PlayerId | null = null;
  private history: Snapshot[] = [];
  private nextProposal = 1;

  private constructor(options: TableOptions, seats: Seat[], readonly setup: GameSetup, start: { state: GameState; events: GameEvent[] }, readonly cards: CardRegistry) {
    this.options = options;
    this.seats = seats;
    this.state = start.state;
    this.log = [...start.events];
    this.logFrom = 0;
  }

  /** Validates a table's options and decks: the seats' decks as card lists, or what is wrong. */
  static check(raw: unknown, cards: CardRegistry): { options: TableOptions; decks: string[][] } | { error: string } {
    const checked = checkTableOptions(raw);
    if (!checked.ok) return { error: `table options: ${formatValidationError(checked.error)}` };
    const decks: string[][] = [];
    for (const [i, s] of checked.value.seats.entries()) {
      const deck = loadSeatDeck(s.deck, `seats[${i}].deck`, cards);
      if ('error' in deck) return { error: deck.error };
      decks.push(deck.cards);
    }
    return { options: checked.value, decks };
  }

  /** Validates the options and the decks and deals the game (CR 103), or says what is wrong. */
  static create(raw: unknown, cards: CardRegistry): Table | { error: string } {
    const checked = Table.check(raw, cards);
    if ('error' in checked) return checked;
    const { options, decks } = checked;
    const seed = options.seed ?? Math.floor(Math.random() * 2 ** 32);
    const setup: GameSetup = { seed, players: options.seats.map((s, i) => ({ name: s.name, deck: decks[i] })) };
    const seats: Seat[] = options.seats.map((s, i) => ({
      player: `p${i + 1}`, name: s.name, kind: s.kind,
      ...(s.kind === 'computer' ? { level: s.level ?? 'easy' } : {}),
    }));
    const start = createGame(setup, cards);
    return new Table({ ...options, seed }, seats, setup, start, cards);
  }

  seat(player: PlayerId): Seat | undefined {
    return this.seats.find((s) => s.player === player);
  }

  /** The computer seat that must act now, if the pending decision is a computer's. */
  agentToAct(): Seat | undefined {
    const p = this.state.pending?.player;
    const seat = p !== undefined && !this.state.over ? this.seat(p) : undefined;
    return seat?.kind === 'computer' ? seat : undefined;
  }

  /**
   * What `viewer` receives after the current step: the engine's view and the step's events — or, with
   * `wholeLog` (on joining and rejoining), every event of the game so far.
   */
  view(viewer: Viewer, wholeLog = false): ViewMessage {
    const from = wholeLog ? 0 : this.logFrom;
    const stops = this.stops.get(viewer as PlayerId) ?? null;
    // A computer's reasoning names the cards of its hand: only the judge, who sees everything, receives it.
    const events = this.log.slice(from).map((e) => viewer === 'judge' || !('reasoning' in e) ? e : withoutReasoning(e));
    return { seq: this.state.seq, view: playerView(this.state, viewer, this.cards), from, events, stops, ...(this.undone ? { undone: true as const } : {}) };
  }

  /**
   * A player's input from its connection: the message must be well-formed, name no other seat and answer
   * the decision pending now; then the engine decides (a typed error with its rule, state unchanged).
   */
  input(viewer: Viewer, raw: unknown): Outcome {
    const seat = this.humanSeat(viewer);
    if ('error' in seat) return seat;
    const checked = checkInputMessage(raw);
    if (!checked.ok) return protocolError('malformed', formatValidationError(checked.error), checked.error.path);
    const { decision, input, hold } = checked.value;
    if (input.player !== undefined && input.player !== seat.player) {
      return protocolError('wrong-seat', `you sit in seat ${seat.player}; you can't act for ${input.player}`, 'input.player');
    }
    const pending = this.state.pending;
    if (input.kind !== 'concede' && pending && decision !== pending.id) {
      return protocolError('stale-decision', `decision ${decision} was already answered; the pending decision is ${pending.id}`, 'decision');
    }
    return this.apply({ ...input, player: seat.player } as Input, true, hold ? seat.player : null);
  }

  /** CR 117.3 — a seat sets its priority stops; if they say to pass the priority it holds now, it passes. */
  setStops(viewer: Viewer, raw: unknown): Outcome {
    const seat = this.humanSeat(viewer);
    if ('error' in seat) return seat;
    const checked = checkStops(raw);
    if (!checked.ok) return protocolError('malformed', formatValidationError(checked.error), checked.error.path);
    this.stops.set(seat.player, { ...checked.value, yields: checked.value.yields ?? [], until: this.stops.get(seat.player)?.until ?? null });
    this.settle(this.state.seq, this.log.length);
    return { changed: true }; // the seat's next view carries its stops
  }

  /** A seat passes now (if it holds priority) and until the stack changes or the turn ends. */
  passUntil(viewer: Viewer, raw: unknown): Outcome {
    const seat = this.humanSeat(viewer);
    if ('error' in seat) return seat;
    const checked = checkPassUntil(raw);
    if (!checked.ok) return protocolError('malformed', formatValidationError(checked.error), checked.error.path);
    const stops = this.stops.get(seat.player) ?? { steps: [...STEP_ORDER], autoPass: false, until: null, yields: [] };
    this.stops.set(seat.player, { ...stops, until: passUntil(this.state, checked.value.until) });
    const pending = this.state.pending;
    if (pending?.kind === 'priority' && pending.player === seat.player) return this.apply({ player: seat.player, kind: 'pass' }, true);
    return { changed: true }; // the seat's next view carries its stops
  }

  private humanSeat(viewer: Viewer): Seat | { error: ErrorMessage } {
    const seat = typeof viewer === 'string' ? this.seat(viewer) : undefined;
    if (!seat || seat.kind !== 'human') return protocolError('not-seated', `${viewer} has no player seat at this table`);
    return seat;
  }

  /**
   * The answer of the computer player that was asked in `asked` (agent-pool.ts: its input, already replaced by
   * the engine's fallback answer if its own was refused). Ignored if the game has moved on since (an undo); a
   * computer whose answer is refused concedes rather than stall the table.
   */
  agentAnswer(asked: GameState, answer: AgentAnswer): Outcome {
    const seat = this.agentToAct();
    if (asked !== this.state || !seat) return { changed: false };
    const conceded: Input = { player: seat.player, kind: 'concede' };
    const input = answer.concede ? conceded : { ...answer.input, player: seat.player } as Input;
    // Everyone at the table may receive the line, spectators included: a hidden choice is told as they see it.
    const line = decisionLine(this.state, input, { audience: 'spectator', level: seat.level ?? 'easy', fallback: answer.fallback, reasoning: answer.reasoning }, this.cards);
    const outcome = this.apply(input, false, null, line);
    return 'error' in outcome ? this.apply(conceded, false) : outcome;
  }

  /** Steps an input; `line`, a computer's decision, goes in the log just before the events it caused. */
  private apply(input: Input, human: boolean, hold: PlayerId | null = null, line: DecisionLine | null = null): Outcome {
    let result;
    try {
      result = step(this.state, input, this.cards);
    } catch (e) {
      // An engine bug must not end the table: the state is untouched (step never mutates it).
      console.error('engine error on input', JSON.stringify(input), e);
      return protocolError('internal', 'the engine failed on this input; the game is unchanged');
    }
    if (result.error) return { error: { source: 'engine', ...result.error } };
    const seq = this.state.seq;
    const from = this.log.length;
    this.accept(result, human, line);
    this.holding = hold;
    return this.settle(seq, from);
  }

  /**
   * CR 117.3 — after a step, passes priority for the people whose stops say so (the engine decides what could
   * matter). The passes are steps like any other; the next views carry all of their events (from `from` on).
   */
  private settle(seq: number, from: number): Outcome {
    for (let n = 0; n < MAX_AUTO_PASSES; n++) {
      const pending = this.state.pending;
      if (pending?.kind !== 'priority' || this.state.over) break;
      const stops = this.stops.get(pending.player);
      if (!stops || this.seat(pending.player)?.kind !== 'human') break;
      if (pending.player === this.holding) {
        this.holding = null;
        break;
      }
      if (!passesByStops(this.state, pending.player, stops, this.cards)) break;
      const result = step(this.state, { player: pending.player, kind: 'pass' }, this.cards);
      if (result.error) break;
      this.accept(result, false);
    }
    this.logFrom = from;
    return { changed: this.state.seq !== seq };
  }

  private accept(result: StepResult, human: boolean, line: DecisionLine | null = null): void {
    this.history.push({ state: this.state, human, logLength: this.log.length });
    if (this.history.length > HISTORY) this.history.shift();
    this.state = result.state;
    if (line) this.log.push(line);
    this.log.push(...result.events);
    this.undone = false;
    this.undo = null; // a proposal is about the game as it was when proposed
  }

  /** A person asks to take back the last human action; with no other human seat it is taken back at once. */
  proposeUndo(viewer: Viewer): Outcome {
    const seat = this.humanSeat(viewer);
    if ('error' in seat) return seat;
    const back = this.lastHumanAction();
    if (back < 0) return protocolError('no-undo', 'no action of a person to take back');
    this.undo = { id: this.nextProposal++, by: seat.player, accepted: [seat.player], toDecision: this.history[back].state.pending?.id ?? 0 };
    return this.settleUndo();
  }

  /** A human seat agrees to or refuses the open proposal; a refusal withdraws it. */
  answerUndo(viewer: Viewer, raw: unknown): Outcome {
    const seat = this.humanSeat(viewer);
    if ('error' in seat) return seat;
    const checked = checkUndoAnswer(raw);
    if (!checked.ok) return protocolError('malformed', formatValidationError(checked.error), checked.error.path);
    if (!this.undo || this.undo.id !== checked.value.proposal) return protocolError('no-undo', `no open undo proposal ${checked.value.proposal}`, 'proposal');
    if (!checked.value.accept) {
      this.undo = null;
      return { changed: false };
    }
    if (!this.undo.accepted.includes(seat.player)) this.undo.accepted.push(seat.player);
    return this.settleUndo();
  }

  /** Once every human seat agreed, the game goes back to before the last human action (agents' later actions too). */
  private settleUndo(): Outcome {
    const humans = this.seats.filter((s) => s.kind === 'human').map((s) => s.player);
    if (!this.undo || !humans.every((p) => this.undo!.accepted.includes(p))) return { changed: false };
    const back = this.lastHumanAction();
    this.state = this.history[back].state;
    this.log.length = this.logFrom = this.history[back].logLength;
    this.history.length = back;
    this.undone = true;
    this.undo = null;
    return { changed: true };
  }

  private lastHumanAction(): number {
    for (let i = this.history.length - 1; i >= 0; i--) if (this.history[i].human) return i;
    return -1;
  }
}

function withoutReasoning({ reasoning: _, ...line }: DecisionLine): DecisionLine {
  return line;
}

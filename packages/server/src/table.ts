/**
 * One game at a table: the engine state, the seats and the undo agreement. No networking here (room.ts wires
 * it to Colyseus), so the rules of a table are tested directly. The table holds the only copy of the game
 * state; what a client sees is always `playerView(state, viewer, cards)`, the engine's one view function.
 */
import { agentMove } from '@arbiter/ai';
import { createGame, playerView, step, type CardRegistry, type GameEvent, type GameSetup, type GameState, type Input, type PlayerId, type StepResult, type Viewer } from '@arbiter/engine';
import { loadSeatDeck } from './decks';
import type { Level } from '@arbiter/ai';
import type { ErrorMessage, SeatKind, TableOptions, UndoProposal, ViewMessage } from './protocol';
import { seatAgent, type SeatAgent } from './seats';
import { checkInputMessage, checkTableOptions, checkUndoAnswer, formatValidationError } from './validate';

export interface Seat {
  player: PlayerId;
  name: string;
  kind: SeatKind;
  /** A computer seat's level and player. */
  level?: Level;
  agent?: SeatAgent;
}

/** A state the game can be taken back to, and whether a person's input left it. */
interface Snapshot {
  state: GameState;
  human: boolean;
}

/** The result of a client's message: refused (with the error for that client only) or accepted. */
export type Outcome = { error: ErrorMessage } | { changed: boolean };

/** How many steps back the table keeps (an undo goes back to the last human action among them). */
const HISTORY = 200;

const protocolError = (code: Extract<ErrorMessage, { source: 'protocol' }>['code'], message: string, path?: string): { error: ErrorMessage } =>
  ({ error: { source: 'protocol', code, message, ...(path !== undefined ? { path } : {}) } });

export class Table {
  readonly seats: Seat[];
  readonly options: TableOptions;
  state: GameState;
  /** The events of the step that produced `state` (the next views carry them). */
  events: GameEvent[];
  /** Set when `state` is the result of an agreed undo. */
  undone = false;
  undo: UndoProposal | null = null;
  private history: Snapshot[] = [];
  private nextProposal = 1;

  private constructor(options: TableOptions, seats: Seat[], start: { state: GameState; events: GameEvent[] }, readonly cards: CardRegistry) {
    this.options = options;
    this.seats = seats;
    this.state = start.state;
    this.events = start.events;
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
      ...(s.kind === 'computer' ? { level: s.level ?? 'easy', agent: seatAgent(s.level ?? 'easy', setup, i, cards) } : {}),
    }));
    const start = createGame(setup, cards);
    return new Table({ ...options, seed }, seats, start, cards);
  }

  seat(player: PlayerId): Seat | undefined {
    return this.seats.find((s) => s.player === player);
  }

  /** The seat whose agent must act now, if the pending decision is an agent's. */
  agentToAct(): Seat | undefined {
    const p = this.state.pending?.player;
    const seat = p !== undefined && !this.state.over ? this.seat(p) : undefined;
    return seat?.agent ? seat : undefined;
  }

  /** What `viewer` receives after the current step: the engine's view and the step's events. */
  view(viewer: Viewer): ViewMessage {
    return { seq: this.state.seq, view: playerView(this.state, viewer, this.cards), events: this.events, ...(this.undone ? { undone: true as const } : {}) };
  }

  /**
   * A player's input from its connection: the message must be well-formed, name no other seat and answer
   * the decision pending now; then the engine decides (a typed error with its rule, state unchanged).
   */
  input(viewer: Viewer, raw: unknown): Outcome {
    const seat = typeof viewer === 'string' ? this.seat(viewer) : undefined;
    if (!seat || seat.kind !== 'human') return protocolError('not-seated', `${viewer} has no player seat at this table`);
    const checked = checkInputMessage(raw);
    if (!checked.ok) return protocolError('malformed', formatValidationError(checked.error), checked.error.path);
    const { decision, input } = checked.value;
    if (input.player !== undefined && input.player !== seat.player) {
      return protocolError('wrong-seat', `you sit in seat ${seat.player}; you can't act for ${input.player}`, 'input.player');
    }
    const pending = this.state.pending;
    if (input.kind !== 'concede' && pending && decision !== pending.id) {
      return protocolError('stale-decision', `decision ${decision} was already answered; the pending decision is ${pending.id}`, 'decision');
    }
    return this.apply({ ...input, player: seat.player } as Input, true);
  }

  /**
   * The computer player whose decision is pending acts (an input it gets wrong is replaced by the engine's
   * fallback answer, `agentMove`); if even that is refused, it concedes rather than stall the table.
   */
  agentStep(): Outcome {
    const seat = this.agentToAct();
    if (!seat) return { changed: false };
    const move = agentMove(this.state, seat.agent!.agent, seat.agent!.ctx);
    if (move.result.error) return this.apply({ player: seat.player, kind: 'concede' }, false);
    this.accept(move.result, false);
    return { changed: true };
  }

  private apply(input: Input, human: boolean): Outcome {
    let result;
    try {
      result = step(this.state, input, this.cards);
    } catch (e) {
      // An engine bug must not end the table: the state is untouched (step never mutates it).
      console.error('engine error on input', JSON.stringify(input), e);
      return protocolError('internal', 'the engine failed on this input; the game is unchanged');
    }
    if (result.error) return { error: { source: 'engine', ...result.error } };
    this.accept(result, human);
    return { changed: true };
  }

  private accept(result: StepResult, human: boolean): void {
    this.history.push({ state: this.state, human });
    if (this.history.length > HISTORY) this.history.shift();
    this.state = result.state;
    this.events = result.events;
    this.undone = false;
    this.undo = null; // a proposal is about the game as it was when proposed
  }

  /** A person asks to take back the last human action; with no other human seat it is taken back at once. */
  proposeUndo(viewer: Viewer): Outcome {
    const seat = typeof viewer === 'string' ? this.seat(viewer) : undefined;
    if (!seat || seat.kind !== 'human') return protocolError('not-seated', `${viewer} has no player seat at this table`);
    const back = this.lastHumanAction();
    if (back < 0) return protocolError('no-undo', 'no action of a person to take back');
    this.undo = { id: this.nextProposal++, by: seat.player, accepted: [seat.player], toDecision: this.history[back].state.pending?.id ?? 0 };
    return this.settleUndo();
  }

  /** A human seat agrees to or refuses the open proposal; a refusal withdraws it. */
  answerUndo(viewer: Viewer, raw: unknown): Outcome {
    const seat = typeof viewer === 'string' ? this.seat(viewer) : undefined;
    if (!seat || seat.kind !== 'human') return protocolError('not-seated', `${viewer} has no player seat at this table`);
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
    this.history.length = back;
    this.events = [];
    this.undone = true;
    this.undo = null;
    return { changed: true };
  }

  private lastHumanAction(): number {
    for (let i = this.history.length - 1; i >= 0; i--) if (this.history[i].human) return i;
    return -1;
  }
}

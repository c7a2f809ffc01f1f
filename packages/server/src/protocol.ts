/**
 * The message protocol between a table (one Colyseus room per game) and its clients. Messages are plain JSON
 * objects sent with Colyseus `send(type, message)`; the room has no synchronized schema state (DESIGN "Style
 * anchors" → Server: the room holds the engine state and sends each client its view).
 */
import type { DecisionLine, Level } from '@arbiter/ai';
import type { ActionError, GameEvent, GameView, Input, PlayerId, PriorityStops, Viewer } from '@arbiter/engine';

/** The message types a client sends. */
export const CLIENT = {
  /** Answer the pending decision (or act with priority, or concede). */
  input: 'input',
  /** Ask the other human players to take back the last human action. */
  proposeUndo: 'undo:propose',
  /** Agree to, or refuse, the open undo proposal. */
  answerUndo: 'undo:answer',
  /** A spectator takes a free human seat, or becomes the judge (a JoinOptions payload): what a page opened by link does. */
  sit: 'sit',
  /** The seat's priority stops (CR 117.3): the server passes priority for the seat as they say. */
  stops: 'stops',
  /** Pass now and until the stack changes or the turn ends. */
  passUntil: 'passUntil',
} as const;

/** The message types the server sends. */
export const SERVER = {
  /** Sent once on joining (and on rejoining): who you are at this table and who sits where. */
  welcome: 'welcome',
  /** The game as this client may see it, after every accepted step (and on joining): a ViewMessage as JSON text. */
  view: 'view',
  /** Seats' occupancy, connection and the open undo proposal changed. */
  table: 'table',
  /** A message of this client was refused; nothing changed. Sent to that client only. */
  error: 'error',
} as const;

/** Who sits in a player seat: a person, or the computer opponent (@arbiter/ai), which the server runs. */
export type SeatKind = 'human' | 'computer';

/** How a table is set up (the options of `create('table', …)`). */
export interface TableOptions {
  /** 2–4 player seats, in turn order before the starting player is chosen (CR 103.1). */
  seats: SeatOptions[];
  /** The game's RNG seed; random when omitted. */
  seed?: number;
  /** Whether a client may join as the judge and see everything (default false). */
  allowJudge?: boolean;
  /** Milliseconds a computer seat waits before acting (default 0), so that people can follow. */
  computerDelayMs?: number;
  /** Seconds a dropped player's seat is kept for them to rejoin (default 120). */
  reconnectSeconds?: number;
}

export interface SeatOptions {
  kind: SeatKind;
  name: string;
  /** A computer seat's level: 'random', 'easy' (the default), 'normal' or 'hard' (see docs/ai.md). */
  level?: Level;
  /** A sample deck's name (a file in decks/ without `.txt`, e.g. "red-green-beats") or a pasted deck list. */
  deck: { sample: string } | { list: string };
}

/** How a client joins a table (the options of `joinById(roomId, …)`/`create`). */
export type JoinOptions = { seat: PlayerId } | { spectator: true } | { judge: true };

/** A client's answer to the pending decision: `decision` is the id of the decision it answers. */
export interface InputMessage {
  decision: number;
  /** The input without `player` (the seat is the connection's); a `player` other than the seat is refused. */
  input: Omit<Input, 'player'> & { player?: PlayerId };
  /** Keep priority after this action (117.3c): no automatic pass for the seat until it is asked again. */
  hold?: boolean;
}

/** A seat's priority stops (the "pass until" part is set with `passUntil`; `yields` may be left out: none). */
export type StopsMessage = Omit<PriorityStops, 'until' | 'yields'> & { yields?: string[] };

export interface PassUntilMessage {
  until: 'stackChanges' | 'endOfTurn';
}

export interface UndoAnswerMessage {
  proposal: number;
  accept: boolean;
}

export interface SeatInfo {
  player: PlayerId;
  name: string;
  kind: SeatKind;
  level?: Level;
  /** A human seat: whether someone holds it ('open': nobody; 'away': dropped, may rejoin); a computer seat: 'computer'. */
  presence: 'open' | 'connected' | 'away' | 'computer';
}

export interface UndoProposal {
  id: number;
  by: PlayerId;
  /** The human seats that agreed so far (the proposer included). */
  accepted: PlayerId[];
  /** The decision number the game goes back to if every human seat agrees. */
  toDecision: number;
}

export interface TableMessage {
  seats: SeatInfo[];
  undo: UndoProposal | null;
  allowJudge: boolean;
  /** The computer seat whose player is thinking now (on the agent pool), if any. */
  thinking: PlayerId | null;
}

export interface WelcomeMessage extends TableMessage {
  viewer: Viewer;
}

/**
 * The game after a step, as the receiving viewer may see it. `seq` counts accepted steps (it goes back on undo);
 * `events` are that step's events (the engine writes them as public text: "draws a card", never the card), or on
 * joining and rejoining the whole log so far. They are the game's log from event number `from` on: a client keeps
 * `log.slice(0, from)` and appends them (after an undo, `events` is empty and `from` cuts the log back).
 */
export interface ViewMessage {
  seq: number;
  view: GameView;
  from: number;
  /** The step's events, and a computer seat's decisions as lines of their own (`kind: 'computerDecision'`; its reasoning only to a judge). */
  events: (GameEvent | DecisionLine)[];
  /** The receiving seat's priority stops; null until it sets some (then it is asked at every priority). */
  stops?: PriorityStops | null;
  /** Set when this view follows an agreed undo. */
  undone?: true;
}

/** A refused message: the engine's typed error (with its rule) or a protocol error (with the path at fault). */
export type ErrorMessage =
  | ({ source: 'engine' } & ActionError)
  | { source: 'protocol'; code: ProtocolErrorCode; message: string; path?: string };

export type ProtocolErrorCode =
  | 'malformed'
  | 'not-seated'
  | 'wrong-seat'
  | 'stale-decision'
  | 'no-undo'
  | 'seat-refused'
  | 'internal';

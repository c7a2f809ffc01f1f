/**
 * The typed messages between the page and the engine worker (boardgame.io's client/master split): the page
 * sends inputs and settings, the worker answers with what the current viewer may see. Only plain, structured-
 * cloneable data crosses; no object is shared.
 */
import type { ActionError, GameEvent, GameState, Input, ObjectId, ObjectView, PendingDecision, PlayerId, PriorityStops, RulesetName, Viewer } from '@arbiter/engine';
import type { Level, Reasoning } from '@arbiter/ai';
import type { Replay, ScenarioError } from '@arbiter/formats';
import type { LabReply, LabRequest } from './lab/messages';

export type { ObjectView, Viewer };

/** Who sits in a seat: a person at the table, or a computer player of `@arbiter/ai` answering in the worker. */
export type SeatKind = 'person' | Level;

export interface SeatSetup {
  name: string;
  kind: SeatKind;
  /** A deck list in the usual text forms (`4 Lightning Bolt`, `Deck`/`Sideboard` headers). */
  deckList: string;
  /** Where the list came from, for located errors (`decks/red-green-beats.txt`, `pasted deck of Alice`). */
  deckSource: string;
}

export interface NewGameRequest {
  seed: number;
  ruleset: RulesetName;
  seats: SeatSetup[];
}

/** CR 117.3 — when a player's priority is passed for them without asking (the engine's `passesByStops`). */
export type { PriorityStops };

export type PageMessage =
  | { type: 'newGame'; game: NewGameRequest }
  /** `hold`: keep priority after this action (no automatic pass for the player until they act again). */
  | { type: 'input'; input: Input; hold?: boolean }
  /** Leave the game for the setup screen. */
  | { type: 'close' }
  /** Back to the previous decision a person answered (snapshots are kept by reference). */
  | { type: 'undo' }
  | { type: 'judgeView'; on: boolean }
  | { type: 'stops'; player: PlayerId; stops: PriorityStops }
  /** Pass now and keep passing until the stack changes or the turn ends. */
  | { type: 'passUntil'; player: PlayerId; until: 'stackChanges' | 'endOfTurn' }
  | { type: 'exportReplay' }
  | { type: 'importReplay'; text: string; source: string }
  /** After a crash, to a fresh worker: the last good game the page kept (from `game` and `inputs`), its stops. */
  | { type: 'restore'; replay: Replay; kinds: SeatKind[]; stops: Record<PlayerId, PriorityStops>; lines: (LogLine | null)[] }
  /** The rules lab and the card inspector (lab/messages.ts). */
  | LabRequest;


export interface TableView {
  viewer: Viewer;
  /** The state as the viewer may know it (engine's playerView). */
  state: GameState;
  objects: Record<ObjectId, ObjectView>;
  /** The decision the game waits for; its options only when the viewer is the one deciding (or the judge). */
  pending: PendingDecision | null;
  seats: { id: PlayerId; name: string; kind: SeatKind }[];
  stops: Record<PlayerId, PriorityStops>;
  /** The triggered abilities on the stack, by object: their `triggerKey`, what a player yields to. */
  triggerKeys: Record<ObjectId, string>;
  canUndo: boolean;
  judgeView: boolean;
  ruleset: RulesetName;
  seed: number;
}

/**
 * A line of the table's log: an engine event with its rules, or a computer seat's decision (`kind:
 * 'computerDecision'`, no rule number: a choice, not a rule) with the computer's reasoning, shown on request.
 */
export interface LogLine extends GameEvent {
  reasoning?: Reasoning;
}

export type WorkerMessage =
  | { type: 'view'; view: TableView }
  /** The log from event number `from` on (an undo shortens it: the page drops what follows `from`). */
  | { type: 'events'; from: number; events: LogLine[] }
  /** CR-typed refusal of an input; the state is unchanged. */
  | { type: 'refused'; error: ActionError }
  /** Located problems with something the page sent (a deck list, a replay file); nothing changed. */
  | { type: 'problems'; problems: ScenarioError[] }
  | { type: 'replay'; text: string; name: string }
  /**
   * A game starts (inputs empty), then every input given to the engine (`from`: an undo cuts back) with the
   * computer's decision line of each (`lines`, null for others): the page keeps the replay of the last good state
   * and those lines, so even a worker that died, or a reloaded page, gets the game back with its whole log.
   */
  | { type: 'game'; replay: Replay; kinds: SeatKind[] }
  | { type: 'inputs'; from: number; inputs: Input[]; lines: (LogLine | null)[] }
  /** Something went wrong inside the worker; the page offers to restore its last good state. */
  | { type: 'crash'; message: string }
  | LabReply;

/**
 * The lab's and the inspector's messages between the page and the engine worker (appended to protocol.ts).
 * Every request carries an id its reply repeats, so the page can drop answers to requests it has replaced.
 */
import type { ActionError, GameEvent, Input, ObjectId, RulesetName, SwitchName } from '@arbiter/engine';
import type { ScenarioError } from '@arbiter/formats';
import type { TableView } from '../protocol';

/** A ruleset as the lab chooses it: a base and single switches flipped; null plays the scenario's own. */
export interface LabRuleset {
  base: RulesetName;
  switches: Partial<Record<SwitchName, boolean>>;
}

/** A scenario text as the editor holds it, with the name its errors are located in. */
export interface LabSource {
  text: string;
  file: string;
}

/** CR 400.1 — a zone a scenario's setup lists objects in. */
export type SetupZone = 'library' | 'hand' | 'graveyard' | 'exile' | 'battlefield';

/** A change to the scenario's setup, made on the YAML document (comments and order are kept). */
export type SetupEdit =
  | { kind: 'add'; player: number; zone: SetupZone; card: string }
  | { kind: 'remove'; player: number; zone: SetupZone; index: number }
  /** Sets one field of an entry (`tapped`, `prepared`, `owner`, `counters`); null removes the field. */
  | { kind: 'set'; player: number; zone: SetupZone; index: number; field: 'tapped' | 'prepared' | 'owner' | 'counters'; value: boolean | string | Record<string, number> | null };

/** One object of the setup, as the board editor lists it. */
export interface SetupEntry {
  card: string;
  owner: string;
  tapped: boolean;
  prepared: boolean;
  counters: Record<string, number>;
  line: number;
}

export interface SetupBoard {
  players: { name: string; zones: Record<SetupZone, SetupEntry[]> }[];
}

export interface LabRun {
  name: string;
  source: string;
  passed: boolean;
  failures: { line: number; column: number; message: string }[];
  events: GameEvent[];
  /** Stepping points: the setup, then one per input the run gave the engine. */
  frames: { label: string; line: number | null; events: number }[];
  ruleset: RulesetName;
  /** Switches that differ from the base ruleset. */
  flipped: SwitchName[];
  /** The frame where a person played on from (a new branch: the frames after it are theirs, not the script's). */
  branchedAt: number | null;
}

export interface LabDiff {
  a: string;
  b: string;
  switches: SwitchName[];
  responsible: SwitchName[];
  log: { a: string | null; b: string | null }[];
  state: [string | null, string | null][];
  rules: string[];
  passedA: boolean;
  passedB: boolean;
}

/** CR 613 — how an object's characteristics came about, for the inspector. */
export interface Inspection {
  id: ObjectId;
  name: string;
  zone: string;
  owner: string;
  controller: string;
  /** Which printed values the object uses (its characteristic set, a copy's source, face down, merged). */
  values: string;
  /** Every printed characteristic set of its card, Oracle text included; `inUse` marks the one it has. */
  faces: { role: string; name: string; manaCost: string | null; typeLine: string; oracleText: string; stats: string | null; inUse: boolean }[];
  /** Layer 1a copy effects, oldest first. */
  copies: string[];
  /** Copiable values (613.2). */
  base: string;
  steps: { layer: string; effect: string; why: string; rules: string[]; after: string | null; skipped: string | null }[];
  counters: string | null;
  result: string;
  unsupported: string | null;
}

export type LabRequest =
  | { type: 'lab.check'; id: number; source: LabSource }
  | { type: 'lab.run'; id: number; source: LabSource; ruleset: LabRuleset | null }
  | { type: 'lab.diff'; id: number; source: LabSource; a: LabRuleset; b: LabRuleset }
  /** The judge's view of the last run at a stepping point. */
  | { type: 'lab.frame'; id: number; index: number }
  /** Play on from a stepping point of the last run: the input answers the decision pending there (a new branch). */
  | { type: 'lab.play'; id: number; index: number; input: Input }
  | { type: 'lab.edit'; id: number; source: LabSource; edit: SetupEdit }
  | { type: 'lab.cards'; id: number }
  /** Inspect an object of the game on the table, or of the lab's current frame. */
  | { type: 'inspect'; id: number; object: ObjectId };

export type LabReply =
  | { type: 'lab.checked'; id: number; errors: ScenarioError[]; board: SetupBoard | null }
  | { type: 'lab.ran'; id: number; errors: ScenarioError[]; run: LabRun | null }
  | { type: 'lab.diffed'; id: number; errors: ScenarioError[]; diff: LabDiff | null }
  | { type: 'lab.frame'; id: number; index: number; view: TableView | null }
  /** The run cut after `index` and continued by the input (`run`, the new frame's `view`), or the engine's refusal. */
  | { type: 'lab.played'; id: number; run: LabRun | null; view: TableView | null; error: ActionError | null }
  | { type: 'lab.edited'; id: number; text: string | null; problem: string | null }
  | { type: 'lab.cards'; id: number; names: string[] }
  | { type: 'inspected'; id: number; inspection: Inspection | null; problem: string | null };

export const isLabRequest = (m: { type: string }): m is LabRequest => m.type.startsWith('lab.') || m.type === 'inspect';

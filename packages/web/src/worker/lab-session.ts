/**
 * The lab's side of the worker (issue 11 item 6): checks a scenario text against the schema (located errors),
 * runs it with its frames kept for stepping, diffs two rulesets (`diffScenario`, as `arbiter diff`), edits the
 * setup on the YAML text, and answers the inspector. No DOM here; engine.worker.ts dispatches to `labReply`.
 */
import { inspect, playerView, ruleset, SWITCH_NAMES, type CardRegistry, type GameState, type Input, type PlayerId } from '@arbiter/engine';
import { referenceNames, suggestNames, unsupportedReasonOf } from '@arbiter/cards';
import {
  diffScenario, parseScenario, runScenario, type Frame, type Scenario, type ScenarioError,
} from '@arbiter/formats';
import type { TableView } from '../protocol';
import type { LabReply, LabRequest, LabRuleset, LabRun, LabSource } from '../lab/messages';
import { inspectObject } from './inspection';
import { editSetup, setupBoard } from './setup-edit';

/** The last run, kept so the page can step through it. */
interface LabState {
  frames: Frame[];
  cards: CardRegistry;
  /** The frame the page shows (the inspector looks at it). */
  shown: number;
  ruleset: TableView['ruleset'];
  seed: number;
}

let last: LabState | null = null;

function parse(source: LabSource, cards: CardRegistry): { scenario?: Scenario; errors: ScenarioError[] } {
  const names = referenceNames(cards);
  return parseScenario(source.text, source.file, { cardNames: names, suggest: (n) => suggestNames(n, names), unsupported: unsupportedReasonOf(cards) });
}

/** What an input did, for the frame list ("Alice casts", "Bob answers a targets decision"). */
function frameLabel(before: GameState, input: Input, cards: CardRegistry): string {
  const who = before.players[input.player]?.name ?? input.player;
  const name = (id: string) => (before.objects[id] ? inspect(before, cards).characteristics(id).name || 'a face-down object' : 'an object');
  switch (input.kind) {
    case 'pass': return `${who} passes priority`;
    case 'cast': return `${who} casts ${name(input.object)}`;
    case 'activate': return `${who} activates ${name(input.object)}`;
    case 'playLand': return `${who} plays ${name(input.object)}`;
    case 'answer': return `${who} answers: ${before.pending?.kind ?? input.answer.kind}`;
    default: return `${who}: ${input.kind}`;
  }
}

/** The judge's view of a frame, in the table's shape (so the play table's zone components draw it). */
function frameView(state: GameState, lab: LabState): TableView {
  const { cards, ruleset, seed } = lab;
  const view = playerView(state, 'judge', cards);
  const stops = Object.fromEntries(state.order.map((p: PlayerId) => [p, { steps: [], autoPass: false, until: null }]));
  return {
    viewer: view.viewer, state: view.state, objects: view.objects, pending: view.state.pending,
    seats: state.order.map((id) => ({ id, name: state.players[id].name, kind: 'person' as const })),
    stops, canUndo: false, judgeView: true, ruleset, seed,
  };
}

function switchesOf(r: LabRuleset) {
  return ruleset(r.base, r.switches);
}

/** `cr`, or `cr + bloodMoonRemovesAll=true` when single switches differ from the base. */
function labelOf(r: LabRuleset): string {
  const chosen = switchesOf(r);
  const base = ruleset(r.base);
  const flipped = SWITCH_NAMES.filter((s) => chosen[s] !== base[s]);
  return flipped.length ? `${r.base} + ${flipped.map((s) => `${s}=${chosen[s]}`).join(' ')}` : r.base;
}

/** Answers one lab request; `table` is the play session's state when the worker holds a game (for the inspector). */
export function labReply(m: LabRequest, pool: CardRegistry, table: { state: GameState; visible: (id: string) => boolean } | null): LabReply {
  switch (m.type) {
    case 'lab.check': {
      const { scenario, errors } = parse(m.source, pool);
      return { type: 'lab.checked', id: m.id, errors, board: scenario ? setupBoard(scenario) : null };
    }
    case 'lab.run': {
      const { scenario, errors } = parse(m.source, pool);
      if (!scenario) return { type: 'lab.ran', id: m.id, errors, run: null };
      const switches = m.ruleset ? switchesOf(m.ruleset) : undefined;
      const r = runScenario(scenario, pool, switches, { frames: true });
      const frames = r.frames!;
      const base = m.ruleset?.base ?? scenario.ruleset.base;
      last = { frames, cards: r.cards, shown: frames.length - 1, ruleset: base, seed: scenario.seed };
      const used = switches ?? ruleset(scenario.ruleset.base, scenario.ruleset.switches);
      const baseline = ruleset(base);
      const run: LabRun = {
        name: r.name, source: r.source, passed: r.passed,
        failures: r.failures.map((f) => ({ line: f.loc.line, column: f.loc.column, message: f.message })),
        events: r.events,
        frames: frames.map((f, i) => ({ label: f.input ? frameLabel(frames[i - 1].state, f.input, last!.cards) : 'setup', line: f.loc?.line ?? null, events: f.events })),
        ruleset: base, flipped: SWITCH_NAMES.filter((s) => used[s] !== baseline[s]),
      };
      return { type: 'lab.ran', id: m.id, errors: [], run };
    }
    case 'lab.diff': {
      const { scenario, errors } = parse(m.source, pool);
      if (!scenario) return { type: 'lab.diffed', id: m.id, errors, diff: null };
      const d = diffScenario(scenario, pool, switchesOf(m.a), switchesOf(m.b));
      return {
        type: 'lab.diffed', id: m.id, errors: [],
        diff: { a: labelOf(m.a), b: labelOf(m.b), switches: d.switches, responsible: d.responsible, log: d.log, state: d.state, rules: d.rules, passedA: d.a.passed, passedB: d.b.passed },
      };
    }
    case 'lab.frame': {
      if (!last || !last.frames[m.index]) return { type: 'lab.frame', id: m.id, index: m.index, view: null };
      last.shown = m.index;
      return { type: 'lab.frame', id: m.id, index: m.index, view: frameView(last.frames[m.index].state, last) };
    }
    case 'lab.edit': {
      const r = editSetup(m.source.text, m.edit);
      return { type: 'lab.edited', id: m.id, text: 'text' in r ? r.text : null, problem: 'problem' in r ? r.problem : null };
    }
    case 'lab.cards':
      return { type: 'lab.cards', id: m.id, names: pool.names() };
    case 'inspect': {
      const target = table ?? (last && { state: last.frames[last.shown].state, visible: () => true });
      if (!target) return { type: 'inspected', id: m.id, inspection: null, problem: 'there is no game to inspect: run a scenario or start a game' };
      if (!target.visible(m.object)) return { type: 'inspected', id: m.id, inspection: null, problem: 'this object is hidden from the current viewer' };
      const r = inspectObject(target.state, table ? pool : last!.cards, m.object);
      return typeof r === 'string' ? { type: 'inspected', id: m.id, inspection: null, problem: r } : { type: 'inspected', id: m.id, inspection: r, problem: null };
    }
  }
}

/**
 * The lab's side of the worker (issue 11 item 6): checks a scenario text against the schema (located errors),
 * runs it with its frames kept for stepping, diffs two rulesets (`diffScenario`, as `arbiter diff`), edits the
 * setup on the YAML text, and answers the inspector. No DOM here; engine.worker.ts dispatches to `labReply`.
 */
import { inspect, playerView, ruleset, step, SWITCH_NAMES, type CardRegistry, type GameState, type Input } from '@arbiter/engine';
import { referenceNames, suggestNames, unsupportedReasonOf } from '@arbiter/cards';
import {
  diffScenario, parseScenario, runScenario, type Frame, type Scenario, type ScenarioError,
} from '@arbiter/formats';
import type { TableView } from '../protocol';
import type { LabReply, LabRequest, LabRuleset, LabRun, LabSource } from '../lab/messages';
import { inspectObject } from './inspection';
import { editSetup, setupBoard } from './setup-edit';
import { triggerKeysOf } from '@arbiter/engine';

/** The last run, kept so the page can step through it and play on from any point of it. */
interface LabState {
  run: LabRun;
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
  return {
    viewer: view.viewer, state: view.state, objects: view.objects, pending: view.state.pending,
    seats: state.order.map((id) => ({ id, name: state.players[id].name, kind: 'person' as const })),
    // No priority stops: in the lab every decision is asked.
    stops: {}, triggerKeys: triggerKeysOf(state), canUndo: false, judgeView: true, ruleset, seed,
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
      const used = switches ?? ruleset(scenario.ruleset.base, scenario.ruleset.switches);
      const baseline = ruleset(base);
      const run: LabRun = {
        name: r.name, source: r.source, passed: r.passed,
        failures: r.failures.map((f) => ({ line: f.loc.line, column: f.loc.column, message: f.message })),
        events: r.events,
        frames: frames.map((f, i) => ({ label: f.input ? frameLabel(frames[i - 1].state, f.input, r.cards) : 'setup', line: f.loc?.line ?? null, events: f.events })),
        ruleset: base, flipped: SWITCH_NAMES.filter((s) => used[s] !== baseline[s]), branchedAt: null,
      };
      last = { run, frames, cards: r.cards, shown: frames.length - 1, ruleset: base, seed: scenario.seed };
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
    case 'lab.play': {
      const from = last?.frames[m.index];
      if (!last || !from) return { type: 'lab.played', id: m.id, run: null, view: null, error: null };
      const r = step(from.state, m.input, last.cards);
      if (r.error) return { type: 'lab.played', id: m.id, run: null, view: null, error: r.error };
      // Going back and playing on is a new branch: the frames after `index` give way to the new input.
      const frame: Frame = { state: r.state, input: m.input, events: from.events + r.events.length, loc: null };
      last.frames = [...last.frames.slice(0, m.index + 1), frame];
      const events = [...last.run.events.slice(0, from.events), ...r.events];
      const frames = [...last.run.frames.slice(0, m.index + 1), { label: frameLabel(from.state, m.input, last.cards), line: null, events: frame.events }];
      const branchedAt = last.run.branchedAt !== null && last.run.branchedAt <= m.index ? last.run.branchedAt : m.index;
      last.run = { ...last.run, events, frames, branchedAt };
      last.shown = m.index + 1;
      return { type: 'lab.played', id: m.id, run: last.run, view: frameView(r.state, last), error: null };
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

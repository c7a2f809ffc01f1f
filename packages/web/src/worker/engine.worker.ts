/**
 * The engine's Web Worker: turns page messages into session calls and posts back what the viewer may see.
 * Any exception is caught and reported; the page restores the last good state from the inputs posted to it.
 */
import { defaultRegistry } from '@arbiter/cards';
import { passUntil } from '@arbiter/engine';
import { parseReplay, serializeReplay } from '@arbiter/formats';
import type { PageMessage, WorkerMessage } from '../protocol';
import { autoPass, computerMove, current, fromReplay, newSession, play, tableView, undo, type Session } from './session';
import { isLabRequest } from '../lab/messages';
import { labReply } from './lab-session';

const cards = defaultRegistry();
let session: Session | null = null;
/** How much of the log and of the inputs the page has. */
let posted = 0;
let postedInputs = 0;

const post = (m: WorkerMessage) => (self as unknown as { postMessage(m: WorkerMessage): void }).postMessage(m);

function publish(): void {
  if (!session) return;
  const from = Math.min(posted, session.events.length);
  if (from < posted || session.events.length > posted) post({ type: 'events', from, events: session.events.slice(from) });
  posted = session.events.length;
  const inputs = session.replay.inputs;
  const fromInput = Math.min(postedInputs, inputs.length);
  if (fromInput < postedInputs || inputs.length > postedInputs) post({ type: 'inputs', from: fromInput, inputs: inputs.slice(fromInput), lines: session.lines.slice(fromInput) });
  postedInputs = inputs.length;
  post({ type: 'view', view: tableView(session, cards) });
}

function start(s: Session): void {
  session = s;
  posted = 0;
  postedInputs = 0;
  post({ type: 'events', from: 0, events: [] });
  post({ type: 'game', replay: { ...s.replay, inputs: [] }, kinds: s.kinds });
  autoPass(s, cards);
  publish();
}

let computing = false;

/**
 * Computer seats answer one decision at a time, each in its own task, with a view posted after each: the page
 * watches the game go on and its messages (undo, judge view) are handled in between.
 */
function runComputers(): void {
  if (computing || !session) return;
  computing = true;
  setTimeout(() => {
    computing = false;
    guarded(() => {
      if (session && computerMove(session, cards)) {
        publish();
        runComputers();
      }
    });
  }, 0);
}

function handle(m: PageMessage): void {
  if (isLabRequest(m)) return post(labReply(m, cards, session && { state: current(session), visible: (id) => id in tableView(session!, cards).objects }));
  switch (m.type) {
    case 'newGame': {
      const { session: s, problems } = newSession(m.game, cards);
      if (s) start(s);
      else post({ type: 'problems', problems });
      return;
    }
    case 'importReplay': {
      const { replay, errors } = parseReplay(m.text, m.source, { cardNames: cards.names() });
      if (!replay) return post({ type: 'problems', problems: errors });
      const s = fromReplay(replay, replay.players.map(() => 'person' as const), cards);
      start(s);
      if (s.replay.inputs.length < replay.inputs.length) {
        const index = s.replay.inputs.length;
        post({ type: 'problems', problems: [{ file: m.source, line: 1, column: 1, path: `inputs[${index}]`, message: `the engine refused input ${index}; the game stops before it` }] });
      }
      return;
    }
    case 'restore': {
      const s = fromReplay(m.replay, m.kinds, cards, m.lines);
      for (const p of Object.keys(s.stops)) if (m.stops[p]) s.stops[p] = m.stops[p];
      start(s);
      return;
    }
  }
  if (!session) return;
  switch (m.type) {
    case 'input': {
      const error = play(session, m.input, cards, m.hold);
      // A refusal changes nothing: no new view (it would clear the refusal on the page).
      if (error) return post({ type: 'refused', error });
      break;
    }
    case 'close':
      session = null;
      posted = 0;
      return;
    case 'undo':
      undo(session);
      break;
    case 'judgeView':
      session.judgeView = m.on;
      break;
    case 'stops':
      session.stops[m.player] = m.stops;
      autoPass(session, cards);
      break;
    case 'passUntil': {
      const state = session.states[session.states.length - 1];
      session.stops[m.player].until = passUntil(state, m.until);
      if (state.pending?.kind === 'priority' && state.pending.player === m.player) {
        const error = play(session, { player: m.player, kind: 'pass' }, cards);
        if (error) return post({ type: 'refused', error });
      }
      break;
    }
    case 'exportReplay':
      post({ type: 'replay', text: serializeReplay(session.replay), name: `arbiter-replay-seed${session.replay.seed}.json` });
      return;
  }
  publish();
}

/** Runs `work`; an exception is reported (the page holds the last good state: what it was posted before). */
function guarded(work: () => void): void {
  try {
    work();
  } catch (err) {
    post({ type: 'crash', message: err instanceof Error ? err.message : String(err) });
  }
}

self.onmessage = (e: MessageEvent<PageMessage>) => guarded(() => {
  handle(e.data);
  runComputers();
});

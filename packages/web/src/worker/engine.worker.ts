/**
 * The engine's Web Worker: turns page messages into session calls and posts back what the viewer may see.
 * Any exception is caught and reported with the replay of the last good state, so the page can reload it.
 */
import { defaultRegistry } from '@arbiter/cards';
import { parseReplay, serializeReplay } from '@arbiter/formats';
import type { PageMessage, WorkerMessage } from '../protocol';
import { autoPass, current, fromReplay, newSession, play, tableView, undo, type Session } from './session';
import { isLabRequest } from '../lab/messages';
import { labReply } from './lab-session';

const cards = defaultRegistry();
let session: Session | null = null;
/** How much of the log the page has. */
let posted = 0;

const post = (m: WorkerMessage) => (self as unknown as { postMessage(m: WorkerMessage): void }).postMessage(m);

function publish(): void {
  if (!session) return;
  const from = Math.min(posted, session.events.length);
  if (from < posted || session.events.length > posted) post({ type: 'events', from, events: session.events.slice(from) });
  posted = session.events.length;
  post({ type: 'view', view: tableView(session, cards) });
}

function start(s: Session): void {
  session = s;
  posted = 0;
  post({ type: 'events', from: 0, events: [] });
  autoPass(s, cards);
  publish();
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
      const { replay, errors } = parseReplay(m.text, m.source);
      if (!replay) return post({ type: 'problems', problems: errors });
      const s = fromReplay(replay, replay.players.map(() => 'person'), cards);
      start(s);
      if (s.replay.inputs.length < replay.inputs.length) {
        const index = s.replay.inputs.length;
        post({ type: 'problems', problems: [{ file: m.source, line: 1, column: 1, path: `inputs[${index}]`, message: `the engine refused input ${index}; the game stops before it` }] });
      }
      return;
    }
  }
  if (!session) return;
  switch (m.type) {
    case 'input': {
      const error = play(session, m.input, cards);
      if (error) post({ type: 'refused', error });
      break;
    }
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
      session.stops[m.player].until = m.until === 'endOfTurn'
        ? { kind: 'endOfTurn', turn: state.turn.number }
        : { kind: 'stackChanges', stack: [...state.stack] };
      if (state.pending?.kind === 'priority' && state.pending.player === m.player) {
        const error = play(session, { player: m.player, kind: 'pass' }, cards);
        if (error) post({ type: 'refused', error });
      }
      break;
    }
    case 'exportReplay':
      post({ type: 'replay', text: serializeReplay(session.replay), name: `arbiter-replay-seed${session.replay.seed}.json` });
      return;
  }
  publish();
}

self.onmessage = (e: MessageEvent<PageMessage>) => {
  // Inputs are only appended or cut, so a copy of the list is the last good game.
  const lastGood = session && { ...session.replay, inputs: [...session.replay.inputs] };
  try {
    handle(e.data);
  } catch (err) {
    post({ type: 'crash', message: err instanceof Error ? err.message : String(err), replay: lastGood && serializeReplay(lastGood) });
  }
};

/**
 * An online table as the play table's `EngineClient` (play/useEngine.ts): the same Table and DecisionPanel the
 * hot-seat game uses render what the server sends, and their messages go to the server instead of the worker.
 */
import { useMemo, useSyncExternalStore } from 'react';
import { defaultStops, triggerKeysOf, type ObjectId } from '@arbiter/engine';
import type { PageMessage, TableView } from '../protocol';
import type { EngineClient } from '../play/useEngine';
import type { Inspected } from '../inspector/InspectorHost';
import { seatOf, type Connection, type OnlineSnapshot } from './connection';

export interface OnlineClient extends EngineClient {
  online: OnlineSnapshot;
  connection: Connection;
}

const unavailable = (what: string) => () => Promise.reject(new Error(`${what} is not available at an online table`));

/** The server's view as the table's `TableView`. */
function tableView(s: OnlineSnapshot): TableView | null {
  if (!s.view || !s.table || !s.viewer) return null;
  const { view } = s.view;
  const seat = seatOf(s.viewer);
  return {
    viewer: view.viewer, state: view.state, objects: view.objects, pending: view.state.pending,
    seats: s.table.seats.map((x) => ({ id: x.player, name: x.name, kind: x.kind === 'human' ? 'person' : x.level ?? 'easy' })),
    triggerKeys: triggerKeysOf(view.state),
    stops: Object.fromEntries(s.table.seats.map((x) => [x.player, x.player === seat && s.view!.stops ? s.view!.stops : defaultStops()])),
    // A person asks; the undo happens when every person at the table agrees.
    canUndo: seat !== null && !s.table.undo,
    judgeView: s.viewer === 'judge',
    ruleset: 'cr',
    // The seed is never sent to a player: it would foretell every shuffle.
    seed: 0,
  };
}

export function useOnlineClient(connection: Connection): OnlineClient {
  const online = useSyncExternalStore(connection.subscribe, connection.snapshot);
  return useMemo(() => {
    const send = (m: PageMessage) => {
      switch (m.type) {
        case 'input': return connection.input(m.input, m.hold);
        case 'undo': return connection.proposeUndo();
        case 'stops': return connection.stops(m.stops);
        case 'passUntil': return connection.passUntil(m.until);
      }
    };
    return {
      online, connection,
      view: tableView(online), log: online.log, refusal: online.refusal, problems: [], crash: null, busy: online.busy,
      send, reload: () => undefined, close: () => void connection.leave(),
      exportReplay: unavailable('exporting a replay'),
      inspect: unavailable('the inspector') as (object: ObjectId) => Promise<Inspected>,
    };
  }, [online, connection]);
}

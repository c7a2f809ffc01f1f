/**
 * One browser's connection to an online table (packages/server, docs/server.md): a colyseus.js room whose
 * messages are kept as the state the page renders. Not React: `subscribe`/`snapshot` feed useSyncExternalStore,
 * so the connection outlives the component that made it (creating a table, then opening its link, is one
 * connection). The reconnection token is kept in sessionStorage, so a reload of the tab gets its seat back.
 */
import { Client, type Room } from 'colyseus.js';
import { defaultStops, type ActionError, type GameEvent, type Input, type PlayerId, type PriorityStops, type Viewer } from '@arbiter/engine';
import { CLIENT, SERVER, type ErrorMessage, type JoinOptions, type TableMessage, type TableOptions, type ViewMessage } from '@arbiter/server/protocol';

/** The room name of a table on the server (`TABLE_ROOM` of @arbiter/server). */
const TABLE_ROOM = 'table';

/**
 * The game server: the page's own address (`npm start` serves the app and the tables on one port), or the
 * `?server=ws://host:port` of the page's URL (the app served by Vite's dev server, the tables by `npm run server`).
 */
export function serverUrl(): string {
  return new URLSearchParams(location.search).get('server') ?? location.origin.replace(/^http/, 'ws');
}

/** The link that opens a table: this page with `#/table/<roomId>`. */
export function tableLink(roomId: string): string {
  return `${location.origin}${location.pathname}${location.search}#/table/${roomId}`;
}

const tokenKey = (roomId: string) => `arbiter.online.${roomId}`;

export type Status = 'connecting' | 'connected' | 'reconnecting' | 'closed';

export interface OnlineSnapshot {
  status: Status;
  roomId: string | null;
  viewer: Viewer | null;
  table: TableMessage | null;
  /** The last view the server sent (the engine's playerView for this connection's viewer). */
  view: ViewMessage | null;
  log: GameEvent[];
  /** The engine's refusal of this client's last input (cleared by the next view). */
  refusal: ActionError | null;
  /** A refused protocol message, a failed join, a lost connection: what to tell the user. */
  problem: string | null;
  /** An input was sent and its step (or refusal) hasn't come back yet. */
  busy: boolean;
}

const EMPTY: OnlineSnapshot = { status: 'connecting', roomId: null, viewer: null, table: null, view: null, log: [], refusal: null, problem: null, busy: false };

/** Colyseus's close code for a leave the client asked for (anything else is a drop worth reconnecting after). */
const CONSENTED = 4000;
/** How long to keep trying to get a dropped seat back (the server keeps it 120 s by default). */
const RECONNECT_TRIES = 40;

/**
 * The server sends the welcome and the first view as it accepts the join, before `joinById` resolves: the
 * handlers go on the room as colyseus.js makes it (docs/server.md, "Message protocol").
 */
class TableClient extends Client {
  constructor(private readonly attach: (room: Room) => void) {
    super(serverUrl());
  }

  protected override createRoom<T>(roomName: string, rootSchema?: never): Room<T> {
    const room = super.createRoom<T>(roomName, rootSchema);
    this.attach(room as Room);
    return room;
  }
}

export class Connection {
  private readonly client = new TableClient((room) => this.listen(room));
  private room: Room | null = null;
  private state: OnlineSnapshot = EMPTY;
  private listeners = new Set<() => void>();
  private left = false;

  private constructor() {}

  /** Creates a table and sits at it as `join` says (a seat, or watching). */
  static async create(options: TableOptions, join: JoinOptions): Promise<Connection> {
    const c = new Connection();
    await c.enter(() => c.client.create(TABLE_ROOM, { ...options, ...join }));
    return c;
  }

  /**
   * Opens a table by its id: with this tab's reconnection token, the seat it held (a reload); otherwise as a
   * spectator, who may then take a free seat (`sit`).
   */
  static async open(roomId: string): Promise<Connection> {
    const c = new Connection();
    const token = sessionStorage.getItem(tokenKey(roomId));
    if (token) {
      try {
        await c.enter(() => c.client.reconnect(token));
        return c;
      } catch {
        sessionStorage.removeItem(tokenKey(roomId)); // the seat was given up (too long away, or the table ended)
      }
    }
    await c.enter(() => c.client.joinById(roomId, { spectator: true }));
    return c;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  snapshot = (): OnlineSnapshot => this.state;

  /**
   * Answers the pending decision (the server checks it like any input: seat, decision id, legality); `hold`
   * keeps priority afterwards (117.3c).
   */
  input(input: Input, hold?: boolean): void {
    const pending = this.state.view?.view.state.pending;
    if (!pending || !this.room) return;
    const { player: _seat, ...rest } = input;
    this.set({ busy: true, problem: null });
    this.room.send(CLIENT.input, { decision: pending.id, input: rest, ...(hold ? { hold } : {}) });
  }

  /** The seat's priority stops (CR 117.3): the server passes for it as they say. */
  stops(stops: PriorityStops): void {
    this.room?.send(CLIENT.stops, { steps: stops.steps, autoPass: stops.autoPass, yields: stops.yields });
  }

  passUntil(until: 'stackChanges' | 'endOfTurn'): void {
    this.room?.send(CLIENT.passUntil, { until });
  }

  proposeUndo(): void {
    this.room?.send(CLIENT.proposeUndo);
  }

  answerUndo(proposal: number, accept: boolean): void {
    this.room?.send(CLIENT.answerUndo, { proposal, accept });
  }

  /** A spectator takes a free human seat, or becomes the judge. */
  sit(join: JoinOptions): void {
    this.room?.send(CLIENT.sit, join);
  }

  /** Leaves the table for good (the seat opens for someone else). */
  async leave(): Promise<void> {
    this.left = true;
    const room = this.room;
    if (room) sessionStorage.removeItem(tokenKey(room.roomId));
    this.set({ status: 'closed' });
    await room?.leave(true).catch(() => undefined);
  }

  private set(change: Partial<OnlineSnapshot>): void {
    this.state = { ...this.state, ...change };
    for (const l of this.listeners) l();
  }

  private async enter(join: () => Promise<Room>): Promise<void> {
    const room = await join();
    this.room = room;
    sessionStorage.setItem(tokenKey(room.roomId), room.reconnectionToken);
    this.set({ status: 'connected', roomId: room.roomId, problem: null });
    room.onLeave((code) => {
      if (this.left || code === CONSENTED || room !== this.room) return;
      void this.rejoin(room.reconnectionToken);
    });
  }

  private listen(room: Room): void {
    room.onMessage(SERVER.welcome, (m: TableMessage & { viewer: Viewer }) => {
      const { viewer, ...table } = m;
      this.set({ viewer, table });
    });
    room.onMessage(SERVER.table, (table: TableMessage) => this.set({ table }));
    room.onMessage(SERVER.view, (text: string) => {
      const view = JSON.parse(text) as ViewMessage;
      this.set({ view, log: [...this.state.log.slice(0, view.from), ...view.events], refusal: null, busy: false });
      // A seat starts with the hot-seat table's stops: asked in the main phases and combat, and when something could matter.
      if (seatOf(this.state.viewer) && view.stops === null) this.stops(defaultStops());
    });
    room.onMessage(SERVER.error, (e: ErrorMessage) => {
      if (e.source === 'engine') this.set({ refusal: { code: e.code, rule: e.rule, message: e.message } as ActionError, busy: false });
      else this.set({ problem: e.message, busy: false });
    });
  }

  /** After a drop: the same seat back with the reconnection token, trying for a while before giving up. */
  private async rejoin(token: string): Promise<void> {
    this.set({ status: 'reconnecting', busy: false });
    for (let i = 0; i < RECONNECT_TRIES && !this.left; i++) {
      try {
        await this.enter(() => this.client.reconnect(token));
        return;
      } catch {
        await new Promise((r) => setTimeout(r, Math.min(500 * 2 ** i, 3000)));
      }
    }
    this.set({ status: 'closed', problem: 'the connection to the table was lost' });
  }
}

/** Which seat a viewer holds, if it is a player's. */
export function seatOf(viewer: Viewer | null): PlayerId | null {
  return viewer && viewer !== 'judge' && viewer !== 'spectator' ? viewer : null;
}

/**
 * A thin Colyseus room around one Table (DESIGN "Style anchors" → Server): it seats clients, forwards their
 * messages to the table, sends each client its own view after every step, keeps a dropped player's seat for
 * them to rejoin (Colyseus `allowReconnection`), and lets the table's agents act. There is no Colyseus schema
 * state: views go out as plain messages, so the table's engine state is the only copy of the game.
 */
import { Room, ServerError, ErrorCode, type Client } from '@colyseus/core';
import { fallbackInput, type CardRegistry, type PlayerId, type Viewer } from '@arbiter/engine';
import type { AgentAnswer, AgentPool } from './agent-pool';
import { CLIENT, SERVER, type ErrorMessage, type JoinOptions, type SeatInfo, type TableMessage } from './protocol';
import { Table, type Outcome } from './table';
import { checkJoinOptions, formatValidationError } from './validate';

/** The card registry every table plays with and the threads its computer players think on (set by `startServer`). */
let registry: CardRegistry | undefined;
let agents: AgentPool | undefined;
export function useCards(cards: CardRegistry, pool: AgentPool): void {
  registry = cards;
  agents = pool;
}

export class TableRoom extends Room {
  private table!: Table;
  /** Who each connection is (by Colyseus session id, which survives a reconnection). */
  private viewers = new Map<string, Viewer>();
  /** The session holding each human seat, and whether it is away (dropped, may rejoin). */
  private holders = new Map<PlayerId, string>();
  private away = new Set<PlayerId>();
  private agentScheduled = false;
  /** The computer seat whose player is thinking now. */
  private thinking: PlayerId | null = null;
  private disposed = false;
  /** The last table message broadcast, so that it goes out only when something in it changed. */
  private lastTable = '';

  /**
   * Matchmaking calls this before a room exists: a table's options are refused here, because a room whose
   * onCreate throws lingers in Colyseus (its timers run until its auto-dispose, 15 s later).
   */
  static override async onAuth(_token: string, options: unknown): Promise<true> {
    if (options && typeof options === 'object' && 'seats' in options) {
      const checked = Table.check(options, registry!);
      if ('error' in checked) throw new ServerError(ErrorCode.APPLICATION_ERROR, checked.error);
    }
    return true;
  }

  override onCreate(options: unknown): void {
    const table = Table.create(options, registry!);
    if ('error' in table) throw new ServerError(ErrorCode.APPLICATION_ERROR, table.error);
    this.table = table;
    this.maxClients = 64;
    this.onMessage(CLIENT.input, (client, msg) => this.settle(client, this.table.input(this.viewerOf(client), msg)));
    this.onMessage(CLIENT.proposeUndo, (client) => this.settle(client, this.table.proposeUndo(this.viewerOf(client))));
    this.onMessage(CLIENT.answerUndo, (client, msg) => this.settle(client, this.table.answerUndo(this.viewerOf(client), msg)));
    this.onMessage(CLIENT.sit, (client, msg) => this.sit(client, msg));
    this.onMessage(CLIENT.stops, (client, msg) => this.settle(client, this.table.setStops(this.viewerOf(client), msg)));
    this.onMessage(CLIENT.passUntil, (client, msg) => this.settle(client, this.table.passUntil(this.viewerOf(client), msg)));
    this.onMessage('*', (client, type) => this.refuse(client, { source: 'protocol', code: 'malformed', message: `unknown message type ${JSON.stringify(type)}`, path: 'type' }));
    void this.setMetadata({ players: this.table.seats.length });
    this.table.seats.forEach((s, i) => s.level && agents!.seat(this.roomId, s.player, s.level, this.table.setup, i));
    this.scheduleAgent();
  }

  override onDispose(): void {
    this.disposed = true;
    agents!.release(this.roomId);
  }

  override onJoin(client: Client, raw: unknown): void {
    const checked = checkJoinOptions(raw ?? {});
    if (!checked.ok) throw new ServerError(ErrorCode.APPLICATION_ERROR, `join options: ${formatValidationError(checked.error)}`);
    const viewer = this.admit(checked.value);
    if (viewer.player !== undefined) this.holders.set(viewer.player, client.sessionId);
    this.viewers.set(client.sessionId, viewer.as);
    this.greet(client);
    this.broadcastTable();
  }

  /** A spectator takes a free seat (or becomes the judge): the page opened by a table's link joins watching, then sits. */
  private sit(client: Client, raw: unknown): void {
    const checked = checkJoinOptions(raw ?? {});
    if (!checked.ok) return this.refuse(client, { source: 'protocol', code: 'malformed', message: formatValidationError(checked.error), path: checked.error.path });
    if (this.viewerOf(client) !== 'spectator') return this.refuse(client, { source: 'protocol', code: 'seat-refused', message: `you are already ${this.viewerOf(client)} at this table` });
    let viewer: ReturnType<TableRoom['admit']>;
    try {
      viewer = this.admit(checked.value);
    } catch (e) {
      return this.refuse(client, { source: 'protocol', code: 'seat-refused', message: e instanceof Error ? e.message : String(e) });
    }
    if (viewer.player !== undefined) this.holders.set(viewer.player, client.sessionId);
    this.viewers.set(client.sessionId, viewer.as);
    this.greet(client);
    this.broadcastTable();
  }

  /** Which viewer a join makes, or why it is refused (the seat is taken or an agent's, no judge at this table). */
  private admit(join: JoinOptions): { as: Viewer; player?: PlayerId } {
    if ('spectator' in join) return { as: 'spectator' };
    if ('judge' in join) {
      if (!this.table.options.allowJudge) throw new ServerError(ErrorCode.APPLICATION_ERROR, 'this table has no judge seat');
      return { as: 'judge' };
    }
    const seat = this.table.seat(join.seat);
    if (!seat) throw new ServerError(ErrorCode.APPLICATION_ERROR, `no seat ${join.seat} (seats: ${this.table.seats.map((s) => s.player).join(', ')})`);
    if (seat.kind !== 'human') throw new ServerError(ErrorCode.APPLICATION_ERROR, `seat ${seat.player} is the computer's`);
    if (this.holders.has(seat.player)) throw new ServerError(ErrorCode.APPLICATION_ERROR, `seat ${seat.player} is taken`);
    return { as: seat.player, player: seat.player };
  }

  override async onLeave(client: Client, consented: boolean): Promise<void> {
    const viewer = this.viewers.get(client.sessionId);
    const player = typeof viewer === 'string' && this.holders.get(viewer) === client.sessionId ? viewer : undefined;
    if (player === undefined || consented) {
      this.release(client.sessionId, player);
      return;
    }
    this.away.add(player);
    this.broadcastTable();
    try {
      const back = await this.allowReconnection(client, this.table.options.reconnectSeconds ?? 120);
      this.away.delete(player);
      this.greet(back);
      this.broadcastTable();
    } catch {
      this.release(client.sessionId, player); // the seat is open again: the player (or someone else) may take it
    }
  }

  private release(sessionId: string, player: PlayerId | undefined): void {
    this.viewers.delete(sessionId);
    if (player !== undefined) {
      this.holders.delete(player);
      this.away.delete(player);
    }
    this.broadcastTable();
  }

  private viewerOf(client: Client): Viewer {
    return this.viewers.get(client.sessionId) ?? 'spectator';
  }

  private settle(client: Client, outcome: Outcome): void {
    if ('error' in outcome) {
      this.refuse(client, outcome.error);
      return;
    }
    if (outcome.changed) this.broadcastViews();
    this.broadcastTable(); // sent only if seats or the undo proposal changed
    this.scheduleAgent();
  }

  private refuse(client: Client, error: ErrorMessage): void {
    client.send(SERVER.error, error);
  }

  /** The welcome and the current view, on joining and on rejoining. */
  private greet(client: Client): void {
    const viewer = this.viewerOf(client);
    client.send(SERVER.welcome, { viewer, ...this.tableMessage() });
    client.send(SERVER.view, JSON.stringify(this.table.view(viewer, true)));
  }

  /**
   * Every connection gets the view of its own viewer, computed and encoded once per viewer. Views go out as JSON
   * text: a view is a large nested object, which msgpack (Colyseus's encoding) packs 2–3× slower than JSON.
   */
  private broadcastViews(): void {
    const views = new Map<Viewer, string>();
    for (const client of this.clients) {
      const viewer = this.viewerOf(client);
      if (!views.has(viewer)) views.set(viewer, JSON.stringify(this.table.view(viewer)));
      client.send(SERVER.view, views.get(viewer));
    }
  }

  private tableMessage(): TableMessage {
    const seats: SeatInfo[] = this.table.seats.map((s) => ({
      player: s.player, name: s.name, kind: s.kind, ...(s.level ? { level: s.level } : {}),
      presence: s.kind !== 'human' ? 'computer' : !this.holders.has(s.player) ? 'open' : this.away.has(s.player) ? 'away' : 'connected',
    }));
    return { seats, undo: this.table.undo, allowJudge: this.table.options.allowJudge ?? false, thinking: this.thinking };
  }

  private broadcastTable(): void {
    const message = this.tableMessage();
    const json = JSON.stringify(message);
    if (json === this.lastTable) return;
    this.lastTable = json;
    this.broadcast(SERVER.table, message);
  }

  /**
   * Asks the computer player whose decision is pending for its input, one step at a time. It thinks on the agent
   * pool's thread, so the room goes on meanwhile (people may chat, propose an undo, rejoin; other tables play).
   * If its thread fails, the engine's fallback answer is played, so a table never stalls.
   */
  private scheduleAgent(): void {
    if (this.agentScheduled || !this.table.agentToAct()) return;
    this.agentScheduled = true;
    this.clock.setTimeout(async () => {
      const seat = this.table.agentToAct();
      const asked = this.table.state;
      if (!seat) {
        this.agentScheduled = false;
        return;
      }
      this.thinking = seat.player;
      this.broadcastTable();
      let answer: AgentAnswer;
      try {
        answer = await agents!.decide(this.roomId, seat.player, asked);
      } catch (e) {
        if (this.disposed) return;
        console.error(`table ${this.roomId}: the computer player ${seat.player} failed; playing the fallback answer:`, e);
        answer = { input: fallbackInput(asked.pending!), concede: false, fallback: true };
      }
      if (this.disposed) return;
      this.agentScheduled = false;
      this.thinking = null;
      const outcome = this.table.agentAnswer(asked, answer);
      if ('changed' in outcome && outcome.changed) this.broadcastViews();
      this.broadcastTable();
      this.scheduleAgent();
    }, this.table.options.computerDelayMs ?? 0);
  }
}

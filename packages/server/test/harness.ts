/**
 * Real clients for the server's tests: colyseus.js clients on loopback that record every message they receive
 * (type, payload and the raw JSON), and wait for one with a deadline so no test can hang.
 */
import { Client, Room } from 'colyseus.js';
import { fallbackInput, randomInput, seedRng, type GameState, type Input } from '@arbiter/engine';
import { CLIENT, SERVER, type JoinOptions, type TableOptions } from '../src/protocol';
import { TABLE_ROOM } from '../src/server';

export interface Received {
  type: string;
  data: any;
}

/** A colyseus.js client whose rooms record every message from their first byte (no message can slip by). */
class RecordingClient extends Client {
  log: Received[] = [];
  listeners: ((m: Received) => void)[] = [];
  protected override createRoom<T>(roomName: string, rootSchema?: any): Room<T> {
    const room = super.createRoom<T>(roomName, rootSchema);
    room.onMessage('*', (type, data) => {
      const m = { type: String(type), data: type === SERVER.view ? JSON.parse(data) : data };
      this.log.push(m);
      for (const l of this.listeners) l(m);
    });
    return room;
  }
}

export class Player {
  private constructor(readonly client: RecordingClient, public room: Room) {}

  get log(): Received[] {
    return this.client.log;
  }

  static async create(url: string, table: TableOptions, join: JoinOptions): Promise<Player> {
    const client = new RecordingClient(url);
    return new Player(client, await client.create(TABLE_ROOM, { ...table, ...join }));
  }

  static async join(url: string, roomId: string, join: JoinOptions): Promise<Player> {
    const client = new RecordingClient(url);
    return new Player(client, await client.joinById(roomId, join));
  }

  /** Reconnects with the room's reconnection token, as a reloaded page would, from a new client (its log kept). */
  async reconnect(url: string): Promise<void> {
    const client = new RecordingClient(url);
    client.log = this.client.log;
    client.listeners = this.client.listeners;
    const token = this.room.reconnectionToken;
    this.room = await client.reconnect(token);
    (this as { client: RecordingClient }).client = client;
  }

  /** Calls `f` on every message received from now on. */
  listen(f: (m: Received) => void): void {
    this.client.listeners.push(f);
  }

  send(type: string, message?: unknown): void {
    this.room.send(type, message);
  }

  /** The last message of a type received so far. */
  last(type: string): any {
    for (let i = this.log.length - 1; i >= 0; i--) if (this.log[i].type === type) return this.log[i].data;
    return undefined;
  }

  /** Waits for a message received after index `from` that satisfies `test`; fails after `ms`. */
  async next(type: string, test: (data: any) => boolean = () => true, from = this.log.length, ms = 5000): Promise<any> {
    const deadline = Date.now() + ms;
    for (;;) {
      for (let i = from; i < this.log.length; i++) if (this.log[i].type === type && test(this.log[i].data)) return this.log[i].data;
      if (Date.now() > deadline) throw new Error(`no '${type}' message within ${ms} ms (last: ${JSON.stringify(this.log.at(-1))?.slice(0, 300)})`);
      await new Promise((r) => setTimeout(r, 5));
    }
  }

  async leave(consented = true): Promise<void> {
    await this.room.leave(consented);
  }
}

/** Two human seats on sample decks, a fixed seed, the judge allowed. */
export function headsUp(seed: number, decks: [string, string] = ['red-green-beats', 'white-blue-control']): TableOptions {
  return {
    seed,
    allowJudge: true,
    seats: [
      { kind: 'human', name: 'Alice', deck: { sample: decks[0] } },
      { kind: 'human', name: 'Bob', deck: { sample: decks[1] } },
    ],
  };
}

/**
 * Plays a seat from its client with the engine's random agent reading only this client's views (as a remote
 * player would): `mulligans` first mulligan decisions are answered with a mulligan (CR 103.5); an input the
 * engine refuses is followed by the decision's fallback answer. Resolves when the game is over or after
 * `maxSteps` of the table's steps.
 */
export function autoplay(p: Player, seat: string, seed: number, options: { mulligans?: number; maxSteps: number }): Promise<void> {
  const rng = seedRng(seed);
  let mulligans = options.mulligans ?? 0;
  let answered = -1;
  let refusals = 0;
  let current: GameState | undefined;
  return new Promise((resolve) => {
    const answer = (input: Input) => p.send(CLIENT.input, { decision: current!.pending!.id, input });
    p.listen((m) => {
      if (m.type === SERVER.error && m.data.source === 'engine' && current?.pending?.player === seat) {
        // The random choice was illegal: the fallback answer, and if even that is refused, concede.
        answer(refusals++ ? { player: seat, kind: 'concede' } : fallbackInput(current.pending));
        return;
      }
      if (m.type !== SERVER.view) return;
      current = m.data.view.state as GameState;
      if (current.over || m.data.seq >= options.maxSteps) return resolve();
      const d = current.pending;
      if (!d || d.player !== seat || d.id === answered) return;
      answered = d.id;
      refusals = 0;
      if (d.kind === 'mulligan' && mulligans > 0) {
        mulligans--;
        answer({ player: seat, kind: 'answer', answer: { kind: 'mulligan', keep: false } });
      } else {
        answer(randomInput(current, rng));
      }
    });
    // The view received on joining may already ask this seat.
    const joined = p.last(SERVER.view);
    if (joined) for (const l of p.client.listeners.slice(-1)) l({ type: SERVER.view, data: joined });
  });
}

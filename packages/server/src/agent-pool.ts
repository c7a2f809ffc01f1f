/**
 * Computer players think off the rooms' thread: a small pool of worker threads (node:worker_threads), each
 * holding the agents of the tables assigned to it (agent-worker.ts). A search level thinks for its budget
 * (docs/ai.md: 'normal' 0.25 s, 'hard' 2 s per decision) on its thread while the process's rooms go on taking
 * inputs and sending views. All seats of a table live on one thread (an agent keeps its own state, e.g. its
 * random generator), and a thread answers one decision at a time, so two tables sharing a thread take turns.
 */
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { Level, Reasoning } from '@arbiter/ai';
import type { GameSetup, GameState, Input } from '@arbiter/engine';

export type PoolRequest =
  | { type: 'seat'; key: string; level: Level; setup: GameSetup; index: number }
  | { type: 'release'; key: string }
  | { type: 'decide'; id: number; key: string; state: GameState };

export type PoolReply = ({ id: number } & AgentAnswer) | { id: number; error: string };

/**
 * A computer player's answer: the input to step, or a concession when even the fallback answer was refused;
 * whether the input is that fallback, and the agent's reasoning (for the log, docs/ai.md).
 */
export interface AgentAnswer {
  input: Input;
  concede: boolean;
  fallback: boolean;
  reasoning?: Reasoning;
}

interface Thread {
  worker: Worker;
  /** The tables whose seats it holds, and their seats (kept to seat them again if the thread dies). */
  seats: Map<string, Extract<PoolRequest, { type: 'seat' }>[]>;
  waiting: Map<number, { resolve(a: AgentAnswer): void; reject(e: Error): void }>;
}

/**
 * The worker runs the TypeScript sources like the server does (tsx): it registers tsx's loader, then imports
 * agent-worker.ts.
 */
function spawnWorker(): Worker {
  const tsx = createRequire(import.meta.url).resolve('tsx/esm/api');
  const script = new URL('./agent-worker.ts', import.meta.url).href;
  return new Worker(`require(${JSON.stringify(tsx)}).register(); import(${JSON.stringify(script)});`, { eval: true });
}

export class AgentPool {
  private threads: (Thread | null)[];
  private tables = new Map<string, number>();
  private nextId = 1;
  private closed = false;

  /** `size` threads at most (default: one less than the machine's cores, at least 1, at most 4), started on first use. */
  constructor(readonly size = Math.max(1, Math.min(4, availableParallelism() - 1))) {
    this.threads = Array.from({ length: size }, () => null);
  }

  /** Creates the computer player of a table's seat on the thread of that table. */
  seat(table: string, player: string, level: Level, setup: GameSetup, index: number): void {
    const t = this.threadOf(table);
    const request: PoolRequest = { type: 'seat', key: `${table}:${player}`, level, setup, index };
    t.seats.set(table, [...(t.seats.get(table) ?? []), request]);
    t.worker.postMessage(request);
  }

  /** What the computer player of `player` at `table` plays in `state` (its pending decision must be that player's). */
  decide(table: string, player: string, state: GameState): Promise<AgentAnswer> {
    const t = this.threadOf(table);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      t.waiting.set(id, { resolve, reject });
      t.worker.postMessage({ type: 'decide', id, key: `${table}:${player}`, state } satisfies PoolRequest);
    });
  }

  /** Forgets a table's computer players (the room is disposed). */
  release(table: string): void {
    const i = this.tables.get(table);
    if (i === undefined) return;
    this.tables.delete(table);
    const t = this.threads[i];
    for (const s of t?.seats.get(table) ?? []) t!.worker.postMessage({ type: 'release', key: s.key } satisfies PoolRequest);
    t?.seats.delete(table);
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.threads.map((t) => t?.worker.terminate()));
  }

  /** The thread holding a table's seats; a new table goes to the thread with the fewest tables. */
  private threadOf(table: string): Thread {
    let i = this.tables.get(table);
    if (i === undefined) {
      const load = (j: number) => this.threads[j]?.seats.size ?? 0;
      i = this.threads.reduce<number>((best, _, j) => (load(j) < load(best) ? j : best), 0);
      this.tables.set(table, i);
    }
    return this.threads[i] ?? this.start(i);
  }

  private start(i: number): Thread {
    const t: Thread = { worker: spawnWorker(), seats: this.threads[i]?.seats ?? new Map(), waiting: new Map() };
    this.threads[i] = t;
    t.worker.on('message', (reply: PoolReply) => {
      const w = t.waiting.get(reply.id);
      t.waiting.delete(reply.id);
      if ('error' in reply) w?.reject(new Error(reply.error));
      else {
        const { id: _, ...answer } = reply;
        w?.resolve(answer);
      }
    });
    // A thread that dies fails its open requests; a new one takes its place and seats its tables' players again.
    t.worker.on('error', (e) => console.error('agent thread failed:', e));
    t.worker.on('exit', () => {
      for (const w of t.waiting.values()) w.reject(new Error('the agent thread stopped'));
      t.waiting.clear();
      if (this.closed || this.threads[i] !== t) return;
      const next = this.start(i);
      for (const seats of next.seats.values()) for (const s of seats) next.worker.postMessage(s);
    });
    return t;
  }
}

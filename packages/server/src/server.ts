/**
 * Starts a game server: Colyseus with its WebSocket transport and the `table` room. With a Redis URL, the
 * matchmaker shares its room list and messages through Redis (RedisDriver, RedisPresence), so several server
 * processes act as one: a client may matchmake through any of them and is sent to the process holding its room.
 */
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { matchMaker, Server, type Presence } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { defaultRegistry } from '@arbiter/cards';
import { AgentPool } from './agent-pool';
import { TableRoom, useCards } from './room';

/** The room name clients create and join: `client.create(TABLE_ROOM, tableOptions)`. */
export const TABLE_ROOM = 'table';

export interface ServerConfig {
  /** 0 picks a free port (see `RunningServer.port`). */
  port: number;
  /** Interface to listen on (default 127.0.0.1; "0.0.0.0" to serve other machines). */
  host?: string;
  /** Share rooms with other processes through this Redis (e.g. redis://127.0.0.1:6379). */
  redisUrl?: string;
  /** host:port under which other processes' clients reach this one (needed with Redis; default host:port). */
  publicAddress?: string;
  /** Log nothing but errors (tests, benchmarks). */
  quiet?: boolean;
  /**
   * Answers the HTTP requests that are not Colyseus's (its matchmaking is under /matchmake/): e.g. the web app's
   * files, so that the page and its tables share one address (`npm start`).
   */
  requests?: RequestListener;
  /** Threads the computer players think on (default: cores − 1, 1 to 4; started when a computer seat is first made). */
  agentThreads?: number;
}

export interface RunningServer {
  port: number;
  /** The matchmaking endpoint for `new Client(url)` (colyseus.js). */
  url: string;
  /** This process's id in the matchmaker (rooms it holds carry it). */
  processId: string;
  stop(): Promise<void>;
}

const quietLogger = { debug() {}, info() {}, warn() {}, error: console.error.bind(console) };

export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const agents = new AgentPool(config.agentThreads);
  useCards(defaultRegistry(), agents);
  const host = config.host ?? '127.0.0.1';
  const transport = new WebSocketTransport(config.requests ? { server: createServer(config.requests) } : {});
  const redis = config.redisUrl
    ? { presence: new RedisPresence(config.redisUrl) as Presence, driver: new RedisDriver(config.redisUrl) }
    : {};
  const publicAddress = config.redisUrl ? config.publicAddress ?? `${host === '0.0.0.0' ? '127.0.0.1' : host}:${config.port}` : config.publicAddress;
  if (config.redisUrl && config.port === 0 && !config.publicAddress) throw new Error('with Redis, give a fixed port or a publicAddress (clients of other processes must reach this one)');
  const server = new Server({ transport, ...redis, publicAddress, greet: false, gracefullyShutdown: false, ...(config.quiet ? { logger: quietLogger } : {}) });
  server.define(TABLE_ROOM, TableRoom);
  await server.listen(config.port, host);
  const port = (transport.server!.address() as AddressInfo).port;
  return {
    port,
    url: `ws://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`,
    processId: matchMaker.processId,
    stop: async () => {
      await server.gracefullyShutdown(false);
      await agents.close();
    },
  };
}

/**
 * Starts a game server: Colyseus with its WebSocket transport and the `table` room. With a Redis URL, the
 * matchmaker shares its room list and messages through Redis (RedisDriver, RedisPresence), so several server
 * processes act as one: a client may matchmake through any of them and is sent to the process holding its room.
 */
import type { AddressInfo } from 'node:net';
import { matchMaker, Server, type Presence } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { defaultRegistry } from '@arbiter/cards';
import type { CardRegistry } from '@arbiter/engine';
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
  cards?: CardRegistry;
  /** Log nothing but errors (tests, benchmarks). */
  quiet?: boolean;
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
  useCards(config.cards ?? defaultRegistry());
  const host = config.host ?? '127.0.0.1';
  const transport = new WebSocketTransport();
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
    stop: () => server.gracefullyShutdown(false),
  };
}

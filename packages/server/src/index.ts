/** @arbiter/server — online tables: one Colyseus room per game, each client sent only its own view. */
export * from './protocol';
export { startServer, TABLE_ROOM, type RunningServer, type ServerConfig } from './server';
export { Table, type Outcome, type Seat } from './table';
export { sampleDeckNames } from './decks';

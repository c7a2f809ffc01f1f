/**
 * Computer players think on the agent pool's threads (agent-pool.ts), not on the rooms' thread: while a 'normal'
 * (search) computer thinks at one table, another table's steps go on. Shown by the order of messages, not by
 * timing: table B's view of a step arrives while table A's computer is thinking, before A's next view.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { fallbackInput, type GameState } from '@arbiter/engine';
import { startServer, type RunningServer } from '../src/server';
import { CLIENT, SERVER, type TableOptions } from '../src/protocol';
import { headsUp, Player } from './harness';

let server: RunningServer;
before(async () => { server = await startServer({ port: 0, quiet: true }); });
after(async () => { await server.stop(); });

const computers: TableOptions = {
  seed: 5,
  seats: [
    { kind: 'computer', name: 'Norma', level: 'normal', deck: { sample: 'red-green-beats' } },
    { kind: 'computer', name: 'Norm', level: 'normal', deck: { sample: 'white-blue-control' } },
  ],
};

test('a computer thinking at one table does not hold up another table: B steps while A\'s computer thinks (agent threads)', async () => {
  const watcher = await Player.create(server.url, computers, { spectator: true });
  const alice = await Player.create(server.url, headsUp(7), { seat: 'p1' });
  const bob = await Player.join(server.url, alice.room.roomId, { seat: 'p2' });
  await alice.next(SERVER.view, () => true, 0);
  let windows = 0;
  let interleaved = 0;
  for (let from = 0; windows < 8 && interleaved < 2; windows++) {
    // A's computer starts thinking: its table says so before it asks the agent thread.
    await watcher.next(SERVER.table, (t) => t.thinking !== null, from, 30_000);
    const thinkingAt = watcher.log.length;
    const state = alice.last(SERVER.view).view.state as GameState;
    if (state.over) break;
    const decider = state.pending!.player === 'p1' ? alice : bob;
    const pending = (decider.last(SERVER.view).view.state as GameState).pending!;
    const seq = alice.last(SERVER.view).seq;
    decider.send(CLIENT.input, { decision: pending.id, input: fallbackInput(pending) });
    await alice.next(SERVER.view, (v) => v.seq > seq, undefined, 30_000);
    // Had the computer thought on the rooms' thread, B's input would wait behind it: A's next view would come first.
    if (!watcher.log.slice(thinkingAt).some((m) => m.type === SERVER.view)) interleaved++;
    from = watcher.log.length;
  }
  assert.ok(interleaved >= 2, `table B stepped during A's thinking in ${interleaved} of ${windows} windows`);
  // A's game went on too: its computers play (on a loaded machine the third view may still be on its way).
  const views = () => watcher.log.filter((m) => m.type === SERVER.view).length;
  await watcher.next(SERVER.view, () => views() > 2, 0, 30_000);
  assert.ok(views() > 2, 'table A played on');
  for (const p of [watcher, alice, bob]) await p.leave();
});

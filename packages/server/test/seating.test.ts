/**
 * What the browser's online tables rely on (docs/server.md): a spectator who opened a table's link takes a free
 * seat (`sit`); the server passes priority by a seat's stops (CR 117.3) and an undo goes back past those passes;
 * a rejoining client gets the whole log (`from` 0), and every view says where its events go in the log.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { GameEvent, GameState } from '@arbiter/engine';
import { startServer, type RunningServer } from '../src/server';
import { CLIENT, SERVER } from '../src/protocol';
import { headsUp, Player } from './harness';

let server: RunningServer;
before(async () => { server = await startServer({ port: 0, quiet: true }); });
after(async () => { await server.stop(); });

const state = (p: Player): GameState => p.last(SERVER.view).view.state;
const keep = { kind: 'answer', answer: { kind: 'mulligan', keep: true } };

test('a spectator sits at a free seat; a taken seat, a second seat and a judge where none is allowed are refused', async () => {
  const alice = await Player.create(server.url, { ...headsUp(7), allowJudge: false }, { seat: 'p1' });
  const bob = await Player.join(server.url, alice.room.roomId, { spectator: true });
  await bob.next(SERVER.welcome, (w) => w.viewer === 'spectator', 0);
  const refused = async (join: object, message: RegExp) => {
    const from = bob.log.length;
    bob.send(CLIENT.sit, join);
    const e = await bob.next(SERVER.error, () => true, from);
    assert.equal(e.code, 'seat-refused');
    assert.match(e.message, message);
  };
  await refused({ seat: 'p1' }, /seat p1 is taken/);
  await refused({ judge: true }, /no judge seat/);
  bob.send(CLIENT.sit, { seat: 'p2' });
  await bob.next(SERVER.welcome, (w) => w.viewer === 'p2', 0);
  const view = await bob.next(SERVER.view, (v) => Object.values(v.view.state.objects as GameState['objects']).some((o) => o.zone === 'hand' && o.owner === 'p2' && !o.hidden), 0);
  assert.ok(view, 'the new seat sees its own hand');
  await alice.next(SERVER.table, (t) => t.seats[1].presence === 'connected', 0);
  await refused({ seat: 'p1' }, /already p2/);
  for (const p of [alice, bob]) await p.leave();
});

test('CR 117.3: the server passes priority by a seat\'s stops; the passes are logged and an undo goes back past them', async () => {
  const alice = await Player.create(server.url, headsUp(11), { seat: 'p1' });
  const bob = await Player.join(server.url, alice.room.roomId, { seat: 'p2' });
  // Asked only in the precombat main phase, whatever could matter.
  for (const p of [alice, bob]) p.send(CLIENT.stops, { steps: ['main1'], autoPass: false });
  for (const p of [alice, bob]) await p.next(SERVER.view, (v) => v.stops?.steps?.[0] === 'main1', 0);
  assert.deepEqual(alice.last(SERVER.view).stops, { steps: ['main1'], autoPass: false, until: null, yields: [] });
  for (let i = 0; i < 2; i++) {
    const s = state(alice);
    const decider = s.pending!.player === 'p1' ? alice : bob;
    decider.send(CLIENT.input, { decision: s.pending!.id, input: keep });
    await alice.next(SERVER.view, (v) => v.seq > s.seq, 0);
  }
  const kept = alice.last(SERVER.view);
  const now = kept.view.state as GameState;
  assert.equal(now.pending?.kind, 'priority');
  assert.equal(now.turn.step, 'main1', 'no one was asked before the main phase: the upkeep and draw passes were automatic');
  assert.ok((kept.events as GameEvent[]).some((e) => e.rules.includes('117.3d')), 'the automatic passes are in the step\'s events');
  // An undo by the last person to act takes back their keep and the passes after it.
  const last = now.pending!.player === 'p1' ? alice : bob;
  const other = last === alice ? bob : alice;
  other.send(CLIENT.proposeUndo, {});
  const proposal = (await last.next(SERVER.table, (t) => t.undo !== null, 0)).undo;
  last.send(CLIENT.answerUndo, { proposal: proposal.id, accept: true });
  const undone = await alice.next(SERVER.view, (v) => v.undone === true, 0);
  assert.equal(undone.view.state.pending.kind, 'mulligan', 'back to the second keep, before the automatic passes');
  assert.deepEqual(undone.events, []);
  for (const p of [alice, bob]) await p.leave();
});

test('views say where their events go in the log; a rejoining client gets the whole log', async () => {
  const alice = await Player.create(server.url, { ...headsUp(12), reconnectSeconds: 10 }, { seat: 'p1' });
  const bob = await Player.join(server.url, alice.room.roomId, { seat: 'p2' });
  await alice.next(SERVER.table, (t) => t.seats[1].presence === 'connected', 0);
  for (let i = 0; i < 4; i++) {
    const s = state(alice);
    const decider = s.pending!.player === 'p1' ? alice : bob;
    decider.send(CLIENT.input, { decision: s.pending!.id, input: s.pending!.kind === 'mulligan' ? keep : { kind: 'pass' } });
    await alice.next(SERVER.view, (v) => v.seq > s.seq, 0);
  }
  // Bob's log, built from his views as the page does.
  let log: GameEvent[] = [];
  for (const m of bob.log) if (m.type === SERVER.view) log = [...log.slice(0, m.data.from), ...m.data.events];
  await bob.leave(false);
  const from = bob.log.length;
  await bob.reconnect(server.url);
  const back = await bob.next(SERVER.view, () => true, from);
  assert.equal(back.from, 0);
  assert.deepEqual(back.events, log, 'the whole log, as the views before told it');
  assert.ok(log.length > 10);
  for (const p of [alice, bob]) await p.leave();
});

/**
 * Issue 17 §1, §3, §4 — tables through a real server on loopback with real colyseus.js clients: seats and
 * views, inputs checked like any input (a typed error to that client only, the game unchanged), rejoining a
 * dropped seat, and undo only by agreement of every human seat.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { GameState } from '@arbiter/engine';
import { startServer, type RunningServer } from '../src/server';
import { CLIENT, SERVER, type TableOptions } from '../src/protocol';
import { headsUp, Player } from './harness';

let server: RunningServer;
before(async () => { server = await startServer({ port: 0, quiet: true }); });
after(async () => { await server.stop(); });

const state = (p: Player): GameState => p.last(SERVER.view).view.state;
const seqOf = (p: Player): number => p.last(SERVER.view).seq;

async function table(options: TableOptions = headsUp(7)) {
  const alice = await Player.create(server.url, options, { seat: 'p1' });
  const bob = await Player.join(server.url, alice.room.roomId, { seat: 'p2' });
  await alice.next(SERVER.table, (t) => t.seats[1].presence === 'connected', 0);
  return { alice, bob, roomId: alice.room.roomId };
}

/** The player who must decide now, and the other one. */
function deciderOf(a: Player, b: Player): [Player, Player] {
  return state(a).pending!.player === 'p1' ? [a, b] : [b, a];
}

test('each client is sent its own view: its hand by name, the other hand and the libraries hidden (CR 401.2, 402.3)', async () => {
  const { alice, bob, roomId } = await table();
  const spectator = await Player.join(server.url, roomId, { spectator: true });
  await spectator.next(SERVER.view, () => true, 0);
  assert.equal(alice.last(SERVER.welcome).viewer, 'p1');
  assert.equal(bob.last(SERVER.welcome).viewer, 'p2');
  const hands = (p: Player) => Object.values(state(p).objects).filter((o) => o.zone === 'hand');
  for (const [p, me] of [[alice, 'p1'], [bob, 'p2']] as const) {
    assert.equal(hands(p).length, 14);
    for (const o of hands(p)) assert.equal(o.hidden === true, o.owner !== me, `${me} sees ${o.id} of ${o.owner}`);
    assert.ok(Object.values(state(p).objects).filter((o) => o.zone === 'library').every((o) => o.hidden && o.card === ''));
  }
  assert.ok(hands(spectator).every((o) => o.hidden));
  assert.equal(spectator.last(SERVER.welcome).viewer, 'spectator');
  for (const p of [alice, bob, spectator]) await p.leave();
});

test('joining is checked: a taken seat, an agent seat, a missing seat, a judge where none is allowed, bad options', async () => {
  const options: TableOptions = { ...headsUp(8), allowJudge: false };
  options.seats.push({ kind: 'computer', level: 'random', name: 'Randy', deck: { sample: 'white-blue-auras' } });
  const { alice, bob, roomId } = await table(options);
  const refused = async (join: object, message: RegExp) => {
    await assert.rejects(Player.join(server.url, roomId, join as never), message);
  };
  await refused({ seat: 'p1' }, /seat p1 is taken/);
  await refused({ seat: 'p3' }, /is the computer's/);
  await refused({ seat: 'p9' }, /no seat p9 \(seats: p1, p2, p3\)/);
  await refused({ judge: true }, /no judge seat/);
  await refused({ seat: 7 }, /join options: /);
  for (const p of [alice, bob]) await p.leave();
});

test('a table is set up from checked options: located deck errors, unknown samples, seat counts, computer levels', async () => {
  const create = (seats: unknown[]) => Player.create(server.url, { seats } as TableOptions, { seat: 'p1' });
  const human = { kind: 'human', name: 'Alice', deck: { sample: 'red-green-beats' } };
  await assert.rejects(create([human]), /seats: Too small: expected array to have >=2 items/);
  await assert.rejects(create([human, { ...human, deck: { sample: 'mono-purple' } }]), /seats\[1\]\.deck: no sample deck "mono-purple" \(have: blue-black-prepare/);
  await assert.rejects(create([human, { ...human, deck: { list: '20 Island\n4 Lightning Bolts' } }]), /seats\[1\]\.deck:2:3: .*Lightning Bolts/);
  await assert.rejects(create([human, { ...human, kind: 'computer', level: 'genius' }]), /seats\[1\]\.level: Invalid option/);
});

test('inputs are checked like any input: a typed error to the sender only, the game unchanged', async () => {
  const { alice, bob, roomId } = await table();
  const spectator = await Player.join(server.url, roomId, { spectator: true });
  await spectator.next(SERVER.view, () => true, 0);
  const [decider, other] = deciderOf(alice, bob);
  const d = state(decider).pending!;
  const seq = seqOf(decider);
  const mark = [alice.log.length, bob.log.length, spectator.log.length];
  const keep = { kind: 'answer', answer: { kind: 'mulligan', keep: true } };
  const refusals: [Player, string, unknown, Record<string, unknown>][] = [
    [other, CLIENT.input, { decision: d.id, input: keep }, { source: 'engine', code: 'not-your-decision', rule: '103.5' }],
    [other, CLIENT.input, { decision: d.id, input: { ...keep, player: d.player } }, { source: 'protocol', code: 'wrong-seat', path: 'input.player' }],
    [decider, CLIENT.input, { decision: d.id + 1, input: keep }, { source: 'protocol', code: 'stale-decision', path: 'decision' }],
    [decider, CLIENT.input, { decision: d.id, input: { kind: 'answer', answer: { kind: 'mulligan', keep: 'yes' } } }, { source: 'protocol', code: 'malformed', path: 'input.answer.keep' }],
    [decider, CLIENT.input, 'pass', { source: 'protocol', code: 'malformed' }],
    [decider, CLIENT.input, { decision: d.id, input: { kind: 'answer', answer: { kind: 'bottomCards', cards: ['1'] } } }, { source: 'engine', code: 'wrong-decision' }],
    [decider, 'cheat', { reveal: 'everything' }, { source: 'protocol', code: 'malformed', path: 'type' }],
    [spectator, CLIENT.input, { decision: d.id, input: keep }, { source: 'protocol', code: 'not-seated' }],
    [spectator, CLIENT.proposeUndo, {}, { source: 'protocol', code: 'not-seated' }],
    [decider, CLIENT.answerUndo, { proposal: 1, accept: true }, { source: 'protocol', code: 'no-undo' }],
  ];
  for (const [sender, type, message, expected] of refusals) {
    const from = sender.log.length;
    sender.send(type, message);
    const error = await sender.next(SERVER.error, () => true, from);
    for (const [k, v] of Object.entries(expected)) assert.equal(error[k], v, `${type} ${JSON.stringify(message)}: ${JSON.stringify(error)}`);
    assert.ok(typeof error.message === 'string' && error.message.length > 0);
  }
  await new Promise((r) => setTimeout(r, 100));
  const errorsTo = (p: Player, from: number) => p.log.slice(from).filter((m) => m.type === SERVER.error).length;
  assert.equal(errorsTo(alice, mark[0]) + errorsTo(bob, mark[1]), refusals.filter(([s]) => s !== spectator).length, 'each error went to its sender only');
  assert.equal(errorsTo(spectator, mark[2]), 2);
  for (const p of [alice, bob, spectator]) assert.ok(!p.log.slice(mark[[alice, bob, spectator].indexOf(p)]).some((m) => m.type === SERVER.view), 'no step happened');
  // The right answer is taken, and everyone sees the next step.
  decider.send(CLIENT.input, { decision: d.id, input: keep });
  for (const p of [alice, bob, spectator]) await p.next(SERVER.view, (v) => v.seq === seq + 1, 0);
  for (const p of [alice, bob, spectator]) await p.leave();
});

test('a dropped player rejoins their seat (a reload: a new client with the reconnection token) and the game goes on', async () => {
  const { alice, bob, roomId } = await table({ ...headsUp(9), reconnectSeconds: 10 });
  const seq = seqOf(alice);
  await alice.leave(false); // the connection drops, not a leave
  await bob.next(SERVER.table, (t) => t.seats[0].presence === 'away', 0);
  await assert.rejects(Player.join(server.url, roomId, { seat: 'p1' }), /seat p1 is taken/, 'an away seat is kept for its player');
  const from = alice.log.length;
  await alice.reconnect(server.url);
  const welcome = await alice.next(SERVER.welcome, () => true, from);
  assert.equal(welcome.viewer, 'p1');
  const view = await alice.next(SERVER.view, () => true, from);
  assert.equal(view.seq, seq, 'the same game, where it was');
  assert.ok(Object.values(view.view.state.objects as GameState['objects']).some((o) => o.zone === 'hand' && o.owner === 'p1' && !o.hidden));
  await bob.next(SERVER.table, (t) => t.seats[0].presence === 'connected', 0);
  // The rejoined client plays on.
  const [decider] = deciderOf(alice, bob);
  decider.send(CLIENT.input, { decision: state(decider).pending!.id, input: { kind: 'answer', answer: { kind: 'mulligan', keep: true } } });
  await alice.next(SERVER.view, (v) => v.seq === seq + 1, from);
  await bob.next(SERVER.view, (v) => v.seq === seq + 1, 0);
  for (const p of [alice, bob]) await p.leave();
});

test('a seat left for good opens again, and can be taken by a new client', async () => {
  const { alice, bob, roomId } = await table();
  await alice.leave(true);
  await bob.next(SERVER.table, (t) => t.seats[0].presence === 'open', 0);
  const again = await Player.join(server.url, roomId, { seat: 'p1' });
  assert.equal(again.last(SERVER.welcome)?.viewer ?? (await again.next(SERVER.welcome, () => true, 0)).viewer, 'p1');
  for (const p of [again, bob]) await p.leave();
});

test('undo only by agreement: a refusal changes nothing; once every human seat accepts, the last human action is taken back', async () => {
  const { alice, bob } = await table(headsUp(10));
  const keep = { kind: 'answer', answer: { kind: 'mulligan', keep: true } };
  const [first, second] = deciderOf(alice, bob);
  const before = state(first);
  first.send(CLIENT.input, { decision: before.pending!.id, input: keep });
  await second.next(SERVER.view, (v) => v.seq === before.seq + 1, 0);
  // The second player proposes to take the keep back; the first refuses.
  second.send(CLIENT.proposeUndo, {});
  const proposal = (await first.next(SERVER.table, (t) => t.undo !== null, 0)).undo;
  assert.deepEqual(proposal.accepted, [state(second).pending!.player]);
  first.send(CLIENT.answerUndo, { proposal: proposal.id, accept: false });
  await second.next(SERVER.table, (t) => t.undo === null, 0);
  assert.equal(seqOf(first), before.seq + 1, 'a refused undo changes nothing');
  // Proposed again and accepted: back to the first player's decision.
  second.send(CLIENT.proposeUndo, {});
  const again = (await first.next(SERVER.table, (t) => t.undo !== null && t.undo.id !== proposal.id, 0)).undo;
  const from = first.log.length;
  first.send(CLIENT.answerUndo, { proposal: again.id, accept: true });
  const undone = await first.next(SERVER.view, (v) => v.undone === true, from);
  assert.equal(undone.seq, before.seq);
  assert.deepEqual(undone.view.state.pending, before.pending);
  await second.next(SERVER.view, (v) => v.undone === true && v.seq === before.seq, 0);
  for (const p of [alice, bob]) await p.leave();
});

test('against the computer, a lone person takes back their own action at once (every human seat agreed)', async () => {
  const options: TableOptions = { seed: 12, seats: [{ kind: 'human', name: 'Alice', deck: { sample: 'red-green-beats' } }, { kind: 'computer', level: 'random', name: 'Randy', deck: { sample: 'white-blue-auras' } }] };
  const alice = await Player.create(server.url, options, { seat: 'p1' });
  const mine = await alice.next(SERVER.view, (v) => v.view.state.pending?.player === 'p1', 0);
  alice.send(CLIENT.input, { decision: mine.view.state.pending.id, input: { kind: 'answer', answer: { kind: 'mulligan', keep: true } } });
  await alice.next(SERVER.view, (v) => v.seq > mine.seq, 0);
  alice.send(CLIENT.proposeUndo, {});
  const undone = await alice.next(SERVER.view, (v) => v.undone === true, 0);
  assert.equal(undone.seq, mine.seq);
  assert.deepEqual(undone.view.state.pending, mine.view.state.pending);
  await alice.leave();
});

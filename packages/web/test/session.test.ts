import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { defaultRegistry } from '@arbiter/cards';
import { parseReplay, serializeReplay } from '@arbiter/formats';
import { fallbackInput, type Input } from '@arbiter/engine';
import { autoPass, computerMove, current, fromReplay, newSession, play, tableView, undo, type Session } from '../src/worker/session';

const cards = defaultRegistry();
const deck = (name: string) => ({ deckList: readFileSync(new URL(`../../../decks/${name}.txt`, import.meta.url), 'utf8'), deckSource: `decks/${name}.txt` });

function game(seed = 7): Session {
  const { session, problems } = newSession({ seed, ruleset: 'cr', seats: [
    { name: 'Alice', kind: 'person', ...deck('blue-black-prepare') },
    { name: 'Bob', kind: 'person', ...deck('red-green-beats') },
  ] }, cards);
  assert.deepEqual(problems, []);
  return session!;
}

function keepBoth(s: Session): void {
  for (let i = 0; i < 2; i++) {
    const p = current(s).pending!;
    assert.equal(p.kind, 'mulligan');
    assert.equal(play(s, { player: p.player, kind: 'answer', answer: { kind: 'mulligan', keep: true } }, cards), null);
  }
}

test('a deck list that does not parse gives located errors and no game', () => {
  const { session, problems } = newSession({ seed: 1, ruleset: 'cr', seats: [
    { name: 'Alice', kind: 'person', deckList: '4 Lightning Bolt\n20 Mountian\n', deckSource: 'deck of Alice' },
    { name: 'Bob', kind: 'person', ...deck('red-green-beats') },
  ] }, cards);
  assert.equal(session, undefined);
  assert.equal(problems.length, 1);
  assert.equal(problems[0].file, 'deck of Alice');
  assert.equal(problems[0].line, 2);
});

test('hot seat: the view is the deciding player\'s (the opponent\'s hand hidden); the judge view shows everything', () => {
  const s = game();
  keepBoth(s);
  const view = tableView(s, cards);
  const me = current(s).pending!.player;
  const other = current(s).order.find((p) => p !== me)!;
  assert.equal(view.viewer, me);
  assert.ok(current(s).players[me].hand.every((id) => view.objects[id]), 'my hand is shown');
  assert.ok(current(s).players[other].hand.every((id) => !view.objects[id] && view.state.objects[id].card === ''), 'the opponent\'s hand is hidden');
  s.judgeView = true;
  const judge = tableView(s, cards);
  assert.equal(judge.viewer, 'judge');
  assert.ok(current(s).players[other].hand.every((id) => judge.objects[id]));
});

test('CR 117.3: priority stops pass for a player with nothing that could matter, and the passes are recorded inputs', () => {
  const s = game();
  keepBoth(s);
  const state = current(s);
  assert.equal(state.pending?.kind, 'priority');
  assert.ok(s.replay.inputs.length > 2, 'passes were made for the players before the first stop');
  assert.ok(s.replay.inputs.slice(2).every((i) => i.kind === 'pass'));
});

test('undo goes back to the decision a person answered last: the same snapshot, the log and the inputs cut back', () => {
  const s = game();
  keepBoth(s);
  const before = current(s);
  const log = s.events.length;
  const inputs = s.replay.inputs.length;
  assert.equal(play(s, { player: before.pending!.player, kind: 'pass' }, cards), null);
  assert.notEqual(current(s), before);
  assert.ok(undo(s));
  assert.equal(current(s), before);
  assert.equal(s.events.length, log);
  assert.equal(s.replay.inputs.length, inputs);
});

test('an illegal input is refused with the engine\'s typed error and changes nothing', () => {
  const s = game();
  keepBoth(s);
  const before = current(s);
  const other = before.order.find((p) => p !== before.pending!.player)!;
  const error = play(s, { player: other, kind: 'pass' }, cards);
  assert.ok(error?.rule);
  assert.equal(current(s), before);
});

test('DESIGN 2: a session exported as a replay file and imported again is the same game', () => {
  const s = game();
  keepBoth(s);
  play(s, { player: current(s).pending!.player, kind: 'pass' }, cards);
  const { replay } = parseReplay(serializeReplay(s.replay), 'game.json');
  const again = fromReplay(replay!, ['person', 'person'], cards);
  assert.equal(JSON.stringify(again.events), JSON.stringify(s.events));
  assert.deepEqual(current(again), current(s));
});

test('DESIGN "Agents are players": a computer seat answers its own decisions; the table stays the person\'s view', () => {
  const { session: s } = newSession({ seed: 3, ruleset: 'cr', seats: [
    { name: 'Alice', kind: 'person', ...deck('blue-black-prepare') },
    { name: 'Bob', kind: 'random', ...deck('red-green-beats') },
  ] }, cards);
  const alice = current(s!).order[0];
  let moves = 0;
  for (let n = 0; n < 3000 && current(s!).pending; n++) {
    const pending = current(s!).pending!;
    if (pending.player === alice) {
      // Alice passes or keeps; Bob plays on his own in between.
      const input = pending.kind === 'mulligan' ? { kind: 'answer' as const, answer: { kind: 'mulligan' as const, keep: true } }
        : pending.kind === 'priority' ? { kind: 'pass' as const }
        : null;
      if (!input) break;
      assert.equal(play(s!, { player: alice, ...input }, cards), null);
    } else {
      assert.ok(computerMove(s!, cards), `the computer answers its ${pending.kind}`);
      moves++;
      assert.equal(tableView(s!, cards).viewer, alice);
    }
    if (current(s!).turn.number > 6) break;
  }
  assert.ok(moves > 5, 'the computer made its decisions');
  const engineEvents = s!.events.filter((e) => e.kind !== 'computerDecision');
  assert.equal(JSON.stringify(fromReplay(s!.replay, ['person', 'random'], cards).events), JSON.stringify(engineEvents), 'its moves are in the replay');
  // A restored game (a reloaded page) gets the decision lines back, each before the events of its input.
  const restored = fromReplay(s!.replay, ['person', 'random'], cards, s!.lines);
  assert.equal(JSON.stringify(restored.events), JSON.stringify(s!.events));
  assert.deepEqual(restored.eventCounts, s!.eventCounts);
  // Issue 12: the table's log shows each computer decision (a plain pass only through the engine's 117.3d line).
  const lines = s!.events.map((e, i) => [e, i] as const).filter(([e]) => e.kind === 'computerDecision');
  assert.ok(lines.length > 0);
  for (const [line, i] of lines) {
    assert.match(line.text, /^Bob \(computer, random\): /);
    const cast = /: cast (.+)$/.exec(line.text);
    // 601.2a: a spell cast face up shows its card to everyone, so the line names it, as the engine's next lines do.
    if (cast) assert.ok(s!.events.slice(i + 1, i + 12).some((e) => e.kind !== 'computerDecision' && e.text.includes(cast[1])), line.text);
  }
});

test('issue 12: a computer\'s hidden choice stays hidden in the log (the cards it puts on the bottom after a mulligan, 103.5)', () => {
  const { session: s } = newSession({ seed: 4, ruleset: 'cr', seats: [
    { name: 'Alice', kind: 'person', ...deck('blue-black-prepare') },
    { name: 'Bob', kind: 'easy', deckList: '60 Island\n', deckSource: 'islands' },
  ] }, cards);
  const alice = current(s!).order[0];
  for (let n = 0; n < 20 && current(s!).pending?.kind !== 'priority'; n++) {
    const pending = current(s!).pending!;
    if (pending.player === alice) assert.equal(play(s!, { player: alice, kind: 'answer', answer: { kind: 'mulligan', keep: true } }, cards), null);
    else assert.ok(computerMove(s!, cards));
  }
  const lines = s!.events.filter((e) => e.kind === 'computerDecision').map((e) => e.text);
  // Seven Islands are no hand (the heuristic keeps two to five lands): each mulligan draws seven and puts as many
  // cards on the bottom as mulligans taken (103.5), and the third hand is kept.
  assert.deepEqual(lines, ['mulligan', 'bottom a hidden card', 'mulligan', 'bottom a hidden card, a hidden card', 'keep'].map((w) => `Bob (computer, easy): ${w}`));
});

test('CR 117.3, 603.3: a player who always passes on a trigger is passed for while it is on top of the stack (the worker decides, not the page)', () => {
  const { session: s } = newSession({ seed: 5, ruleset: 'cr', seats: [
    { name: 'Alice', kind: 'person', deckList: '24 Plains\n36 Soul Warden\n', deckSource: 'wardens' },
    { name: 'Bob', kind: 'person', deckList: '60 Island\n', deckSource: 'islands' },
  ] }, cards);
  const alice = current(s!).order[0];
  // Alice wants to be asked everywhere: only the yield can pass for her.
  s!.stops[alice] = { ...s!.stops[alice], autoPass: false };
  const triggerOnTop = () => {
    const state = current(s!);
    return state.pending?.kind === 'priority' && state.pending.player === alice && tableView(s!, cards).triggerKeys[state.stack[state.stack.length - 1]] !== undefined;
  };
  for (let n = 0; n < 400 && !triggerOnTop(); n++) {
    const state = current(s!);
    const d = state.pending!;
    const answer = (a: Extract<Input, { kind: 'answer' }>['answer']) => play(s!, { player: d.player, kind: 'answer', answer: a }, cards);
    if (d.kind === 'mulligan') answer({ kind: 'mulligan', keep: true });
    else if (d.kind === 'declareAttackers') answer({ kind: 'declareAttackers', attacks: [] });
    else if (d.kind === 'declareBlockers') answer({ kind: 'declareBlockers', blocks: [] });
    else if (d.kind === 'priority' && d.player === alice && state.stack.length === 0) {
      const o = d.options.find((x) => x.kind === 'playLand') ?? d.options.find((x) => x.kind === 'cast');
      if (o?.kind === 'playLand') play(s!, { player: alice, kind: 'playLand', object: o.object }, cards);
      else if (o?.kind === 'cast') play(s!, { player: alice, kind: 'cast', object: o.object, payment: 'auto' }, cards);
      else play(s!, { player: alice, kind: 'pass' }, cards);
    } else if (d.kind === 'priority') play(s!, { player: d.player, kind: 'pass' }, cards);
    else play(s!, fallbackInput(d), cards); // discarding to hand size (514.1)
  }
  assert.ok(triggerOnTop(), 'a second Soul Warden entered: the first one\'s trigger is on the stack and Alice is asked');
  const state = current(s!);
  const top = state.stack[state.stack.length - 1];
  const key = tableView(s!, cards).triggerKeys[top];
  assert.equal(key, 'Soul Warden: Whenever another creature enters, you gain 1 life.');
  const life = state.players[alice].life;
  const inputs = s!.replay.inputs.length;
  s!.stops[alice] = { ...s!.stops[alice], yields: [key] };
  autoPass(s!, cards);
  assert.deepEqual(s!.replay.inputs[inputs], { player: alice, kind: 'pass' }, 'the worker passed for Alice: a recorded input');
  assert.ok(!current(s!).stack.includes(top), 'the trigger resolved');
  assert.equal(current(s!).players[alice].life, life + 1);
});

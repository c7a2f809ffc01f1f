import assert from 'node:assert/strict';
import { test } from 'node:test';
import { defaultRegistry } from '@arbiter/cards';
import { parseScenario, runScenario } from '../src/index';

const cards = defaultRegistry();

/** Parses a scenario text (which must have no errors) and runs it. */
function play(text: string): ReturnType<typeof runScenario> {
  const { scenario, errors } = parseScenario(text, 'answers.yaml', { cardNames: cards.names() });
  assert.deepEqual(errors, []);
  return runScenario(scenario!, cards);
}

/**
 * Furnace of Rath and Torbran both apply to Lightning Bolt's damage to Bob: Bob is asked the 616.1 order; `rest`
 * are the script's steps from there.
 */
function bolt(rest: string): ReturnType<typeof runScenario> {
  return play(`name: order by name
source: "CR 616.1"
turn: { number: 3, active: Alice, step: main1 }
players:
  - name: Alice
    hand: [Lightning Bolt]
    battlefield: [Furnace of Rath, "Torbran, Thane of Red Fell", Mountain]
  - name: Bob
script:
  - cast: Lightning Bolt
    targets: [Bob]
  - pass: all
${rest}`);
}

const answer = (a: string) => `  - answer: ${a}\n`;

test('CR 616.1: a scenario answers an orderReplacements decision with the source name of the effect to apply first', () => {
  assert.equal(bolt(answer('"Torbran, Thane of Red Fell"')).state.players.p2.life, 10, 'Torbran first: (3 + 2) × 2');
  assert.equal(bolt(answer('Furnace of Rath')).state.players.p2.life, 12, 'Furnace of Rath first: 3 × 2 + 2');
  assert.equal(bolt(answer('2')).state.players.p2.life, 10, 'or by its 1-based number');
});

test('CR 616.1: naming a source with no effect among the options is a located scenario failure listing them', () => {
  const r = bolt(answer('Lightning Bolt'));
  assert.equal(r.passed, false);
  const messages = r.failures.map((f) => f.message).join('\n');
  assert.match(messages, /no effect from Lightning Bolt \(1-based\) among: 1\. Furnace of Rath: .*; 2\. Torbran, Thane of Red Fell: /);
  assert.equal(r.state.players.p2.life, 20, 'nothing happened');
});

/** Kitchen Finks enters while Alice controls Soul Warden: two of her triggers at once (603.3b). */
function finks(answer: string): ReturnType<typeof runScenario> {
  const text = `name: trigger order by name
source: "CR 603.3b"
turn: { number: 3, active: Alice, step: main1 }
players:
  - name: Alice
    hand: [Kitchen Finks]
    battlefield: [Soul Warden, Forest, Forest, Plains]
  - name: Bob
script:
  - cast: Kitchen Finks
    announce: [G, W]
  - pass: all
  - answer: ${answer}
  - pass: all
  - pass: all
`;
  return play(text);
}

test("CR 603.3b: a scenario orders triggers by their sources' names; the first named goes on the stack first and resolves last", () => {
  const gains = (r: ReturnType<typeof runScenario>) => r.log.filter((l) => /Alice gains \d life/.test(l)).map((l) => /gains (\d)/.exec(l)![1]);
  const r = finks('[Kitchen Finks, Soul Warden]');
  assert.equal(r.state.players.p1.life, 23);
  assert.deepEqual(gains(r), ['1', '2'], "Soul Warden's trigger, on top, resolves first");
  assert.deepEqual(gains(finks('[Soul Warden, Kitchen Finks]')), ['2', '1']);
  const bad = finks('[Kitchen Finks, Grizzly Bears]');
  assert.match(bad.failures.map((f) => f.message).join('\n'), /no trigger left from Grizzly Bears among: 1\. /);
});

test('CR 510.1c: a scenario divides combat damage by recipient; one that isn\'t a recipient is a scenario failure', () => {
  const run = (answer: string) => {
    const text = `name: damage by recipient
source: "CR 510.1c, 702.19b"
turn: { number: 3, active: Alice, step: declareAttackers }
cards:
  - { name: Test Trampler, manaCost: "{4}{G}", types: [Creature], subtypes: [Beast], power: 4, toughness: 4, text: "Trample" }
players:
  - name: Alice
    battlefield: [Test Trampler]
  - name: Bob
    battlefield: [Grizzly Bears, Hill Giant]
script:
  - attack: [Test Trampler]
  - advance: declareBlockers
  - block: { Grizzly Bears: Test Trampler }
  - pass: all
  - answer: ${answer}
`;
    return play(text);
  };
  assert.equal(run('{ Grizzly Bears: 3, Bob: 1 }').state.players.p2.life, 19);
  const bad = run('{ Hill Giant: 4 }');
  assert.match(bad.failures.map((f) => f.message).join('\n'), /Hill Giant is not one of the recipients of 4 damage/);
  assert.equal(bad.state.players.p2.life, 20);
});

test('CR 616.1, 603.3b: `pending.options` names the effects of an order decision by their sources', () => {
  const run = (options: string) => bolt(`  - expect:\n      pending: { kind: orderReplacements, options: ${options} }\n${answer('1')}`);
  assert.deepEqual(run('[Furnace of Rath, "Torbran, Thane of Red Fell"]').failures, []);
  assert.match(run('[Lightning Bolt]').failures.map((f) => f.message).join('\n'), /expected option 'Lightning Bolt' among \["Furnace of Rath: /);
});

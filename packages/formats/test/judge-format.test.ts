/**
 * The scenario format's checks and setup for what judges ask (issue 15, points 6–10): options not offered or offered
 * exactly, illegal steps answered by `error:`, mana pools, library sizes and shuffled contents, exact ability lists,
 * copies, nameless objects, single-event log checks, answers read against the options, advance answering on its way.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { defaultRegistry, referenceNames } from '@arbiter/cards';
import { parseScenario, runScenario } from '../src/index';

const cards = defaultRegistry();
const names = referenceNames(cards);

function play(text: string): ReturnType<typeof runScenario> {
  const { scenario, errors } = parseScenario(text, 'judge.yaml', { cardNames: names });
  assert.deepEqual(errors, []);
  return runScenario(scenario!, cards);
}
const messages = (r: ReturnType<typeof runScenario>) => r.failures.map((f) => `${f.loc.line}: ${f.message}`);

const PREPARED = (script: string) => `name: prepared
source: "CR 722.3c"
turn: { number: 3, active: Alice, step: main1 }
players:
  - name: Alice
    hand: [Encouraging Aviator // Jump]
    battlefield:
      - { card: Encouraging Aviator // Jump, id: aviator, prepared: true, preparedCopy: jump }
      - Island
  - name: Bob
script:
${script}`;

test('CR 722.3c: pending options — the exiled Jump is offered as a prepare spell, the one in hand is not; exactly lists them all', () => {
  const ok = play(PREPARED(`  - expect:
      pending:
        kind: priority
        options: [cast Jump as prepare, Jump]
        lacks: [cast Encouraging Aviator]
        exactly: [pass, Jump as prepare, activate Island]
`));
  assert.deepEqual(messages(ok), []);
  const wrong = play(PREPARED(`  - expect:
      pending: { lacks: [Jump], exactly: [pass] }
`));
  assert.deepEqual(messages(wrong), [
    `13: expected option 'Jump' not to be offered, but 'cast Jump as prepare' is (offered: ["pass","cast Jump as prepare","activate Island"])`,
    `13: expected exactly the options ["pass"], offered ["pass","cast Jump as prepare","activate Island"]; not expected ["cast Jump as prepare","activate Island"]`,
  ]);
});

test('CR 722.3: casting a prepare spell from hand is an illegal step answered by error:, not a script failure', () => {
  const r = play(PREPARED(`  - cast: Jump
    from: hand
    targets: [aviator]
  - expect: { error: { rule: "722.3" } }
  - cast: jump
    targets: [aviator]
  - expect: { zones: { stack: [Jump] } }
`));
  assert.deepEqual(messages(r), []);
});

test('CR 722.3c, 707.12: the setup alias of the prepare copy; copy and copyOf checks', () => {
  const r = play(PREPARED(`  - expect:
      objects:
        - { ref: jump, zone: exile, copy: true, copyOf: Encouraging Aviator // Jump, name: Jump }
        - { ref: aviator, copy: false }
`));
  assert.deepEqual(messages(r), []);
  const wrong = play(PREPARED(`  - expect:
      objects: [{ ref: aviator, copyOf: Island }]
`));
  assert.deepEqual(messages(wrong), ['13: aviator: expected to be a copy of Island, but it is not a copy']);
});

test('CR 400.7, 704.5d: a token that left the battlefield ceased to exist; a step naming it is rejected with 400.7', () => {
  const r = play(`name: gone
source: "CR 400.7"
turn: { number: 3, active: Alice, step: main1 }
players:
  - name: Alice
    hand: [Lightning Bolt]
    battlefield: [Mountain]
  - name: Bob
    battlefield: [{ card: Llanowar Elves, id: elves, token: true }]
script:
  - cast: Lightning Bolt
    targets: [elves]
  - pass: all
  - activate: elves
  - expect: { error: { rule: "400.7" } }
`);
  assert.deepEqual(messages(r), []);
});

test('CR 601.2b: announcing a hybrid half the symbol does not have is an illegal step (error: 601.2b)', () => {
  const r = play(`name: hybrid
source: "CR 601.2b"
cards:
  - { name: Test Knight, manaCost: "{W/U}", types: [Creature], power: 2, toughness: 2 }
players:
  - name: Alice
    hand: [Test Knight]
    battlefield: [Mountain]
  - name: Bob
script:
  - cast: Test Knight
    announce: [R]
  - expect: { error: { rule: "601.2b" }, zones: { Alice: { hand: [Test Knight] } } }
`);
  assert.deepEqual(messages(r), []);
});

test('mana pool, library size, hand size and a library compared in any order', () => {
  const text = (want: string) => `name: pools
source: "CR 106.4"
players:
  - name: Alice
    manaPool: "{R}{G}"
    library: [Island, Forest, Island]
    hand: [Shock]
  - name: Bob
expect:
${want}`;
  assert.deepEqual(messages(play(text(`  manaPool: { Alice: "{G}{R}", Bob: "" }
  librarySize: { Alice: 3, Bob: 0 }
  handSize: { Alice: 1 }
  zones: { Alice: { library: { anyOrder: [Island, Island, Forest] } } }
`))), []);
  assert.deepEqual(messages(play(text(`  manaPool: { Alice: "{R}" }
  librarySize: { Alice: 2 }
  zones: { Alice: { library: [Island, Island, Forest] } }
`))), [
    `10: expected Alice's mana pool {R}, got {G}{R}`,
    `11: expected Alice's library to hold 2 cards, got 3`,
    `12: expected Alice's library ["Island","Island","Forest"], got ["Island","Forest","Island"]`,
  ]);
});

test('abilities: [] means none; abilities: { exactly } is the exact list', () => {
  const text = (check: string) => `name: abilities
source: "CR 113"
players:
  - name: Alice
    battlefield: [Serra Angel, Grizzly Bears]
  - name: Bob
expect:
  objects:
${check}`;
  assert.deepEqual(messages(play(text(`    - { ref: Grizzly Bears, abilities: [] }
    - { ref: Serra Angel, abilities: { exactly: [Flying, Vigilance] } }
`))), []);
  assert.deepEqual(messages(play(text(`    - { ref: Serra Angel, abilities: [] }
    - { ref: Serra Angel, abilities: { exactly: [Flying] } }
`))), [
    '9: Serra Angel: expected no abilities, got ["flying","vigilance"]',
    '10: Serra Angel: expected exactly the abilities ["Flying"], got ["flying","vigilance"]',
  ]);
});

test('CR 201.2, 708.2: a face-down permanent has no name: listed and referred to as (no name)', () => {
  const r = play(`name: nameless
source: "CR 708.2"
players:
  - name: Alice
    battlefield: [{ card: Serra Angel, faceDown: true }, Grizzly Bears]
  - name: Bob
expect:
  zones: { Alice: { battlefield: [(no name), Grizzly Bears] } }
  objects:
    - { ref: (no name), power: 2, toughness: 2, faceDown: true, abilities: [] }
`);
  assert.deepEqual(messages(r), []);
});

test('log events: one event citing a rule (or a subrule of it) with the text in its own words, counted', () => {
  const text = (events: string) => `name: events
source: "CR 704.5g"
turn: { number: 3, active: Alice, step: main1 }
players:
  - name: Alice
    hand: [Lightning Bolt]
    battlefield: [Mountain]
  - name: Bob
    battlefield: [Grizzly Bears]
script:
  - cast: Lightning Bolt
    targets: [Grizzly Bears]
  - pass: all
expect:
  log:
    events: ${events}
`;
  assert.deepEqual(messages(play(text(`[{ rule: "704.5g", text: Grizzly Bears }, { rule: "704.5", count: 1 }, { rule: "601.2c", text: "Lightning Bolt targets Grizzly Bears" }]`))), []);
  assert.deepEqual(messages(play(text(`[{ rule: "704.5g", text: Lightning Bolt }, { rule: "704", count: 2 }]`))), [
    "15: expected an event citing 704.5g saying 'Lightning Bolt', found 0",
    '15: expected 2 × an event citing 704, found 1',
  ]);
});

test('answers are read against the pending options first: a name is not ambiguous when only one such option is legal', () => {
  const r = play(`name: targets among the options
source: "CR 601.2c, 702.26b"
turn: { number: 3, active: Alice, step: main1 }
players:
  - name: Alice
    hand: [Lightning Bolt]
    battlefield: [Mountain]
  - name: Bob
    battlefield: [{ card: Grizzly Bears, phasedOut: true }, Grizzly Bears]
script:
  - cast: Lightning Bolt
  - answer: [Grizzly Bears]
  - pass: all
expect:
  zones: { Bob: { graveyard: [Grizzly Bears], battlefield: [Grizzly Bears] } }
`);
  assert.deepEqual(messages(r), []);
});

test('advance answers the decisions on its way when told how; otherwise it stops and says how to', () => {
  const text = (answers: string) => `name: advance answers
source: "CR 514.1"
turn: { number: 3, active: Alice, step: main2 }
players:
  - name: Alice
    hand: [Island, Island, Island, Island, Island, Island, Island, Forest]
  - name: Bob
script:
  - advance: upkeep
${answers}expect:
  turn: { number: 4, step: upkeep }
  zones: { Alice: { hand: [Island, Island, Island, Island, Island, Island, Island] } }
`;
  assert.deepEqual(messages(play(text('    answers: { chooseObjects: [Forest] }\n'))), []);
  const stopped = play(text(''));
  assert.match(messages(stopped).find((m) => m.includes('advance')) ?? '', /advance stopped: a chooseObjects decision pends \(CR 514\.1.*give advance `answers: \{ chooseObjects: \.\.\. \}` or `answers: suggested`/);
  assert.ok(stopped.failures.filter((f) => !f.message.includes('advance')).every((f) => f.knockOn), 'later failures are knock-on');
});

test('CR 306.5b: a planeswalker set up on the battlefield has its printed loyalty unless counters are given', () => {
  const r = play(`name: loyalty
source: "CR 306.5b"
players:
  - name: Alice
    battlefield: ["Chandra, Dressed to Kill"]
  - name: Bob
    battlefield: [{ card: "Chandra, Dressed to Kill", counters: { loyalty: 7 } }]
expect:
  objects:
    - { ref: "Chandra, Dressed to Kill@Alice", loyalty: 3 }
    - { ref: "Chandra, Dressed to Kill@Bob", loyalty: 7 }
`);
  assert.deepEqual(messages(r), []);
});

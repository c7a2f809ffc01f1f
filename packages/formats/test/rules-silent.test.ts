import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultRegistry, referenceNames } from '@arbiter/cards';
import { formatScenarioError, parseScenario, runScenario } from '../src/index';

/**
 * "Rules silent" means flagged, every time (../shared/spec/rulesets.md): for every row where the official rules
 * are silent and `cr` takes a stated fallback, the scenario that reaches the fallback logs an event citing the
 * row's rule with `[rules silent]` under `cr`, and none under the amendment that gives the rules an answer.
 */
const cards = defaultRegistry();
const names = referenceNames(cards);
const root = join(import.meta.dirname, '../../../scenarios');

function run(text: string, file: string): string[] {
  const parsed = parseScenario(text, file, { cardNames: names });
  assert.deepEqual(parsed.errors.map(formatScenarioError), [], 'scenario parses');
  const r = runScenario(parsed.scenario!, cards);
  assert.ok(r.passed, `${file}: ${r.failures.map((f) => `${f.loc.line}: ${f.message}`).join('\n')}`);
  return r.log;
}

const silentCiting = (log: string[], rule: string) => log.filter((l) => l.endsWith('[rules silent]') && new RegExp(`^CR [^:]*\\b${rule.replace('.', '\\.')}\\b`).test(l));

/** Each row: the switch, the rule the flag cites, and the cr / amended scenarios that reach the fallback. */
const ROWS: { row: string; rule: string; cr: string; amended: string }[] = [
  { row: 'copyOfAnyObject (a copy made from a token stays, 704.5e)', rule: '704.5e', cr: 'rulesets/prepared-token-leaves-cr.yaml', amended: 'rulesets/prepared-token-leaves-amended.yaml' },
  { row: 'copyOwnerIsCreator (the owner of a rule-made copy in exile is its creator)', rule: '112.2a', cr: 'rulesets/joined-researchers-ownership-cr.yaml', amended: 'rulesets/joined-researchers-ownership-amended.yaml' },
  { row: 'hybridColorlessProduction (106.8 covers no colorless half)', rule: '106.8', cr: 'rulesets/elemental-resonance-colorless-hybrid-cr.yaml', amended: 'rulesets/elemental-resonance-colorless-hybrid-amended.yaml' },
  { row: 'sagaSingleIntrinsic ("a number between one and 0")', rule: '714.3b', cr: 'rulesets/barbara-wright-blood-moon-urzas-saga-cr.yaml', amended: 'rulesets/barbara-wright-blood-moon-urzas-saga-amended.yaml' },
  { row: 'spryAndMightyIfYouDo (X with one creature is 0)', rule: '609.3', cr: 'rulesets/spry-and-mighty-one-creature-cr.yaml', amended: 'rulesets/spry-and-mighty-one-creature-amended.yaml' },
];

for (const r of ROWS) {
  test(`spec/rulesets.md, rules silent — ${r.row}: flagged citing ${r.rule} under cr, not under amended`, () => {
    const cr = run(readFileSync(join(root, r.cr), 'utf8'), r.cr);
    assert.ok(silentCiting(cr, r.rule).length > 0, `${r.cr} logs no [rules silent] event citing ${r.rule}:\n${cr.join('\n')}`);
    const amended = run(readFileSync(join(root, r.amended), 'utf8'), r.amended);
    assert.deepEqual(silentCiting(amended, r.rule), [], r.amended);
  });
}

/** nameChoiceAltCharsOnly: Meddling Mage ("choose a nonland card name") names an Omen (Bloomvine Regent's Claim Territory). */
const omenNaming = (ruleset: string) => `name: Meddling Mage names an Omen
source: "CR 201.4f, 720.5; spec/rulesets.md nameChoiceAltCharsOnly"
ruleset: ${ruleset}
turn: { number: 3, active: Alice, step: main1 }
players:
  - name: Alice
    hand: [Meddling Mage]
    battlefield: [Plains, Island]
  - name: Bob
script:
  - cast: Meddling Mage
  - pass: all
  - answer: Claim Territory
expect:
  log: { contains: ["(chose Claim Territory)"] }
`;

test('spec/rulesets.md, rules silent — nameChoiceAltCharsOnly (an Omen\'s name under a constraint): flagged citing 201.4f under cr, not under amended', () => {
  assert.ok(silentCiting(run(omenNaming('cr'), 'omen-cr.yaml'), '201.4f').length > 0);
  assert.deepEqual(silentCiting(run(omenNaming('amended'), 'omen-amended.yaml'), '201.4f'), []);
  // A prepare spell's name (seed 002 gives the answer) is not flagged.
  assert.deepEqual(silentCiting(run(readFileSync(join(root, 'naming/meddling-mage-names-prepare-spell.yaml'), 'utf8'), 'prepare.yaml'), '201.4f'), []);
});

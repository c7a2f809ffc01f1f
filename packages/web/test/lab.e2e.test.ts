/**
 * The rules lab in a real browser (issue 11 items 4–6, 8): built-in scenarios run and pass, rule numbers
 * show their text, the ruleset diff names the switches responsible, a broken text shows a located error and
 * survives a reload, and Save writes YAML the scenario parser accepts. Set ARBITER_SCREENSHOTS=<dir> to keep
 * screenshots of the main screens.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { parseScenario } from '@arbiter/formats';
import { openApp, type App } from './browser';

let app: App;
before(async () => { app = await openApp(); });
after(async () => { await app?.close(); });

const shots = process.env.ARBITER_SCREENSHOTS;
async function shot(page: Page, name: string): Promise<void> {
  if (shots) await page.screenshot({ path: join(shots, `${name}.png`) });
}

async function openLab(): Promise<Page> {
  const page = await app.page();
  await page.getByRole('button', { name: 'Lab' }).click();
  await page.locator('.scenario-editor .cm-content').waitFor();
  return page;
}

/** Opens a built-in scenario by its path and waits until the worker has checked it. */
async function openBuiltIn(page: Page, path: string): Promise<void> {
  const picker = page.locator('details.scenario-picker');
  if (await picker.getAttribute('open') === null) await picker.locator('summary').click();
  await page.getByLabel('Search built-in scenarios').fill(path.split('/').pop()!.replace('.yaml', ''));
  await page.locator(`.scenario-list button[data-path="${path}"]`).click();
  await page.locator('.lab-errors .ok').waitFor();
}

test('a built-in prepare scenario runs and passes; its log cites 722.3c and the rule text opens; stepping back shows the setup; the inspector explains Jump (722.2)', async () => {
  const page = await openLab();
  await openBuiltIn(page, 'scenarios/prepare/aviator-attacks-prepared-cast-jump.yaml');
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await page.locator('.verdict[data-verdict="PASS"]').waitFor();
  await shot(page, 'lab');

  const rule = page.locator('.log .rule-number[data-rule="722.3c"]').first();
  await rule.click();
  const popover = page.locator('.log .rule-popover.pinned').first();
  await popover.getByText(/^722\.3c /).waitFor();
  assert.match(await popover.innerText(), /prepared/);
  await shot(page, 'rule-popover');
  await rule.click();

  // The end of the run: the copy of Jump was cast, so the Aviator is no longer prepared.
  assert.equal(await page.locator('.lab-board .card[data-name="Encouraging Aviator"] .badge-prepared').count(), 0);
  await page.getByLabel('To the setup').click();
  await page.locator('.frame-label[data-frame="0"]').waitFor();
  assert.match(await page.locator('.frame-label').innerText(), /setup/);
  // Step forward to the point where the attack trigger has resolved: the Aviator is prepared, Jump waits in exile.
  const labels = await page.getByLabel('Go back to a decision').locator('option').allInnerTexts();
  const cast = labels.findIndex((l) => /casts Jump/.test(l));
  assert.ok(cast > 0, `a frame for casting Jump: ${labels.join(' | ')}`);
  await page.getByLabel('Go back to a decision').selectOption(String(cast - 1));
  await page.locator(`.frame-label[data-frame="${cast - 1}"]`).waitFor();
  await page.locator('.lab-board .card[data-name="Encouraging Aviator"] .badge-prepared').waitFor();

  await page.locator('.lab-board .prepare-copy .card[data-name="Jump"]').click();
  const inspector = page.locator('.inspector');
  await inspector.locator('.face.in-use[data-role="prepare spell (722.2)"]').waitFor();
  assert.match(await inspector.innerText(), /Target creature gains flying until end of turn\./);
  await page.locator('.lab-board .card[data-name="Encouraging Aviator"]').click();
  await inspector.getByText('Encouraging Aviator (', { exact: false }).first().waitFor();
  assert.match(await inspector.locator('.face.in-use').innerText(), /Whenever this creature attacks, it becomes prepared/);
  assert.match(await inspector.locator('.inspector-result').innerText(), /Encouraging Aviator: Creature — Bird Wizard, U 2\/3, controller Alice; abilities: flying/);

  // Layers with effects: Humility and Opalescence (613.7 timestamps in layer 7b).
  await inspector.getByRole('button', { name: 'Close the inspector' }).click();
  await openBuiltIn(page, 'scenarios/core/layers/humility-then-opalescence.yaml');
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await page.locator('.verdict[data-verdict="PASS"]').waitFor();
  await page.locator('.lab-board .card[data-name="Humility"]').click();
  await inspector.locator('.layer-steps').getByText('layer 7b').first().waitFor();
  const steps = await inspector.locator('.layer-steps li').allInnerTexts();
  assert.ok(steps.some((s) => /layer 4.*Opalescence/s.test(s)), steps.join('\n'));
  assert.ok(steps.some((s) => /layer 7b.*timestamp \d+/s.test(s)), steps.join('\n'));
  assert.match(await inspector.locator('.inspector-result').innerText(), /4\/4/);
  await shot(page, 'inspector');
  // The card faces show the current characteristics from the view (613.1f): no abilities under Humility.
  const angel = page.locator('.lab-board .card[data-name="Serra Angel"]');
  assert.equal((await angel.locator('.card-text').innerText()).trim(), '', 'Serra Angel has lost flying and vigilance');
  assert.match(await angel.locator('.card-text').getAttribute('title') ?? '', /Flying/, 'the printed text is on hover');
  assert.equal(await angel.locator('.card-pt').innerText(), '1/1');
  assert.equal((await page.locator('.lab-board .card[data-name="Humility"] .card-text').innerText()).trim(), '');
  assert.match(await page.locator('.lab-board .card[data-name="Humility"] .card-type').innerText(), /Enchantment Creature/);
  assert.match(await page.locator('.lab-board .card[data-name="Opalescence"] .card-text').innerText(), /Each other non-Aura enchantment/);
  await page.close();
});

test('switching to amended shows the diff with the switches responsible (prepareUnprepareOnLeave, 722.3c)', async () => {
  const page = await openLab();
  await openBuiltIn(page, 'scenarios/rulesets/prepared-copy-leaves-with-its-owner-cr.yaml');
  await page.getByRole('button', { name: 'Diff', exact: true }).click();
  const panel = page.locator('.diff-panel');
  await panel.waitFor();
  assert.match(await panel.locator('.responsible').innerText(), /prepareUnprepareOnLeave/);
  assert.ok(await panel.locator('tr.only-b', { hasText: 'becomes unprepared as its copy leaves exile' }).count() > 0);
  assert.ok(await panel.locator('tr.only-a', { hasText: 'stays prepared though its copy left exile' }).count() > 0);
  await shot(page, 'diff');

  // The same scenario run under amended fails: its expectations are the official rules'.
  await page.getByLabel('Run under ruleset').selectOption('amended');
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await page.locator('.verdict[data-verdict="FAIL"]').waitFor();
  assert.ok(await page.locator('.failures li').count() > 0);
  await page.close();
});

test('a malformed YAML shows a located error and loses nothing across a reload; the board editor and Save give YAML the parser accepts', async () => {
  const page = await openLab();
  await openBuiltIn(page, 'scenarios/foundation/bolt-kills-bears.yaml');
  const editor = page.locator('.scenario-editor .cm-content');
  const broken = 'name: broken on purpose\nplayers:\n  - name: Alice\n    battlefield: [Grizly Bears]\n  - name: Bob\nscript: [{ pass: nobody }]\n';
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(broken);
  const errorsBox = page.locator('.lab-errors .located-error');
  await errorsBox.first().waitFor();
  const errors = await errorsBox.allInnerTexts();
  assert.ok(errors.some((e) => /:4:\d+: .*Grizly Bears/.test(e)), errors.join('\n'));
  assert.equal(await page.getByRole('button', { name: 'Run', exact: true }).isDisabled(), true);

  await page.reload();
  await page.locator('.scenario-editor .cm-content').waitFor();
  assert.match(await page.locator('.scenario-editor .cm-content').innerText(), /battlefield: \[Grizly Bears\]/);
  await page.locator('.lab-errors .located-error').first().waitFor();

  await openBuiltIn(page, 'scenarios/foundation/bolt-kills-bears.yaml');
  await page.getByRole('button', { name: 'Board editor' }).click();
  await page.getByLabel('Card to add').fill('Llanowar Elves');
  await page.getByLabel('Zone to add to').selectOption('battlefield');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.locator('.setup-editor tr[data-card="Llanowar Elves"]').waitFor();
  await page.locator('.setup-editor tr[data-card="Llanowar Elves"] input[type=checkbox]').first().click();
  await page.locator('.setup-editor tr[data-card="Llanowar Elves"] input[type=checkbox]:checked').first().waitFor();
  await page.locator('.lab-errors .ok').waitFor();
  assert.match(await page.locator('.scenario-editor .cm-content').innerText(), /battlefield: \[Mountain, \{ ?card: Llanowar Elves, tapped: true ?\}\]/);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save' }).click()]);
  const saved = await readFile((await download.path())!, 'utf8');
  const parsed = parseScenario(saved, download.suggestedFilename());
  assert.deepEqual(parsed.errors, []);
  assert.ok(parsed.scenario!.players[0].battlefield.some((o) => o.card === 'Llanowar Elves' && o.tapped));
  await page.close();
});

test('right-clicking a card on the play table opens the inspector with its Oracle text; an opponent\'s hidden card offers none', async () => {
  const page = await app.page();
  await page.getByLabel('Seed').fill('7');
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.locator('.decision[data-kind="mulligan"]').waitFor();
  const card = page.locator('.player-area .zone-hand .card[data-name]').first();
  const name = (await card.getAttribute('data-name'))!;
  await card.click({ button: 'right' });
  const inspector = page.locator('.inspector-overlay .inspector');
  await inspector.locator('.face.in-use').waitFor();
  assert.ok((await inspector.locator('.inspector-head').innerText()).startsWith(name));
  assert.match(await inspector.innerText(), /in hand · owner /);
  await inspector.getByRole('button', { name: 'Close the inspector' }).click();
  assert.equal(await page.locator('.card-back[title]').count(), 0, 'hidden cards have no inspect gesture');
  await page.close();
});

test('undo to an earlier decision and play on: the run continues from there as a new branch, and the branch can be stepped through', async () => {
  const page = await openLab();
  await openBuiltIn(page, 'scenarios/prepare/aviator-attacks-prepared-cast-jump.yaml');
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await page.locator('.verdict[data-verdict="PASS"]').waitFor();
  const goBack = page.getByLabel('Go back to a decision');
  const labels = await goBack.locator('option').allInnerTexts();
  const cast = labels.findIndex((l) => /casts Jump/.test(l));
  await goBack.selectOption(String(cast - 1));
  await page.locator(`.frame-label[data-frame="${cast - 1}"]`).waitFor();
  // Instead of casting the prepared copy of Jump (722.3c), Alice passes.
  await page.getByRole('button', { name: 'Play on from here' }).click();
  await page.locator('.play-on .decision[data-kind="priority"]').waitFor();
  await page.locator('.play-on').getByRole('button', { name: 'Pass priority', exact: true }).click();
  await page.locator(`.frame-label[data-frame="${cast}"]`).waitFor();
  assert.match(await page.locator('.frame-label').innerText(), /Alice passes priority/);
  assert.equal(await page.locator('.branched').getAttribute('data-branched-at'), String(cast - 1));
  assert.equal(await goBack.locator('option').count(), cast + 1, 'the scripted points after the branch are gone');
  assert.equal(await page.locator('.lab-board .stack .card[data-name="Jump"]').count(), 0);
  await shot(page, 'lab-play-on');
  // Play goes on from the new point; stepping back and forth walks the branch.
  await page.locator('.play-on').getByRole('button', { name: 'Pass priority', exact: true }).click();
  await page.locator(`.frame-label[data-frame="${cast + 1}"]`).waitFor();
  await page.getByLabel('Step back').click();
  await page.locator(`.frame-label[data-frame="${cast}"]`).waitFor();
  assert.match(await page.locator('.frame-label').innerText(), /Alice passes priority/);
  await page.getByLabel('Step forward').click();
  await page.locator(`.frame-label[data-frame="${cast + 1}"]`).waitFor();
});

test('a built-in prototype scenario opened, edited on the board, run, diffed and saved without a terminal; the saved file is the original plus the edit', async () => {
  const path = 'scenarios/prototype/cast-prototyped-characteristics.yaml';
  const original = await readFile(join(import.meta.dirname, '../../..', path), 'utf8');
  const page = await openLab();
  await openBuiltIn(page, path);
  await page.getByRole('button', { name: 'Board editor' }).click();
  await page.getByLabel('Card to add').fill('Island');
  await page.getByLabel('Player to add to').selectOption({ label: 'Bob' });
  await page.getByLabel('Zone to add to').selectOption('exile');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.locator('.setup-editor tr[data-card="Island"]').waitFor();
  await page.locator('.lab-errors .ok').waitFor();
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await page.locator('.verdict[data-verdict="PASS"]').waitFor();
  assert.equal(await page.locator('.lab-board .battlefield .card[data-name="Blitz Automaton"] .card-pt').innerText(), '3/2');
  await page.getByRole('button', { name: 'Diff', exact: true }).click();
  await page.locator('.diff-panel').waitFor();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save' }).click()]);
  const saved = await readFile((await download.path())!, 'utf8');
  assert.equal(saved, original.replace('  - name: Bob\n', '  - name: Bob\n    exile: [Island]\n'), 'only the edit changed the text');
  await page.close();
});

test('CR 700.2d: a spell whose modes may be chosen more than once is announced with a count per mode, played on from a scenario', async () => {
  const page = await openLab();
  await openBuiltIn(page, 'scenarios/sos/modes/inline-same-mode-and-up-to-x.yaml');
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await page.locator('.verdict[data-verdict="PASS"]').waitFor();
  await page.getByLabel('To the setup').click();
  await page.locator('.frame-label[data-frame="0"]').waitFor();
  await page.getByRole('button', { name: 'Play on from here' }).click();
  await page.locator('.play-on .decision[data-kind="priority"]').waitFor();
  await page.locator('.play-on').getByRole('button', { name: /Cast Test Lesson/ }).click();
  const draw = page.locator('.play-on').getByLabel('times: Draw a card.');
  await draw.waitFor();
  await draw.fill('2');
  await page.locator('.play-on').getByLabel('times: You gain 2 life.').fill('1');
  await shot(page, 'lab-same-mode-again');
  assert.equal(await draw.inputValue(), '2');
  // Announced: the draw mode twice and the life mode once (the engine takes it; the next decision is the payment's).
  await page.locator('.play-on').getByRole('button', { name: 'Announce' }).click();
  await page.locator('.play-on .decision:not([data-kind="announce"])').waitFor();
  await page.close();
});

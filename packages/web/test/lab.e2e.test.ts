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
  await page.locator('.scenario-picker summary').click();
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
  await shot(page, 'inspector');
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

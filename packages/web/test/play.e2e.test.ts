import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { openApp, type App } from './browser';
import { preparedCopyReplay, prototypeReplay, triggerReplay } from './positions';

/** Set ARBITER_SCREENSHOTS=<dir> to keep the screenshot of a game against the computer. */
const shots = process.env.ARBITER_SCREENSHOTS;
let app: App;
before(async () => { app = await openApp(); });
after(async () => { await app?.close(); });

/** Waits until the worker has answered what the page last sent. */
const settled = (page: Page) => page.locator('.table:not(.is-busy)').waitFor();

/** Opens a replay file through the setup screen, as a person would. */
async function openReplay(page: Page, text: string): Promise<void> {
  const file = join(mkdtempSync(join(tmpdir(), 'arbiter-replay-')), 'position.json');
  writeFileSync(file, text);
  await page.getByLabel('Replay file').setInputFiles(file);
}

/** Answers casting decisions (targets, payment, ...) with what the engine suggests, until priority comes back. */
async function answerSuggested(page: Page): Promise<void> {
  for (let i = 0; i < 10; i++) {
    await settled(page);
    if ((await page.locator('.decision').getAttribute('data-kind')) === 'priority') return;
    await page.locator('.decision button.primary').click();
  }
}

/** A hot-seat game (both seats people; the setup offers the computer as the second seat) from the sample decks or lists. */
async function startGame(page: Page, seed: number, decks?: [string, string]): Promise<void> {
  await page.getByLabel('Seed').fill(String(seed));
  await page.getByLabel('Seat 2 kind').selectOption('person');
  if (decks) {
    for (const [i, list] of decks.entries()) {
      await page.getByLabel(`Seat ${i + 1} deck`, { exact: true }).selectOption('paste');
      await page.getByLabel(`Seat ${i + 1} deck list`).fill(list);
    }
  }
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.locator('.decision[data-kind="mulligan"]').waitFor();
}

test('a hot-seat game starts: both players, hidden hands, the mulligan (103.5); space passes, ctrl+z undoes; an illegal click shows the engine\'s error with its rule', async () => {
  const page = await app.page();
  await startGame(page, 7);
  assert.match(await page.locator('.decision-head').innerText(), /CR 103\.5/);
  assert.equal(await page.locator('.player-area').count(), 2);
  await page.getByRole('button', { name: 'Keep' }).click();
  await page.getByRole('button', { name: 'Keep' }).click();
  await page.locator('.decision[data-kind="priority"]').waitFor();
  assert.match(await page.locator('.turn-bar').innerText(), /Turn 1/);
  // Hot seat: the deciding player's hand is shown, the opponent's face down; the judge sees both.
  const viewer = await page.locator('.player-area.has-priority').getAttribute('data-player');
  const other = viewer === 'p1' ? 'p2' : 'p1';
  assert.equal(await page.locator(`[data-player="${other}"] .zone-hand .card-back`).count(), 7);
  // The box follows the worker's view (it flips when the judge's view arrives), so click and wait.
  await page.getByLabel('Judge view').click();
  await settled(page);
  await page.locator('.viewer', { hasText: 'the judge' }).waitFor();
  assert.equal(await page.locator(`[data-player="${other}"] .zone-hand .card-back`).count(), 0);
  await page.getByLabel('Judge view').click();
  await settled(page);
  await page.locator('.viewer', { hasText: 'the judge' }).waitFor({ state: 'detached' });
  // Space passes priority; ctrl+z goes back to the decision (the worker keeps the earlier state).
  const logLength = async () => Number(await page.locator('.log .count').innerText());
  const before = { log: await logLength(), head: await page.locator('.decision-head').innerText() };
  await page.locator('.turn-bar').click();
  await page.keyboard.press(' ');
  await settled(page);
  assert.ok((await logLength()) > before.log, 'passing priority moved the game on');
  await page.keyboard.press('Control+z');
  await settled(page);
  assert.deepEqual({ log: await logLength(), head: await page.locator('.decision-head').innerText() }, before);
  // A card in hand that can't be cast now (no lands yet): the click is sent anyway, the engine refuses the cast
  // (it never begins a cast it can't complete), and the page shows why, citing the rule.
  await page.locator(`[data-player="${viewer}"] .zone-hand .card:not(.is-candidate)`).first().click();
  await settled(page);
  const refusal = page.getByRole('alert').filter({ hasText: 'Not allowed' });
  await refusal.waitFor();
  assert.match(await refusal.innerText(), /CR \d{3}(\.\d+[a-z]?)?\)?: .+/);
  assert.equal(await page.locator('.decision').getAttribute('data-kind'), 'priority', 'the refused cast changed nothing (733.1)');
});

test('issue 12: a new game opens against the computer; it decides on its own, the log shows its decisions, and its reasoning on request', async () => {
  const page = await app.page();
  assert.equal(await page.getByLabel('Seat 2 kind').inputValue(), 'easy', 'the second seat is the computer');
  await page.getByLabel('Seed').fill('5');
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.locator('.decision[data-kind="mulligan"]').waitFor();
  await page.getByRole('button', { name: 'Keep' }).click();
  const decisions = page.locator('.log-line.computer-decision');
  // The person passes (space) or takes the suggested answer until the computer has acted on its own turn.
  for (let i = 0; i < 80 && (await decisions.filter({ hasNotText: /: (keep|mulligan|bottom)/ }).count()) === 0; i++) {
    await settled(page);
    if ((await page.locator('.decision').getAttribute('data-kind')) === 'priority') await page.getByRole('button', { name: 'Pass priority', exact: true }).click();
    else await page.locator('.decision button.primary').click();
  }
  await settled(page);
  const acted = decisions.filter({ hasNotText: /: (keep|mulligan|bottom)/ });
  assert.ok(await acted.count(), 'the computer acted in the game');
  assert.match(await acted.first().innerText(), /^computer\s*Bob \(computer, easy\): \S/);
  assert.match(await page.locator('.viewer').innerText(), /Viewing as Alice/, 'the table stays the person\'s view');
  const bob = (await page.locator('.player-area', { hasText: 'Bob' }).first().getAttribute('data-player'))!;
  assert.ok((await page.locator(`[data-player="${bob}"] .zone-hand .card-back`).count()) > 0, "the computer's hand stays hidden");
  assert.equal(await page.locator('.reasoning').count(), 0, 'the reasoning only on request');
  // Alice's hand holds several Islands (seed 5): one button plays one of them, with their count.
  const labels = await page.locator('.decision .options button').allInnerTexts();
  assert.equal(new Set(labels).size, labels.length, `one button per distinct action: ${labels.join(' | ')}`);
  assert.ok(labels.some((l) => /^Play Island \(\d in hand\)$/.test(l)), labels.join(' | '));
  await page.getByLabel("computer's reasoning").check();
  assert.match(await page.locator('.computer-decision .reasoning').last().innerText(), /heuristic: /);
  if (shots) {
    await acted.first().scrollIntoViewIfNeeded();
    await page.locator('.log').screenshot({ path: join(shots, 'computer-log.png') });
  }
  // A reload of the page brings the computer's decision lines back, with their reasoning, in their places in the log.
  const log = async () => ({ lines: await page.locator('.log .log-line').allInnerTexts(), decisions: await decisions.allInnerTexts() });
  const before = await log();
  await page.reload();
  await page.locator('.decision').waitFor();
  await settled(page);
  await page.getByLabel("computer's reasoning").check();
  assert.deepEqual(await log(), before, 'the same log, computer decisions and their reasoning included');
});

test('CR 722.3c: a prepared permanent shows its exiled copy beside it; casting the copy from the table unprepares it (logged with 722.3c)', async () => {
  const { text, copyCard } = preparedCopyReplay();
  const page = await app.page();
  await openReplay(page, text);
  const copy = page.locator('.prepare-copy .card');
  await copy.first().waitFor();
  assert.equal(await page.locator('.decision').getAttribute('data-kind'), 'priority');
  const spell = copyCard.split(' // ')[1];
  assert.equal(await page.locator(`.prepare-copy .card[data-name="${spell}"]`).count() >= 1, true, `the copy of ${spell} is beside its permanent`);
  await page.locator(`.prepare-copy .card[data-name="${spell}"]`).first().click();
  await answerSuggested(page);
  const line = page.locator('.log-line[data-rules~="722.3c"]', { hasText: 'becomes unprepared as its prepare spell is cast' });
  await line.first().waitFor();
  assert.equal(await page.locator('.log-line .rule-number[data-rule="722.3c"]').count() > 0, true);
});

test('CR 718.3: a prototype card from a sample deck (decks/naya-replacement.txt) cast as prototype from the hand enters with its prototype P/T', async () => {
  const { text, card } = prototypeReplay();
  const page = await app.page();
  await openReplay(page, text);
  await page.locator('.decision[data-kind="priority"]').waitFor();
  await settled(page);
  const inHand = page.locator(`[data-player="p1"] .zone-hand .card[data-name="${card}"]`).first();
  await inHand.click();
  // With mana for both, the card offers both casts and the click lists them; choose "as prototype".
  await settled(page);
  const option = page.getByRole('button', { name: `Cast ${card} as prototype` });
  if (await option.count()) await option.click();
  await answerSuggested(page);
  const stack = page.locator('.stack .card');
  assert.equal(await stack.getAttribute('data-name'), card, 'the prototyped spell is on the stack');
  assert.match(await stack.innerText(), /\b3\/2\b/, 'as a spell it has the prototype P/T (718.3b)');
  // Both players pass: it resolves.
  for (let i = 0; i < 4 && (await stack.count()); i++) {
    await page.getByRole('button', { name: 'Pass priority', exact: true }).click();
    await settled(page);
  }
  const permanent = page.locator(`[data-player="p1"] .battlefield .card[data-name="${card}"]`).last();
  await permanent.waitFor();
  assert.equal(await permanent.locator('.card-pt').innerText(), '3/2', 'Blitz Automaton prototyped is a 3/2 (718.3b), not 6/4');
  assert.equal(await permanent.locator('.mana-cost').getAttribute('aria-label'), '{2}{R}', 'with the prototype mana cost (718.3b)');
});

test('CR 117.3, 603.3: "always pass on this trigger" from the stack: the worker passes for the player while that trigger is on top', async () => {
  const page = await app.page();
  await openReplay(page, triggerReplay());
  await page.locator('.decision[data-kind="priority"]').waitFor();
  await settled(page);
  // Alice asks to be stopped whenever she gets priority: only the yield will pass for her.
  await page.locator('.stops summary').click();
  await page.getByLabel('Pass automatically when nothing I could do matters').uncheck();
  await settled(page);
  const life = async () => Number(await page.locator('[data-player="p1"] .life').innerText().then((t) => t.match(/-?\d+/)![0]));
  const before = await life();
  await page.locator('[data-player="p1"] .zone-hand .card[data-name="Soul Warden"]').first().click();
  await answerSuggested(page);
  await page.getByRole('button', { name: 'Pass priority', exact: true }).click(); // the Warden resolves (Bob has nothing to do)
  await settled(page);
  const yieldButton = page.getByRole('button', { name: 'Always pass on this trigger' });
  await yieldButton.waitFor();
  assert.equal(await page.locator('.stack .stack-item').count(), 1, 'the first Warden\'s trigger is on the stack, Alice is asked');
  await yieldButton.click();
  await settled(page);
  assert.equal(await page.locator('.stack .stack-item').count(), 0, 'the worker passed for Alice and the trigger resolved');
  assert.equal(await life(), before + 1);
  assert.match(await page.locator('.yields').innerText(), /Always pass on Soul Warden: Whenever another creature enters, you gain 1 life\./);
});

/**
 * A hot-seat game (seed 7) past both mulligans and one pass, and what a restored game must give back: the decision,
 * the turn, the log's length and the hand of the player with priority.
 */
async function gameUnderWay() {
  const page = await app.page();
  await startGame(page, 7);
  await page.getByRole('button', { name: 'Keep' }).click();
  await page.getByRole('button', { name: 'Keep' }).click();
  await page.locator('.decision[data-kind="priority"]').waitFor();
  await page.getByRole('button', { name: 'Pass priority', exact: true }).click();
  await settled(page);
  const snapshot = async () => ({
    head: await page.locator('.decision-head').innerText(), turn: await page.locator('.turn-bar').innerText(),
    log: await page.locator('.log .count').innerText(), hand: await page.locator('.player-area.has-priority .zone-hand .card').count(),
  });
  return { page, snapshot };
}

test('a worker that dies is reported with "Reload the last good state": a fresh worker continues the game from the same decision', async () => {
  const { page, snapshot } = await gameUnderWay();
  const before = await snapshot();
  // An uncaught exception kills the engine's worker from outside the session's own guard.
  const engine = page.workers().find((w) => w.url().includes('engine.worker'));
  assert.ok(engine, 'the engine runs in a worker');
  await engine.evaluate(() => { setTimeout(() => { throw new Error('test: the engine worker failed'); }); });
  const banner = page.getByRole('alert').filter({ hasText: 'The engine stopped' });
  await banner.waitFor();
  assert.match(await banner.innerText(), /test: the engine worker failed/);
  await banner.getByRole('button', { name: 'Reload the last good state' }).click();
  await page.locator('.decision[data-kind="priority"]').waitFor();
  await settled(page);
  assert.deepEqual(await snapshot(), before, 'the same decision, turn, log and hand');
  assert.equal(await banner.count(), 0);
  await page.getByRole('button', { name: 'Pass priority', exact: true }).click();
  await settled(page);
  assert.notEqual(await page.locator('.log .count').innerText(), before.log, 'the game goes on in the new worker');
});

test('a reload of the page loses nothing: the game comes back at the same decision, with its log, turn and hand', async () => {
  const { page, snapshot } = await gameUnderWay();
  const before = await snapshot();
  await page.reload();
  await page.locator('.decision[data-kind="priority"]').waitFor();
  await settled(page);
  assert.deepEqual(await snapshot(), before, 'the same decision, turn, log and hand');
  await page.getByRole('button', { name: 'New game' }).click();
  await page.reload();
  await page.getByRole('button', { name: 'Start game' }).waitFor();
  assert.equal(await page.locator('.table').count(), 0, 'a game left with New game is not brought back');
});

test('CR 104.2a: a whole game played by clicking only the offered controls ends with a winner', async () => {
  const page = await app.page();
  // Eight-card decks: the game ends by turn 4 at the latest (704.5b, drawing from an empty library), sooner by damage.
  const deck = '3 Mountain\n2 Forest\n1 Lightning Bolt\n2 Grizzly Bears\n';
  await startGame(page, 11, [deck, deck]);
  let seed = 11;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  for (let clicks = 0; clicks < 300; clicks++) {
    await settled(page);
    if (await page.locator('.turn-priority', { hasText: 'Game over' }).count()) break;
    const buttons = page.locator('.decision button:not([disabled])');
    const n = await buttons.count();
    const primary = page.locator('.decision button.primary');
    if (random() < 0.7 && (await primary.count())) await primary.first().click();
    else if (n) await buttons.nth(Math.floor(random() * n)).click();
  }
  const over = await page.locator('.turn-priority').innerText();
  assert.match(over, /Game over/);
  assert.equal(await page.locator('.badge-win').count(), 1, 'one player won');
});

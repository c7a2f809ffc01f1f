import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openApp, type App } from './browser';

let app: App;
before(async () => { app = await openApp(); });
after(async () => { await app?.close(); });

test('a hot-seat game starts from the setup form: turn bar, both players, the mulligan decision (103.5)', async () => {
  const page = await app.page();
  await page.getByLabel('Seed').fill('7');
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.locator('.decision[data-kind="mulligan"]').waitFor();
  assert.match(await page.locator('.decision-head').innerText(), /CR 103\.5/);
  assert.equal(await page.locator('.player-area').count(), 2);
  await page.getByRole('button', { name: 'Keep' }).click();
  await page.getByRole('button', { name: 'Keep' }).click();
  await page.locator('.decision[data-kind="priority"]').waitFor();
  assert.match(await page.locator('.turn-bar').innerText(), /Turn 1/);
});

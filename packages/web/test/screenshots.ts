/**
 * Takes the screenshots of docs/screenshots/ from the real app (not a test): `npm run screenshots`.
 * Builds, serves, opens chromium, and photographs the setup, the table with a prepared permanent, a casting
 * decision, the log with a rule's text, and a trigger on the stack offering "Always pass on this trigger".
 * The lab's pictures and the game against the computer come from their browser tests (ARBITER_SCREENSHOTS=docs/screenshots,
 * lab.e2e.test.ts and play.e2e.test.ts).
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openApp } from './browser';
import { preparedCopyReplay, triggerReplay } from './positions';

const OUT = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url));
mkdirSync(OUT, { recursive: true });
const app = await openApp();
try {
  const page = await app.page();
  const settled = () => page.locator('.table:not(.is-busy)').waitFor();
  await page.screenshot({ path: join(OUT, 'setup.png') });

  const { text, copyCard } = preparedCopyReplay();
  const file = join(mkdtempSync(join(tmpdir(), 'arbiter-shots-')), 'prepared.json');
  writeFileSync(file, text);
  await page.getByLabel('Replay file').setInputFiles(file);
  await page.locator('.prepare-copy .card').first().waitFor();
  await page.screenshot({ path: join(OUT, 'table.png'), fullPage: true });

  await page.locator(`.prepare-copy .card[data-name="${copyCard.split(' // ')[1]}"]`).first().click();
  await settled();
  await page.locator('.decision').screenshot({ path: join(OUT, 'decision.png') });
  for (let i = 0; i < 10 && (await page.locator('.decision').getAttribute('data-kind')) !== 'priority'; i++) {
    await page.locator('.decision button.primary').click();
    await settled();
  }
  const line = page.locator('.log-line[data-rules~="722.3c"]').last();
  await line.locator('.rule-number[data-rule="722.3c"]').click();
  await page.locator('.rule-popover').filter({ hasNotText: 'Loading' }).waitFor();
  await page.locator('.log').screenshot({ path: join(OUT, 'log-rule.png') });

  // A Soul Warden trigger on the stack: the player holding priority may always pass on it (117.3).
  const trigger = await app.page();
  const triggerFile = join(mkdtempSync(join(tmpdir(), 'arbiter-shots-')), 'trigger.json');
  writeFileSync(triggerFile, triggerReplay());
  await trigger.getByLabel('Replay file').setInputFiles(triggerFile);
  await trigger.locator('.decision[data-kind="priority"]').waitFor();
  await trigger.locator('.stops summary').click();
  await trigger.getByLabel('Pass automatically when nothing I could do matters').uncheck();
  await trigger.locator('.table:not(.is-busy)').waitFor();
  await trigger.locator('[data-player="p1"] .zone-hand .card[data-name="Soul Warden"]').first().click();
  for (let i = 0; i < 10 && !(await trigger.locator('.stack .card').count()); i++) {
    await trigger.locator('.table:not(.is-busy)').waitFor();
    await trigger.locator('.decision button.primary').click();
  }
  await trigger.getByRole('button', { name: 'Pass priority', exact: true }).click();
  await trigger.getByRole('button', { name: 'Always pass on this trigger' }).waitFor();
  await trigger.locator('.side').screenshot({ path: join(OUT, 'yield.png') });
  console.log(`screenshots written to ${OUT}`);
} finally {
  await app.close();
}

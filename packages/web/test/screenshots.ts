/**
 * Takes the screenshots of docs/screenshots/ from the real app (not a test): `npm run screenshots`.
 * Builds, serves, opens chromium, and photographs the setup, the table with a prepared permanent, a casting
 * decision, the log with a rule's text, and a refusal.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openApp } from './browser';
import { preparedCopyReplay } from './positions';

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
  console.log(`screenshots written to ${OUT}`);
} finally {
  await app.close();
}

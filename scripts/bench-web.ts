/**
 * Issue 11's quality bar measured in the real browser (Debian's chromium through playwright-core), not a test:
 *
 * 1. The bundle loads in under 2 s from localhost: a fresh browser context (empty cache) opens the app; the time
 *    from navigation start until the setup screen is on the page (`performance.now()` in the page).
 * 2. A step's view reaches the page in under 50 ms on a 100-permanent board: in the lab, a scenario of 100
 *    permanents (as `npm run bench:view`'s board) is run, and its decisions are answered with "Play on from
 *    here": each input goes to the worker, which steps the engine and posts the judge's view of the new state;
 *    the time from the click until the page shows it (the DOM updated, measured at the next animation frame).
 *
 *   npm run bench:web [-- --loads N --steps N]     (ARBITER_WEB_PREBUILT=1 reuses packages/web/dist)
 *
 * Run it with `nice` on a shared machine; figures go to docs/benchmarks.md with the machine, date and commit.
 */
import { chromium, type Page } from 'playwright-core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../packages/web/server/build';
import { DIST, serveApp } from '../packages/web/server/serve';
import { CHROMIUM } from '../packages/web/test/browser';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const loads = arg('loads', 10);
const steps = arg('steps', 40);

/** Each player: 20 lands, 24 creatures (some with +1/+1 counters), 5 Auras on creatures, Glorious Anthem. */
function boardScenario(): string {
  const player = (name: string) => {
    const lines: string[] = [];
    for (let i = 0; i < 20; i++) lines.push(`      - { card: ${i % 2 ? 'Forest' : 'Plains'}${i % 3 === 0 ? ', tapped: true' : ''} }`);
    for (let i = 0; i < 24; i++) lines.push(`      - { card: ${i % 2 ? 'Grizzly Bears' : 'Llanowar Elves'}, id: ${name}${i}${i % 4 === 0 ? ", counters: { '+1/+1': 1 }" : ''} }`);
    for (let i = 0; i < 5; i++) lines.push(`      - { card: Holy Strength, attachedTo: ${name}${23 - i} }`);
    lines.push('      - Glorious Anthem');
    return [`  - name: ${name}`, '    hand: [Grizzly Bears, Grizzly Bears, Grizzly Bears]', '    library: [Forest, Forest, Forest, Forest, Forest]', '    battlefield:', ...lines].join('\n');
  };
  return [
    'name: 100 permanents (bench:web)',
    'source: "issue 11 quality bar"',
    'turn: { number: 3, active: Alice, step: upkeep }',
    'players:', player('Alice'), player('Bob'), '',
  ].join('\n');
}

function summary(xs: number[]): string {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))].toFixed(1);
  return `p50 ${at(0.5)} ms · p90 ${at(0.9)} ms · max ${s[s.length - 1].toFixed(1)} ms (${s.length} samples)`;
}

/**
 * Click → the frame label shows `frame` (the new view is in the DOM), timed in the page. Written as page source:
 * tsx's helpers must not leak into the page.
 */
const STEP_IN_PAGE = `(expected) => new Promise((resolve, reject) => {
  const button = document.querySelector('.play-on .decision button.primary');
  if (!button) return reject(new Error('no decision to answer'));
  const t0 = performance.now();
  const observer = new MutationObserver(() => {
    if (document.querySelector('.frame-label')?.dataset.frame !== String(expected)) return;
    observer.disconnect();
    requestAnimationFrame(() => resolve(performance.now() - t0));
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  button.click();
})`;

async function timedStep(page: Page, frame: number): Promise<number> {
  return page.evaluate(`(${STEP_IN_PAGE})(${frame})`);
}

async function main(): Promise<void> {
  const outDir = process.env.ARBITER_WEB_PREBUILT ? null : mkdtempSync(join(tmpdir(), 'arbiter-bench-web-'));
  if (outDir) await buildApp(outDir);
  const { server, url } = await serveApp(0, outDir ?? DIST);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    const loadTimes: number[] = [];
    for (let i = 0; i < loads; i++) {
      const context = await browser.newContext(); // an empty cache each time
      const page = await context.newPage();
      await page.goto(url);
      await page.getByRole('button', { name: 'Start game' }).waitFor();
      loadTimes.push(await page.evaluate(() => performance.now()));
      await context.close();
    }
    console.log(`bundle load (navigation start → the app on screen, empty cache): ${summary(loadTimes)}`);

    const page = await browser.newPage({ viewport: { width: 1500, height: 1000 } });
    await page.goto(url);
    await page.getByRole('button', { name: 'Lab' }).click();
    await page.locator('.scenario-editor .cm-content').waitFor();
    await page.evaluate(`localStorage.setItem('arbiter.lab.text', ${JSON.stringify(boardScenario())}); localStorage.setItem('arbiter.lab.file', 'bench-100.yaml')`);
    await page.reload();
    await page.getByRole('button', { name: 'Lab' }).click();
    await page.locator('.lab-errors .ok').waitFor();
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await page.locator('.verdict').waitFor();
    const permanents = await page.locator('.lab-board .battlefield .card').count();
    await page.getByRole('button', { name: 'Play on from here' }).click();
    await page.locator('.play-on .decision').waitFor();
    const stepTimes: number[] = [];
    for (let i = 1; i <= steps; i++) stepTimes.push(await timedStep(page, i));
    console.log(`a step's view reaching the page (${permanents} permanents, click → new view in the DOM): ${summary(stepTimes)}`);
  } finally {
    await browser.close();
    server.close();
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  }
}

await main();

/**
 * Issue 17 §2 (done when): two browsers on one machine play each other through a real game server started here
 * (the app's files and the tables on one port, as `npm start` serves them). One creates a table, the other opens
 * its link and takes the free seat; both play through the same Table and DecisionPanel as the hot-seat game; one
 * reloads and gets its seat back at the same decision, and both get theirs back by themselves after the server
 * cuts their connections; an undo happens only when both agree. Every message the
 * two browsers received (their WebSocket frames, decoded) passes the server's hidden-information check
 * (packages/server/test/leak.ts), against the judge's states. Set ARBITER_SCREENSHOTS=<dir> to keep screenshots.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { chromium, type Browser, type Page } from 'playwright-core';
import { matchMaker } from '@colyseus/core';
import { decode } from '@colyseus/schema';
import { unpack } from '@colyseus/msgpackr';
import { defaultRegistry } from '@arbiter/cards';
import type { GameState } from '@arbiter/engine';
import { startServer, type RunningServer } from '@arbiter/server';
import { Player, type Received } from '../../server/test/harness';
import { findLeaks } from '../../server/test/leak';
import { buildApp } from '../server/build';
import { appRequests } from '../server/serve';
import { CHROMIUM } from './browser';

const shots = process.env.ARBITER_SCREENSHOTS;
async function shot(page: Page, name: string): Promise<void> {
  if (shots) await page.screenshot({ path: join(shots, `${name}.png`) });
}

let outDir: string;
let server: RunningServer;
let browser: Browser;
let url: string;
before(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'arbiter-web-'));
  await buildApp(outDir);
  server = await startServer({ port: 0, quiet: true, requests: appRequests(outDir) });
  url = `http://127.0.0.1:${server.port}/`;
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
});
after(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(outDir, { recursive: true, force: true });
});

/** Colyseus's room-data frame (Protocol.ROOM_DATA): a type string, then the msgpack payload. */
const ROOM_DATA = 13;

/** A page in a browser context of its own, recording every room message it receives (decoded as colyseus.js does). */
async function openBrowser(): Promise<{ page: Page; log: Received[] }> {
  const context = await browser.newContext({ viewport: { width: 1500, height: 1000 } });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error(`page error: ${e.message}`));
  const log: Received[] = [];
  page.on('websocket', (ws) => ws.on('framereceived', ({ payload }) => {
    if (typeof payload === 'string' || payload[0] !== ROOM_DATA) return;
    const it = { offset: 1 };
    const type = decode.string(payload, it);
    const data = payload.length > it.offset ? unpack(payload.subarray(it.offset)) : undefined;
    log.push({ type, data: type === 'view' ? JSON.parse(data as string) : data });
  }));
  return { page, log };
}

/** Waits until the server has answered what this page last sent. */
const settled = (page: Page) => page.locator('.table:not(.is-busy)').waitFor();

/** The kind of this page's own pending decision, or null when it waits for someone else. */
async function ownDecision(page: Page): Promise<string | null> {
  const d = page.locator('.decision[data-kind]');
  if (!(await d.count()) || (await d.innerText()).includes('Waiting for')) return null;
  return d.getAttribute('data-kind');
}

/** Waits until one of the pages has a decision of its own; returns its index. */
async function whoDecides(pages: Page[]): Promise<number> {
  for (let tries = 0; tries < 600; tries++) {
    for (const [i, p] of pages.entries()) if (await ownDecision(p)) return i;
    await pages[0].waitForTimeout(50);
  }
  throw new Error('nobody was asked to decide');
}

/** Answers a page's decision through the table's controls: keep the hand (103.5), play a land when offered, else pass. */
async function decide(page: Page): Promise<string> {
  const kind = await ownDecision(page);
  if (kind === 'mulligan') await page.getByRole('button', { name: 'Keep' }).click();
  else if (kind === 'priority') {
    const land = page.locator('.options button', { hasText: /^Play / });
    if (await land.count()) await land.first().click();
    else await page.getByRole('button', { name: 'Pass priority' }).click();
  } else throw new Error(`no scripted answer for a ${kind} decision`);
  await settled(page);
  return kind;
}

const logCount = async (page: Page) => Number(await page.locator('.log .count').innerText());
const where = async (page: Page) => ({
  turn: await page.locator('.turn-bar').innerText(),
  decision: await page.locator('.decision-head').innerText(),
  log: await logCount(page),
});

test('two browsers play each other through the server: a table by link, a reload back to the same decision, undo by agreement, no leak', async () => {
  const alice = await openBrowser();
  await alice.page.goto(`${url}#online`);
  await alice.page.getByLabel('Seed').fill('21');
  await alice.page.getByLabel('Seat 2 deck', { exact: true }).selectOption('white-blue-control');
  await shot(alice.page, 'online-create');
  await alice.page.getByRole('button', { name: 'Create table' }).click();
  const link = await alice.page.getByLabel('Table link').inputValue();
  assert.match(link, /#\/table\/[\w-]+$/);
  const roomId = link.split('/').pop()!;
  await alice.page.getByLabel('Viewer').filter({ hasText: 'You are Alice (p1)' }).waitFor();
  // The judge (a Node client) records the omniscient state of every step for the leak check.
  const judge = await Player.join(server.url, roomId, { judge: true });

  const bob = await openBrowser();
  await bob.page.goto(link);
  await bob.page.getByLabel('Viewer').filter({ hasText: 'You are watching' }).waitFor();
  await bob.page.locator('.seat[data-player="p2"]').getByRole('button', { name: 'Sit here' }).click();
  await bob.page.getByLabel('Viewer').filter({ hasText: 'You are Bob (p2)' }).waitFor();
  await alice.page.locator('.seat[data-player="p2"]', { hasText: 'here' }).waitFor();
  await shot(alice.page, 'online-table');
  await shot(bob.page, 'online-joined');

  // Each browser sees its own hand and the other's face down (the server sends each its own view, 402.3).
  for (const [me, other, page] of [['p1', 'p2', alice.page], ['p2', 'p1', bob.page]] as const) {
    assert.equal(await page.locator(`[data-player="${other}"] .zone-hand .card-back`).count(), 7, `${me} sees ${other}'s hand face down`);
    assert.equal(await page.locator(`[data-player="${me}"] .zone-hand .card-back`).count(), 0, `${me} sees its own hand`);
  }

  const pages = [alice.page, bob.page];
  const decided = [0, 0];
  const play = async (n: number) => {
    for (let i = 0; i < n; i++) {
      const who = await whoDecides(pages);
      await decide(pages[who]);
      decided[who]++;
    }
  };
  await play(8);
  assert.ok(decided[0] >= 2 && decided[1] >= 2, `both played: ${decided}`);

  // A reload drops the connection; the tab's reconnection token (sessionStorage) gets the seat back, at the same
  // decision, with the whole log.
  const before = await where(bob.page);
  await bob.page.reload();
  await bob.page.getByLabel('Viewer').filter({ hasText: 'You are Bob (p2)' }).waitFor();
  await bob.page.locator('.decision-head').waitFor();
  assert.deepEqual(await where(bob.page), before, 'the reloaded page is back at the same decision');
  await alice.page.locator('.seat[data-player="p2"]', { hasText: 'here' }).waitFor();
  await play(4);

  // A dropped connection: the server's end of both browsers' sockets is cut (not a leave). Each page reconnects by
  // itself with its token, and is back where it was.
  const atDrop = [await where(alice.page), await where(bob.page)];
  const mark = judge.log.length;
  for (const c of matchMaker.getLocalRoomById(roomId).clients) if (c.sessionId !== judge.room.sessionId) (c as unknown as { ref: { terminate(): void } }).ref.terminate();
  await judge.next('table', (t) => t.seats.some((s: { presence: string }) => s.presence === 'away'), mark, 15_000);
  await judge.next('table', (t) => t.seats.every((s: { presence: string }) => s.presence === 'connected'), mark, 30_000);
  for (const [i, page] of pages.entries()) {
    await page.locator('.status-reconnecting').waitFor({ state: 'detached' });
    assert.deepEqual(await where(page), atDrop[i], 'back at the same decision after the drop');
  }
  await play(4);
  assert.ok(decided[0] >= 4 && decided[1] >= 4, `both played on after the reload and the drop: ${decided}`);

  // Hidden information: every message both browsers received (before and after the reload) against the judge's states.
  await alice.page.waitForTimeout(200);
  const cards = defaultRegistry();
  const states = new Map<number, GameState>();
  for (const m of judge.log) if (m.type === 'view') states.set(m.data.seq, m.data.view.state);
  for (const [seat, log] of [['p1', alice.log], ['p2', bob.log]] as const) {
    assert.ok(log.filter((m) => m.type === 'view').length > 5, `${seat}'s frames were recorded`);
    assert.deepEqual(findLeaks(log, seat, states, cards).slice(0, 5), [], `no leak in ${log.length} messages to ${seat}`);
  }

  // Undo only by agreement: the one who decides asks; the game goes back when the other accepts.
  const who = await whoDecides(pages);
  const [asker, other] = [pages[who], pages[1 - who]];
  const was = await where(asker);
  await decide(asker);
  assert.notDeepEqual(await where(asker), was, 'the action moved the game on');
  await asker.getByRole('button', { name: 'Ask to undo' }).click();
  const proposal = other.getByRole('alert', { name: 'Undo proposal' });
  await proposal.waitFor();
  await shot(other, 'online-undo');
  assert.notDeepEqual(await where(asker), was, 'nothing is taken back before the other player agrees');
  await proposal.getByRole('button', { name: 'Accept' }).click();
  await asker.locator('.decision-head', { hasText: was.decision }).waitFor();
  assert.deepEqual(await where(asker), was, 'both agreed: back to the decision before the action');
  await judge.leave();
});

test('a person plays the computer at an online table: its decisions are lines of the log, its reasoning is not sent', async () => {
  const alice = await openBrowser();
  await alice.page.goto(`${url}#online`);
  await alice.page.getByLabel('Seed').fill('21');
  await alice.page.getByLabel('Seat 2 kind').selectOption('easy');
  await alice.page.getByRole('button', { name: 'Create table' }).click();
  await alice.page.getByLabel('Viewer').filter({ hasText: 'You are Alice (p1)' }).waitFor();
  const computerLines = alice.page.locator('.log .computer-decision');
  for (let i = 0; i < 40 && !(await computerLines.count()); i++) {
    await whoDecides([alice.page]);
    await decide(alice.page);
  }
  const first = await computerLines.first().innerText();
  assert.match(first, /^computer\s*Bob \(computer, easy\): \S/, `a decision line, badged, naming the level: ${first}`);
  await shot(alice.page, 'online-computer');
  // The reasoning names cards of the computer's hand: the server sends it to a judge only (packages/server/test/leak.test.ts).
  assert.equal(await alice.page.getByLabel("computer's reasoning").count(), 0, 'no reasoning to show a player');
  await alice.page.context().close();
});

/**
 * The packages as an outside developer gets them (issue 15, point 5): built to JavaScript with declarations, packed
 * with `npm pack`, installed from the tarballs into a project outside the workspace (offline: the registry packages
 * they need are in npm's cache after `npm ci`), a game played there with plain `node`, the declarations type-checked
 * under TypeScript's recommended Node settings; and the engine bundled for a browser.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { build } from 'esbuild';
import { root } from './helpers';

const LIBRARIES = ['engine', 'cards', 'formats'];

function run(cmd: string, args: string[], cwd: string): string {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } });
  assert.equal(r.status, 0, `${cmd} ${args.join(' ')}\n${r.stdout}\n${r.stderr}`);
  return r.stdout;
}

/** The registry packages (not @arbiter ones) the libraries need, with their own dependencies. */
function thirdParty(libraries: string[]): string[] {
  const seen = new Set<string>();
  const deps = (file: string) => Object.keys((JSON.parse(readFileSync(file, 'utf8')) as { dependencies?: Record<string, string> }).dependencies ?? {});
  const walk = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    deps(join(root, 'node_modules', name, 'package.json')).forEach(walk);
  };
  for (const p of libraries) deps(join(root, 'packages', p, 'package.json')).filter((n) => !n.startsWith('@arbiter/')).forEach(walk);
  return [...seen];
}

const GAME = `import { createGame, step, suggestedInput, renderLog } from '@arbiter/engine';
import { defaultRegistry } from '@arbiter/cards';
import { parseDeckList } from '@arbiter/formats';

const cards = defaultRegistry();
const { deck, errors } = parseDeckList('20 Mountain\\n20 Lightning Bolt\\n', 'deck.txt', { cardNames: cards.names() });
if (errors.length) throw new Error(errors[0].message);
const list = deck.main.flatMap((e) => Array(e.count).fill(e.name));
let { state, events } = createGame({ players: [{ name: 'Alice', deck: list }, { name: 'Bob', deck: list }], seed: 7 }, cards);
const log = [...events];
while (!state.over) {
  const r = step(state, suggestedInput(state.pending), cards);
  if (r.error) throw new Error(r.error.message);
  state = r.state;
  log.push(...r.events);
}
console.log(renderLog(log.slice(-1)));
console.log('winners: ' + state.over.winners.map((p) => state.players[p].name).join(', '));
`;

const CONSUMER = `import { createGame, step, suggestedInput, type CardRegistry, type GameState, type Input, type PendingDecision } from '@arbiter/engine';
import { defaultRegistry } from '@arbiter/cards';
import { parseScenario, runScenario, type ScenarioResult } from '@arbiter/formats';

const cards: CardRegistry = defaultRegistry();
const game = createGame({ players: [{ name: 'A', deck: ['Mountain'] }, { name: 'B', deck: ['Mountain'] }], seed: 1 }, cards);
if (game.setupErrors) for (const e of game.setupErrors) console.log(e.path, e.message);
const state: GameState = game.state;
const decision: PendingDecision | null = state.pending;
const input: Input | null = decision ? suggestedInput(decision) : null;
const life: number | undefined = state.players['p1']?.life;
if (input) step(state, input, cards);
const parsed = parseScenario('name: n\\nsource: s\\nplayers: [{ name: A }, { name: B }]\\n', 'n.yaml');
const result: ScenarioResult | undefined = parsed.scenario && runScenario(parsed.scenario, cards);
console.log(life, result?.passed);
`;

test('npm pack → install outside the workspace → a game with plain node; declarations check under NodeNext, strict, noUncheckedIndexedAccess', () => {
  run(process.execPath, ['scripts/build.mjs', ...LIBRARIES], root);
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-consumer-'));
  try {
    const pack = (folder: string) => join(dir, run('npm', ['pack', '--silent', '--ignore-scripts', '--pack-destination', dir], folder).trim().split('\n').pop()!);
    // The registry packages they depend on, packed from the workspace's node_modules: installing needs no registry.
    const tarballs = [...LIBRARIES.map((p) => pack(join(root, 'packages', p))), ...thirdParty(LIBRARIES).map((n) => pack(join(root, 'node_modules', n)))];
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
    run('npm', ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', ...tarballs], dir);
    // Only the build is installed: no TypeScript sources (their `exports` point to dist/).
    const engine = JSON.parse(readFileSync(join(dir, 'node_modules/@arbiter/engine/package.json'), 'utf8'));
    assert.equal(engine.exports['.'].default, './dist/src/index.js');
    assert.throws(() => readFileSync(join(dir, 'node_modules/@arbiter/engine/src/index.ts')));

    writeFileSync(join(dir, 'game.mjs'), GAME);
    const out = run(process.execPath, ['game.mjs'], dir);
    assert.match(out, /^CR 104\.\d+[a-z]?.*\nwinners: (Alice|Bob)\n$/);

    writeFileSync(join(dir, 'consumer.ts'), CONSUMER);
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({
      compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext', target: 'ES2022', strict: true, noUncheckedIndexedAccess: true, skipLibCheck: false, noEmit: true, types: [] },
      files: ['consumer.ts'],
    }));
    run(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', dir], dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the engine bundles for a browser (no Node built-ins), from its sources', async () => {
  const r = await build({
    entryPoints: [join(root, 'packages/engine/src/index.ts')], bundle: true, platform: 'browser', format: 'esm', write: false,
    conditions: ['source'], logLevel: 'silent',
  });
  assert.deepEqual(r.errors, []);
  const code = r.outputFiles[0]!.text;
  assert.ok(code.length > 100_000, 'the whole engine');
  assert.doesNotMatch(code, /from ["']node:|require\(["'](fs|path|node:)/);
});

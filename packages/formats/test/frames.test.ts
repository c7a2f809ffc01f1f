import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultRegistry, referenceNames } from '@arbiter/cards';
import { parseScenario, runScenario } from '../src/index';

const cards = defaultRegistry();
const file = join(import.meta.dirname, '../../../scenarios/foundation/bolt-kills-bears.yaml');

test('runScenario with { frames: true } keeps the setup and the state after every input, for stepping through a run', () => {
  const sc = parseScenario(readFileSync(file, 'utf8'), file, { cardNames: referenceNames(cards) }).scenario!;
  const plain = runScenario(sc, cards);
  assert.equal(plain.frames, undefined, 'frames are kept only when asked for');
  const r = runScenario(sc, cards, undefined, { frames: true });
  const frames = r.frames!;
  assert.equal(frames[0].input, null);
  assert.equal(frames[0].loc, null);
  assert.equal(frames[frames.length - 1].state, r.state, 'the last frame is the final state');
  assert.equal(frames[frames.length - 1].events, r.events.length);
  const cast = frames.find((f) => f.input?.kind === 'cast')!;
  assert.equal(cast.loc!.line, 11, 'the cast step of the script (line 11)');
  assert.equal(cast.state.stack.length, 1, 'Lightning Bolt on the stack (601.2a)');
  assert.ok(frames.every((f, i) => i === 0 || f.events >= frames[i - 1].events), 'the log only grows');
});

/**
 * Positions for the browser tests, reached by playing a seeded game in Node with a simple scripted player
 * and saved as replay files (so the browser loads them exactly as a person would, through "Open a replay").
 */
import { readFileSync } from 'node:fs';
import { defaultRegistry } from '@arbiter/cards';
import { createGame, fallbackInput, randomInput, seedRng, step, type GameState, type Input, type PriorityOption } from '@arbiter/engine';
import { parseDeckList, serializeReplay, type Replay } from '@arbiter/formats';

const cards = defaultRegistry();

export function deckCards(name: string): string[] {
  const parsed = parseDeckList(readFileSync(new URL(`../../../decks/${name}.txt`, import.meta.url), 'utf8'), name, { cardNames: cards.names() });
  return parsed.deck!.main.flatMap((e) => Array<string>(e.count).fill(e.name));
}

/** Alice plays a land, then any spell she can; everyone else only passes (and never attacks or blocks). */
function scripted(state: GameState, rng: ReturnType<typeof seedRng>): Input {
  const d = state.pending!;
  const answer = (a: Extract<Input, { kind: 'answer' }>['answer']): Input => ({ player: d.player, kind: 'answer', answer: a });
  if (d.kind === 'mulligan') return answer({ kind: 'mulligan', keep: true });
  if (d.kind === 'declareAttackers') return answer({ kind: 'declareAttackers', attacks: [] });
  if (d.kind === 'declareBlockers') return answer({ kind: 'declareBlockers', blocks: [] });
  if (d.kind !== 'priority') return randomInput(state, rng);
  if (d.player !== 'p1') return { player: d.player, kind: 'pass' };
  const pick = (k: PriorityOption['kind']) => d.options.find((o) => o.kind === k && !(o.kind === 'cast' && state.objects[o.object].zone === 'exile'));
  const land = pick('playLand');
  if (land?.kind === 'playLand') return { player: 'p1', kind: 'playLand', object: land.object };
  const cast = pick('cast');
  if (cast?.kind === 'cast') return { player: 'p1', kind: 'cast', object: cast.object, set: cast.set };
  return { player: 'p1', kind: 'pass' };
}

type Players = { name: string; deck: string[] }[];

/**
 * Plays seeded games (seeds 1–30) with the scripted player until `found` says the state is the position wanted;
 * the replay file of the game up to there and what `found` returned.
 */
function replayUntil<T>(players: Players, found: (state: GameState) => T | undefined): { text: string; found: T } {
  for (let seed = 1; seed <= 30; seed++) {
    let state = createGame({ players, seed, startingPlayer: 0 }, cards).state;
    const rng = seedRng(seed);
    const inputs: Input[] = [];
    for (let n = 0; n < 1500 && state.pending; n++) {
      const hit = found(state);
      if (hit !== undefined) {
        const replay: Replay = { format: 'arbiter-replay', version: 1, seed, ruleset: 'cr', startingPlayer: 0, players, inputs };
        return { text: serializeReplay(replay), found: hit };
      }
      const d = state.pending;
      let input = scripted(state, rng);
      let r = step(state, input, cards);
      if (r.error) r = step(state, (input = fallbackInput(d)), cards);
      if (r.error) break;
      inputs.push(input);
      state = r.state;
    }
  }
  throw new Error('no seed up to 30 reaches the position');
}

/** The cast options Alice has holding priority in a main phase of hers with an empty stack. */
function aliceMainPhaseCasts(state: GameState): Extract<PriorityOption, { kind: 'cast' }>[] {
  const d = state.pending!;
  if (d.kind !== 'priority' || d.player !== 'p1' || state.stack.length || (state.turn.step !== 'main1' && state.turn.step !== 'main2')) return [];
  return d.options.filter((o): o is Extract<PriorityOption, { kind: 'cast' }> => o.kind === 'cast');
}

/**
 * CR 722.3c — a replay that ends with Alice (the blue-black preparation deck) holding priority in her main
 * phase, with an empty stack, able to cast the exiled prepare copy of a permanent she controls.
 */
export function preparedCopyReplay(): { text: string; copyCard: string } {
  const players = [{ name: 'Alice', deck: deckCards('blue-black-prepare') }, { name: 'Bob', deck: deckCards('red-green-beats') }];
  const { text, found } = replayUntil(players, (state) => {
    const copy = aliceMainPhaseCasts(state).find((o) => state.objects[o.object].zone === 'exile');
    return copy && state.objects[copy.object].card;
  });
  return { text, copyCard: found };
}

/**
 * CR 718.3 — a replay that ends with Alice (the Naya deck, decks/naya-replacement.txt) holding priority in her
 * main phase, with an empty stack, able to cast a prototype card from her hand prototyped.
 */
export function prototypeReplay(): { text: string; card: string } {
  const players = [{ name: 'Alice', deck: deckCards('naya-replacement') }, { name: 'Bob', deck: deckCards('white-blue-auras') }];
  const { text, found } = replayUntil(players, (state) => {
    const cast = aliceMainPhaseCasts(state).find((o) => o.set === 'prototype' && state.objects[o.object].zone === 'hand');
    return cast && state.objects[cast.object].card;
  });
  return { text, card: found };
}

/**
 * CR 603.3 — a replay that ends with Alice (Plains and Soul Wardens; Bob has only Islands) holding priority in
 * her main phase with a Soul Warden on the battlefield and another one castable: casting it triggers the first.
 */
export function triggerReplay(): string {
  const players = [
    { name: 'Alice', deck: [...Array<string>(24).fill('Plains'), ...Array<string>(36).fill('Soul Warden')] },
    { name: 'Bob', deck: Array<string>(60).fill('Island') },
  ];
  return replayUntil(players, (state) => {
    const onBattlefield = state.battlefield.some((id) => state.objects[id].card === 'Soul Warden' && state.objects[id].controller === 'p1');
    return onBattlefield && aliceMainPhaseCasts(state).some((o) => state.objects[o.object].zone === 'hand') ? true : undefined;
  }).text;
}

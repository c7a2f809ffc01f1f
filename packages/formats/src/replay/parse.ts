import { RULESETS } from '@arbiter/engine';
import { sortErrors, type ScenarioError } from '../errors';
import { isRecord } from '../scenario/data';
import { readYaml, type Path, type Source } from '../scenario/source';
import { didYouMean, nearest, type NameOptions } from '../suggest';
import { REPLAY_FORMAT, REPLAY_VERSION, type Replay } from './types';

/** The input kinds of `step` (decisions.ts `Input`); the engine itself judges each one's legality. */
const INPUT_KINDS = ['pass', 'playLand', 'cast', 'activate', 'turnFaceUp', 'answer', 'concede'];

/**
 * Reads a replay file (JSON, as `serializeReplay` writes it). Never throws: every problem comes back located
 * (line, column, field); the replay is returned only when there are none. With `cardNames`, deck cards the
 * registry doesn't know are errors with suggestions. Whether each input is legal is for the engine to say when
 * the replay runs (`replayGame`); only each input's shape is checked here.
 */
export function parseReplay(text: string, file: string, options: NameOptions = {}): { replay?: Replay; errors: ScenarioError[] } {
  const { data, source, errors } = readYaml(text, file);
  if (errors.length) return { errors };
  errors.push(...checkReplay(data, source, options));
  if (errors.length) return { errors: sortErrors(errors) };
  return { replay: data as Replay, errors: [] };
}

/** What each input kind must carry for `step` to read it (the rest of its shape is optional). */
const INPUT_FIELDS: Record<string, [string, 'string' | 'object' | 'number'][]> = {
  playLand: [['object', 'string']], cast: [['object', 'string']], activate: [['object', 'string'], ['ability', 'number']],
  turnFaceUp: [['object', 'string']], answer: [['answer', 'object']],
};

function checkReplay(data: unknown, source: Source, options: NameOptions): ScenarioError[] {
  const errors: ScenarioError[] = [];
  const fail = (path: Path, message: string, expected?: string) => errors.push(source.error(path, message, expected ? { expected } : {}));
  if (!isRecord(data)) {
    fail([], 'a replay is an object', `{ "format": "${REPLAY_FORMAT}", ... }`);
    return errors;
  }
  if (data.format !== REPLAY_FORMAT) fail(['format'], 'not an Arbiter replay', `"${REPLAY_FORMAT}"`);
  if (data.version !== REPLAY_VERSION) fail(['version'], `unknown replay version ${JSON.stringify(data.version)}`, String(REPLAY_VERSION));
  if (!Number.isSafeInteger(data.seed)) fail(['seed'], 'the seed must be an integer');
  if (typeof data.ruleset !== 'string' || !(data.ruleset in RULESETS)) fail(['ruleset'], 'unknown ruleset', Object.keys(RULESETS).join(' or '));
  const players = data.players;
  if (!Array.isArray(players) || players.length < 2) fail(['players'], 'a game needs at least two players');
  else {
    players.forEach((p, i) => {
      if (!isRecord(p)) return fail(['players', i], 'a player is { name, deck }');
      if (typeof p.name !== 'string' || !p.name) fail(['players', i, 'name'], 'a player needs a name');
      if (!Array.isArray(p.deck) || p.deck.some((c) => typeof c !== 'string')) return fail(['players', i, 'deck'], 'a deck is a list of card names');
      const known = options.cardNames && new Set(options.cardNames);
      (p.deck as string[]).forEach((card, j) => {
        if (known && !known.has(card)) fail(['players', i, 'deck', j], `unknown card "${card}"${didYouMean(options.suggest?.(card) ?? nearest(card, known))}`);
      });
    });
    if (data.startingPlayer !== undefined && !(Number.isInteger(data.startingPlayer) && (data.startingPlayer as number) >= 0 && (data.startingPlayer as number) < players.length)) {
      fail(['startingPlayer'], 'the starting player is an index into players', `0 to ${players.length - 1}`);
    }
  }
  if (!Array.isArray(data.inputs)) fail(['inputs'], 'inputs must be a list');
  else {
    data.inputs.forEach((input, i) => {
      if (!isRecord(input) || typeof input.player !== 'string' || !INPUT_KINDS.includes(input.kind as string)) {
        return fail(['inputs', i], 'an input is { player, kind, ... }', `kind one of ${INPUT_KINDS.join(', ')}`);
      }
      for (const [field, type] of INPUT_FIELDS[input.kind as string] ?? []) {
        const value = input[field];
        if (type === 'object' ? !isRecord(value) || typeof value.kind !== 'string' : typeof value !== type) {
          fail(['inputs', i, field], `a ${input.kind as string} input needs ${type === 'object' ? 'an answer { kind, ... }' : `a ${type} ${field}`}`);
        }
      }
    });
  }
  return errors;
}

/** The replay as a file: one input per line, so two replays diff well. */
export function serializeReplay(replay: Replay): string {
  const { inputs, ...head } = replay;
  const top = JSON.stringify(head, null, 2).replace(/\n}$/, '');
  const lines = inputs.map((input) => `    ${JSON.stringify(input)}`).join(',\n');
  return `${top},\n  "inputs": [${inputs.length ? `\n${lines}\n  ` : ''}]\n}\n`;
}

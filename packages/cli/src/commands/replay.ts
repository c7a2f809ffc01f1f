import { describeError, renderLines } from '@arbiter/engine';
import { formatScenarioError, parseReplay, replayGame } from '@arbiter/formats';
import { EXIT, UsageError } from '../errors';
import { print, printError } from '../io';
import { cardPool, readInput } from '../scenarios';
import { stateJson } from '../state-json';
import { paint } from '../style';

export interface ReplayOptions {
  json?: boolean;
  quiet?: boolean;
  allPasses?: boolean;
}

/**
 * `arbiter replay`: plays a replay file (packages/formats/src/replay: the game's setup and every input) and prints
 * its log, consecutive priority passes folded unless `--all-passes`; an input the engine refuses stops the replay
 * with its rule (exit 1).
 */
export function replay(file: string, opts: ReplayOptions): number {
  const parsed = parseReplay(readInput(file), file);
  if (!parsed.replay) {
    for (const e of parsed.errors) printError(formatScenarioError(e));
    throw new UsageError(`${file} is not a valid replay file (${parsed.errors.length} error${parsed.errors.length === 1 ? '' : 's'})`);
  }
  const { cards } = cardPool();
  const r = replayGame(parsed.replay, cards);
  const s = r.state;
  const name = (p: string) => s.players[p]?.name ?? p;
  const refused = r.refused && { input: r.refused.index + 1, rule: r.refused.error.rule, message: r.refused.error.message };
  if (opts.json) {
    print(JSON.stringify({ file, inputs: parsed.replay.inputs.length, refused: refused ?? null, log: renderLines(r.events), finalState: stateJson(s, cards) }, null, 2));
    return refused ? EXIT.failed : EXIT.ok;
  }
  const c = paint();
  if (!opts.quiet) for (const line of renderLines(r.events, { foldPasses: !opts.allPasses })) print(line);
  const players = parsed.replay.players.map((p) => p.name).join(' vs ');
  const end = s.over ? `game over: ${s.over.winners.map(name).join(', ') || 'a draw'}${s.over.winners.length ? ' won' : ''} (${s.over.reason})` : `the game goes on: turn ${s.turn.number}, ${name(s.turn.active)}'s ${s.turn.step}`;
  print(`${players}, seed ${parsed.replay.seed}, ruleset ${parsed.replay.ruleset}: ${r.states.length - 1} of ${parsed.replay.inputs.length} inputs played; ${end}`);
  if (refused) {
    print(c.fail(`input ${refused.input} was refused: ${describeError(r.refused!.error)}; the replay stops there`));
    return EXIT.failed;
  }
  return EXIT.ok;
}

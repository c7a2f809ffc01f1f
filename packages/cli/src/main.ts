/**
 * The `arbiter` command line: wires each subcommand (packages/cli/src/commands/<name>.ts) to commander.
 * Exit codes: 0 all passed, 1 a scenario failed, 2 usage or input error (one line, never a stack trace).
 * The executable is bin/arbiter.js; `main` is exported so tests can run a command in-process.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Command, CommanderError, Option } from 'commander';
import { cards } from './commands/cards';
import { check } from './commands/check';
import { diff } from './commands/diff';
import { explain } from './commands/explain';
import { importCards } from './commands/import';
import { useCardsFile } from './imported';
import { match, MATCH_USAGE } from './commands/match';
import { play, PLAY_USAGE } from './commands/play';
import { newScenario } from './commands/new';
import { replay } from './commands/replay';
import { rule } from './commands/rule';
import { run } from './commands/run';
import { worker } from './commands/worker';
import { EXIT, UsageError } from './errors';
import { output, printError } from './io';

// package.json is one folder up from src/main.ts, two from the build's dist/src/main.js.
const { version } = JSON.parse(readFileSync(createRequire(import.meta.url).resolve('@arbiter/cli/package.json'), 'utf8')) as { version: string };
const collect = (value: string, previous: string[]) => [...previous, value];
const rulesetOption = (flags: string, description: string) => new Option(flags, description).choices(['cr', 'amended']);
function program(exit: (code: number | Promise<number>) => Promise<void>): Command {
  const p = new Command('arbiter')
    .description('a Magic: The Gathering rules engine for judges: run scenario files and read the rules behind every step')
    .version(version, '-V, --version')
    .exitOverride()
    .configureOutput({
      writeOut: (text) => output().out(text),
      writeErr: (text) => output().err(text),
      outputError: (text, write) => write(text.replace(/^error: /, 'arbiter: ')),
      getOutHelpWidth: () => (output().outIsTTY ? process.stdout.columns ?? 80 : 100),
      getErrHelpWidth: () => 100,
      getOutHasColors: () => false,
      getErrHasColors: () => false,
    })
    .option('--cards <file>', 'add the cards of a Scryfall, MTGJSON or saved card file to the pool for this command')
    .hook('preSubcommand', (cmd) => { useCardsFile(cmd.opts().cards); })
    .addHelpText('after', '\nExit codes: 0 all passed, 1 a scenario failed, 2 usage or input error.\nDocs: docs/scenario-format.md (scenarios), docs/engine.md (the library).');

  p.command('run')
    .description('run scenario files (.yaml/.yml; folders are searched, skipping pending/ folders) and print PASS/FAIL with the cited log')
    .argument('[paths...]', 'scenario files or folders', ['scenarios'])
    .addOption(rulesetOption('--ruleset <name>', "ruleset for files that don't name one (a file's own `ruleset:` is kept, and the output says so)"))
    .option('--switch <name=value>', 'flip one ruleset switch (repeatable), applied like --ruleset', collect, [])
    .option('--override-ruleset', "apply --ruleset/--switch to files that name their own ruleset too (marked in the output)")
    .option('--json', 'print the results as JSON: every check, the failures, the log and the final state')
    .option('-q, --quiet', "don't print the log of passing scenarios")
    .action((paths: string[], o) => exit(run(paths, o)));

  p.command('check')
    .description('parse and validate scenario files without running them')
    .argument('<paths...>', 'scenario files or folders')
    .action((paths: string[]) => exit(check(paths)));

  p.command('new')
    .description('write a scenario skeleton (with the schema line for editor completion) to a new file')
    .argument('<file>', 'the file to create (.yaml)')
    .option('-f, --force', 'overwrite the file if it exists')
    .action((file: string, o) => exit(newScenario(file, o)));

  p.command('diff')
    .description('run one scenario under two rulesets and show side by side where the events and the final state differ')
    .argument('<file>', 'scenario file')
    .addOption(rulesetOption('--a <ruleset>', 'ruleset A').default('cr'))
    .addOption(rulesetOption('--b <ruleset>', 'ruleset B (default: amended, or A when --switch is given)'))
    .option('--switch <name=value>', 'flip one switch of B (repeatable)', collect, [])
    .option('--json', 'print the difference as JSON')
    .action((file: string, o) => exit(diff(file, o)));

  p.command('explain')
    .description("run a scenario, then show how an object's characteristics came about, layer by layer (CR 613)")
    .argument('<file>', 'scenario file')
    .argument('<object>', 'object reference: a name, Name@Player or Name#2')
    .action((file: string, ref: string) => exit(explain(file, ref)));

  p.command('replay')
    .description('play a replay file (a game\'s setup and every input) and print its log')
    .argument('<file>', 'replay file (.json, format arbiter-replay)')
    .option('--json', 'print the log and the final state as JSON')
    .option('-q, --quiet', 'print only the outcome')
    .option('--all-passes', 'one line per priority pass (by default consecutive passes are folded into one line)')
    .action((file: string, o) => exit(replay(file, o)));

  p.command('rule')
    .description("print a rule's text and its subrules (the Comprehensive Rules in today's numbering; 722 is Preparation Cards)")
    .argument('<number>', 'a rule number: 722, 722.3 or 722.3c (CR 722.3c works too)')
    .addOption(rulesetOption('--ruleset <name>', 'cr (default) or amended: the text "Potential Rules Amendments" proposes').default('cr'))
    .option('--no-subrules', 'only the rule itself, not its subrules')
    .action((number: string, o) => exit(rule(number, o)));

  p.command('cards')
    .description('list the cards the engine knows')
    .option('--unsupported', "list the cards it can't play yet, with the reason (the first sentence the compiler did not read)")
    .option('--set <code>', "only the cards of one set (e.g. SOS), with the count playable/total")
    .action((o) => exit(cards(o)));

  p.command('import')
    .description('compile every card of a Scryfall "oracle cards" or MTGJSON AtomicCards file and report coverage: playable per set and in total, and the most common sentences the compiler did not read')
    .argument('<file>', 'JSON card file')
    .option('--save', "keep the cards in the user's data folder ($ARBITER_DATA_DIR, else ~/.local/share/arbiter): later commands use them")
    .option('--top <n>', 'how many unread sentences to list (default 10)')
    .option('--json', 'print the report as JSON')
    .action((file: string, o) => exit(importCards(file, o)));

  // Computer players (docs/ai.md): these parse their own options (the usage is in their descriptions); --help
  // prints that usage.
  const usageOr = (usage: string, run: (args: string[]) => number | Promise<number>) => (_o: unknown, c: Command) =>
    exit(c.args.includes('--help') || c.args.includes('-h') ? (output().out(`Usage: ${usage}\n`), 0) : run(c.args));
  p.command('play').description(PLAY_USAGE).allowUnknownOption().allowExcessArguments().helpOption(false).action(usageOr(PLAY_USAGE, play));
  p.command('match').description(MATCH_USAGE).allowUnknownOption().allowExcessArguments().helpOption(false).action(usageOr(MATCH_USAGE, match));

  p.command('worker')
    .description('play the games of `arbiter match --queue` runs from a Redis job queue, on this machine, until Ctrl-C (see docs/ai.md, "Distributed matchups")')
    .argument('<redis-url>', 'the Redis the matches queue their games on, e.g. redis://10.0.0.5:6379 (redis://:password@host:port with a password)')
    .option('--threads <n>', 'games played at once, one per thread (default: all cores)')
    .option('--stall-ms <ms>', 'lock time of a job: a worker that dies mid-job has its games retried by others within about twice this (default 30000)')
    .action((url: string, o) => exit(worker(url, o)));

  // Usage after a mistake: the one-line error, then the failing command's usage line.
  for (const c of [p, ...p.commands]) {
    const name = c === p ? 'arbiter' : `arbiter ${c.name()}`;
    c.showHelpAfterError(`Usage: ${name} ${c.usage()}\nRun '${name} --help' for more.`);
  }
  return p;
}

/** Runs one command line (without the `arbiter` itself); resolves to the exit code. */
export async function main(argv: string[]): Promise<number> {
  let code: number = EXIT.ok;
  const p = program(async (result) => { code = await result; });
  if (!argv.length) { p.outputHelp(); return EXIT.ok; }
  try {
    await p.parseAsync(argv, { from: 'user' });
    return code;
  } catch (e) {
    if (e instanceof CommanderError) return e.exitCode === 0 ? EXIT.ok : EXIT.usage;
    if (e instanceof UsageError) { printError(`arbiter: ${e.message}`); return EXIT.usage; }
    // A bug of ours, not the user's mistake: one line, and the stack only on request.
    printError(`arbiter: internal error: ${(e as Error).message ?? e} (please report it; ARBITER_DEBUG=1 shows the stack trace)`);
    if (process.env.ARBITER_DEBUG) printError((e as Error).stack);
    return 3;
  }
}

import { formatScenarioError } from '@arbiter/formats';
import { EXIT } from '../errors';
import { parseScenarioFile, scenarioFiles } from '../scenarios';
import { paint } from '../style';
import { print } from '../io';

/** `arbiter check`: parses and validates scenario files (schema, references, card names) without running them. */
export function check(paths: string[]): number {
  const c = paint();
  let bad = 0;
  const files = scenarioFiles(paths);
  for (const file of files) {
    const { errors } = parseScenarioFile(file);
    if (!errors.length) { print(`${c.pass('OK')}   ${file}`); continue; }
    bad++;
    print(`${c.fail('FAIL')} ${file}: ${errors.length} error${errors.length === 1 ? '' : 's'}`);
    for (const e of errors) print(`  ${formatScenarioError(e)}`);
  }
  print(`${files.length - bad} valid, ${bad} with errors`);
  return bad ? EXIT.failed : EXIT.ok;
}

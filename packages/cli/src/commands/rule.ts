import { normalizeRuleNumber, rule as findRule, ruleExists, ruleText, type RulesetName } from '@arbiter/rules';
import { EXIT, UsageError } from '../errors';
import { print } from '../io';
import { paint } from '../style';

export interface RuleOptions {
  ruleset?: RulesetName;
  subrules?: boolean;
}

/**
 * `arbiter rule`: a rule's text and its subrules from the vendored Comprehensive Rules in today's numbering
 * (722 is Preparation Cards); `--ruleset amended` prints the text "Potential Rules Amendments" proposes.
 */
export function rule(number: string, opts: RuleOptions): number {
  const ruleset = opts.ruleset ?? 'cr';
  const n = normalizeRuleNumber(number);
  if (n === null) throw new UsageError(`'${number}' is not a rule number (expected e.g. 722, 722.3 or 722.3c)`);
  const r = findRule(n, { ruleset });
  if (!r) {
    if (ruleset === 'amended' && ruleExists(n)) throw new UsageError(`rule ${n} is removed under the amended ruleset (arbiter rule ${n} prints the official text)`);
    throw new UsageError(`there is no rule ${n} in the ${ruleset === 'cr' ? 'Comprehensive Rules' : 'amended rules'}`);
  }
  const c = paint();
  if (ruleset === 'amended') print(c.dim(r.source === 'cr' ? `(rule ${n} is unchanged under the amended ruleset)` : `(rule ${n} as "Potential Rules Amendments" proposes it)`));
  print(ruleText(n, { ruleset, subrules: opts.subrules ?? true })!);
  return EXIT.ok;
}

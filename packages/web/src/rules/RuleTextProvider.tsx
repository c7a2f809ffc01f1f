import { useCallback, useRef, useState, type ReactNode } from 'react';
import './rules.css';
import { RuleTextContext } from '../play/rule-text';

type Rules = typeof import('@arbiter/rules');

/**
 * Gives every cited rule number its text from `@arbiter/rules` (under `amended`, the amended text). The rules
 * data (~850 KB) is a separate chunk loaded on the first lookup, so the first page load stays small; until
 * it arrives a number shows "loading", then the popover fills in.
 */
export function RuleTextProvider({ children }: { children: ReactNode }) {
  const [rules, setRules] = useState<Rules | null>(null);
  const [failed, setFailed] = useState(false);
  const loading = useRef(false);
  const source = useCallback((rule: string, ruleset: string) => {
    if (!rules) {
      if (failed) return 'The rules text could not be loaded; reload the page to try again.';
      if (!loading.current) {
        loading.current = true;
        import('@arbiter/rules').then(setRules, () => setFailed(true));
      }
      return 'Loading the rules…';
    }
    const name = ruleset === 'amended' ? 'amended' : 'cr';
    return rules.ruleText(rule, { ruleset: name }) ?? `There is no rule ${rule} in the ${name === 'cr' ? 'Comprehensive Rules' : 'amended rules'}.`;
  }, [rules, failed]);
  return <RuleTextContext.Provider value={source}>{children}</RuleTextContext.Provider>;
}

import { createContext, useContext } from 'react';

/**
 * Where a cited rule's text comes from (`@arbiter/rules` once wired): null when none is known. The log and
 * the refusal banner show a number's text through this hook, so a provider is all that's needed.
 */
export type RuleTextSource = (rule: string, ruleset: string) => string | null;

export const RuleTextContext = createContext<RuleTextSource>(() => null);

export const useRuleText = () => useContext(RuleTextContext);

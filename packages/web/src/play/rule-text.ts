import { createContext, useContext } from 'react';

/**
 * Where a cited rule's text comes from: by default `@arbiter/rules`, loaded on first use (its data is large, so
 * it is a separate chunk), in the ruleset of the game. Resolves to null for a number it doesn't know. A
 * different source (the lab's) is a provider of RuleTextContext.
 */
export type RuleTextSource = (rule: string, ruleset: string) => Promise<string | null>;

let rules: Promise<typeof import('@arbiter/rules')> | null = null;

export const vendoredRuleText: RuleTextSource = async (rule, ruleset) => {
  rules ??= import('@arbiter/rules');
  const { ruleText } = await rules;
  return ruleText(rule, { ruleset: ruleset === 'amended' ? 'amended' : 'cr' }) ?? null;
};

export const RuleTextContext = createContext<RuleTextSource>(vendoredRuleText);

export const useRuleText = () => useContext(RuleTextContext);

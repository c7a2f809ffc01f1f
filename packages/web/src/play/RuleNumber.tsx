import { useState } from 'react';
import { useRuleText } from './rule-text';

/** A cited rule number; clicking it shows the rule's text when a source is wired (RuleTextContext). */
export function RuleNumber({ rule, ruleset }: { rule: string; ruleset: string }) {
  const ruleText = useRuleText();
  const [open, setOpen] = useState(false);
  const text = open ? ruleText(rule, ruleset) : null;
  return (
    <span className="rule-ref">
      <button className="rule-number" data-rule={rule} onClick={() => setOpen(!open)}>{rule}</button>
      {open && text && <span className="rule-popover" role="tooltip">{text}</span>}
    </span>
  );
}

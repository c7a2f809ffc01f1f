import { useState } from 'react';
import { useRuleText } from './rule-text';

/** A cited rule number; hovering shows the rule's text, clicking pins it (RuleTextContext gives the text). */
export function RuleNumber({ rule, ruleset }: { rule: string; ruleset: string }) {
  const ruleText = useRuleText();
  const [open, setOpen] = useState(false);
  const [hover, setHover] = useState(false);
  const text = open || hover ? ruleText(rule, ruleset) : null;
  return (
    <span className="rule-ref" onMouseEnter={() => setHover(true)} onMouseLeave={() => setHover(false)}>
      <button className="rule-number" data-rule={rule} aria-expanded={open} onClick={() => setOpen(!open)}>{rule}</button>
      {text && <span className={`rule-popover${open ? ' pinned' : ''}`} role="tooltip">{text}</span>}
    </span>
  );
}

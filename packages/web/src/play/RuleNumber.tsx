import { useEffect, useState } from 'react';
import { useRuleText } from './rule-text';

/** A cited rule number; clicking it shows the rule's text (from RuleTextContext) until clicked again. */
export function RuleNumber({ rule, ruleset }: { rule: string; ruleset: string }) {
  const ruleText = useRuleText();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    if (!open || text !== undefined) return;
    let live = true;
    ruleText(rule, ruleset).then((t) => live && setText(t), () => live && setText(null));
    return () => { live = false; };
  }, [open, text, rule, ruleset, ruleText]);
  return (
    <span className="rule-ref">
      <button className="rule-number" data-rule={rule} aria-expanded={open} onClick={() => setOpen(!open)}>{rule}</button>
      {open && (
        <span className="rule-popover" role="tooltip">
          {text === undefined ? 'Loading…' : text ?? 'No text for this number in the vendored rules.'}
        </span>
      )}
    </span>
  );
}

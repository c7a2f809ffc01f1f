import { useEffect, useState } from 'react';
import { useRuleText } from './rule-text';

/** A cited rule number; hovering shows the rule's text (from RuleTextContext), clicking pins it until clicked again. */
export function RuleNumber({ rule, ruleset }: { rule: string; ruleset: string }) {
  const ruleText = useRuleText();
  const [pinned, setPinned] = useState(false);
  const [hover, setHover] = useState(false);
  const open = pinned || hover;
  const [text, setText] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    if (!open || text !== undefined) return;
    let live = true;
    ruleText(rule, ruleset).then((t) => live && setText(t), () => live && setText(null));
    return () => { live = false; };
  }, [open, text, rule, ruleset, ruleText]);
  return (
    <span className="rule-ref" onMouseEnter={() => setHover(true)} onMouseLeave={() => setHover(false)}>
      <button className="rule-number" data-rule={rule} aria-expanded={pinned} onClick={() => setPinned(!pinned)}>{rule}</button>
      {open && (
        <span className={pinned ? 'rule-popover pinned' : 'rule-popover'} role="tooltip">
          {text === undefined ? 'Loading…' : text ?? 'No text for this number in the vendored rules.'}
        </span>
      )}
    </span>
  );
}

import { useEffect, useMemo, useRef, useState } from 'react';
import type { Reasoning } from '@arbiter/ai';
import type { LogLine } from '../protocol';
import { RuleNumber } from './RuleNumber';

const NO_NAMES = () => undefined;

/**
 * Every event with its rule numbers; events with no official answer are marked; filter by object. `names`: the
 * current name of an object id, for the filter's list (the event's own text otherwise). A computer seat's
 * decisions are lines of their own, with its reasoning when the viewer asks for it.
 */
export function LogPanel({ log, ruleset, names = NO_NAMES }: { log: LogLine[]; ruleset: string; names?: (id: string) => string | undefined }) {
  const [object, setObject] = useState('');
  const [reasoning, setReasoning] = useState(false);
  const objects = useMemo(() => {
    const seen = new Map<string, string>();
    for (const e of log) if (e.object && !seen.has(e.object)) seen.set(e.object, names(e.object) ?? e.text.slice(0, 50));
    return [...seen];
  }, [log, names]);
  const computer = useMemo(() => log.some((e) => e.kind === 'computerDecision' && e.reasoning), [log]);
  const shown = log.map((e, i) => [e, i] as const).filter(([e]) => !object || e.object === object);
  const list = useRef<HTMLOListElement>(null);
  // The newest events stay in sight (the log only grows at the end, or is cut by an undo).
  useEffect(() => { list.current?.scrollTo({ top: list.current.scrollHeight }); }, [shown.length, reasoning]);
  return (
    <section className="log" aria-label="Log">
      <div className="log-head">
        <span className="zone-title">Log <span className="count">{log.length}</span></span>
        {computer && (
          <label title="what the computer weighed for each decision; it names cards from its hand">
            <input type="checkbox" checked={reasoning} onChange={(e) => setReasoning(e.target.checked)} /> computer's reasoning
          </label>
        )}
        <select aria-label="Filter log by object" value={object} onChange={(e) => setObject(e.target.value)}>
          <option value="">all events</option>
          {objects.map(([id, text]) => <option key={id} value={id}>{text} ({id})</option>)}
        </select>
      </div>
      <ol className="log-lines" ref={list}>
        {shown.slice(-400).map(([e, i]) => e.kind === 'computerDecision' ? (
          <li key={i} className="log-line computer-decision">
            <span className="log-rules"><span className="badge badge-computer">computer</span></span>
            <span className="log-text">{e.text}</span>
            {reasoning && e.reasoning && <ReasoningLines reasoning={e.reasoning} />}
          </li>
        ) : (
          <li key={i} className={e.rulesSilent ? 'log-line rules-silent' : 'log-line'} data-rules={e.rules.join(' ')}>
            <span className="log-rules">{e.rules.length ? e.rules.map((r) => <RuleNumber key={r} rule={r} ruleset={ruleset} />) : 'Game'}</span>
            <span className="log-text">{e.text}</span>
            {e.rulesSilent && <span className="badge badge-silent" title="the rules give no answer; the engine follows a documented fallback">rules silent</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Why the computer chose: its summary, and for a search the candidates with their visits and estimated win rates. */
function ReasoningLines({ reasoning: r }: { reasoning: Reasoning }) {
  return (
    <div className="reasoning" aria-label="Reasoning">
      <div>{r.summary}{r.iterations !== undefined && ` [${r.iterations} iterations${r.ms !== undefined ? `, ${r.ms.toFixed(0)} ms` : ''}]`}</div>
      {r.candidates && r.candidates.length > 0 && (
        <ul>{r.candidates.map((c, j) => <li key={j}>{c.label}: {c.visits} visits, est. win {(100 * c.winRate).toFixed(0)}%</li>)}</ul>
      )}
    </div>
  );
}

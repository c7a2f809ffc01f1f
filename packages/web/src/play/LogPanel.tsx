import { useEffect, useMemo, useRef, useState } from 'react';
import type { GameEvent } from '@arbiter/engine';
import { RuleNumber } from './RuleNumber';

/** Every event with its rule numbers; events with no official answer are marked; filter by object. */
export function LogPanel({ log, ruleset, names }: { log: GameEvent[]; ruleset: string; names: (id: string) => string | undefined }) {
  const [object, setObject] = useState('');
  const objects = useMemo(() => {
    const seen = new Map<string, string>();
    for (const e of log) if (e.object && !seen.has(e.object)) seen.set(e.object, names(e.object) ?? e.text.slice(0, 50));
    return [...seen];
  }, [log, names]);
  const shown = log.map((e, i) => [e, i] as const).filter(([e]) => !object || e.object === object);
  const list = useRef<HTMLOListElement>(null);
  // The newest events stay in sight (the log only grows at the end, or is cut by an undo).
  useEffect(() => { list.current?.scrollTo({ top: list.current.scrollHeight }); }, [shown.length]);
  return (
    <section className="log" aria-label="Log">
      <div className="log-head">
        <span className="zone-title">Log <span className="count">{log.length}</span></span>
        <select aria-label="Filter log by object" value={object} onChange={(e) => setObject(e.target.value)}>
          <option value="">all events</option>
          {objects.map(([id, text]) => <option key={id} value={id}>{text} ({id})</option>)}
        </select>
      </div>
      <ol className="log-lines" ref={list}>
        {shown.slice(-400).map(([e, i]) => (
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

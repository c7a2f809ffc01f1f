import type { Inspection } from '../lab/messages';
import { ManaCost, SymbolText } from '../play/ManaCost';
import { RuleNumber } from '../play/RuleNumber';
import './inspector.css';

/**
 * The card inspector (issue 11 item 5): every printed characteristic set of the object's card with its Oracle
 * text, and the engine's layer-by-layer explanation of its current characteristics (CR 613) — copiable values,
 * each effect with its layer and why it applied where it did (timestamp 613.7, dependency 613.8, or a rule),
 * the result after each step, and what did not apply and why. Everything shown was computed by the worker.
 */
export function Inspector({ inspection, problem, ruleset, onClose }: {
  inspection: Inspection | null;
  problem: string | null;
  ruleset: string;
  onClose(): void;
}) {
  return (
    <section className="inspector" aria-label="Card inspector">
      <header className="inspector-head">
        <strong>{inspection ? `${inspection.name} (${inspection.id})` : 'Inspector'}</strong>
        <button onClick={onClose} aria-label="Close the inspector">×</button>
      </header>
      {problem && <p className="inspector-problem" role="alert">{problem}</p>}
      {inspection && (
        <>
          <p className="inspector-meta">
            in {inspection.zone} · owner {inspection.owner} · controller {inspection.controller}
            <br />values: {inspection.values}
          </p>
          {inspection.unsupported && <p className="inspector-problem">Unsupported by the engine: {inspection.unsupported}</p>}
          <h4>Printed characteristic sets</h4>
          <div className="faces">
            {inspection.faces.map((f, i) => (
              <div key={i} className={`face${f.inUse ? ' in-use' : ''}`} data-role={f.role}>
                <div className="face-role">{f.role}{f.inUse && ' — in use'}</div>
                <div className="card-head"><span className="card-name">{f.name}</span><ManaCost cost={f.manaCost} /></div>
                <div className="card-type">{f.typeLine}</div>
                <div className="card-text"><SymbolText text={f.oracleText} /></div>
                {f.stats && <div className="card-pt">{f.stats}</div>}
              </div>
            ))}
          </div>
          <h4>Layers (<RuleNumber rule="613" ruleset={ruleset} />)</h4>
          <ol className="layer-steps">
            {inspection.copies.map((c, i) => <li key={`c${i}`}><span className="layer">layer 1a</span> {c}</li>)}
            <li><span className="layer">layer 1</span> copiable values (<RuleNumber rule="613.2" ruleset={ruleset} />): <span className="after">{inspection.base}</span></li>
            {inspection.steps.map((s, i) => (
              <li key={i} className={s.skipped ? 'skipped' : ''}>
                <span className="layer">layer {s.layer}</span> {s.effect}{' '}
                <span className="why">[{s.why}, {s.rules.map((r) => <RuleNumber key={r} rule={r} ruleset={ruleset} />)}]</span>
                {s.skipped ? <div className="not-applied">✗ does not apply: {s.skipped}</div> : <div className="after">→ {s.after}</div>}
              </li>
            ))}
            {inspection.counters && <li><span className="layer">layer 7c</span> counters: {inspection.counters}</li>}
          </ol>
          <p className="inspector-result"><strong>Result:</strong> {inspection.result}</p>
        </>
      )}
    </section>
  );
}

import { RuleNumber } from '../play/RuleNumber';
import type { LabDiff } from './messages';

/** Shared events more than one row away from a difference are folded, as `arbiter diff` does. */
function near(rows: LabDiff['log'], i: number): boolean {
  return rows.slice(Math.max(0, i - 1), i + 2).some((r) => r.a === null || r.b === null);
}

/**
 * The scenario under two rulesets side by side (`diffScenario`, the same as `arbiter diff`): the switches
 * that differ and those that change the outcome on their own, the events only one side has, the final-state
 * facts that differ, and the rules the differing events cite.
 */
export function DiffPanel({ diff }: { diff: LabDiff }) {
  const differing = diff.log.filter((r) => r.a === null || r.b === null).length;
  const rulesetOf = (side: 'a' | 'b') => (diff[side].startsWith('amended') ? 'amended' : 'cr');
  const rows: ({ a: string | null; b: string | null } | 'fold')[] = [];
  diff.log.forEach((r, i) => {
    if (near(diff.log, i)) rows.push(r);
    else if (rows[rows.length - 1] !== 'fold') rows.push('fold');
  });
  return (
    <div className="diff-panel" aria-label="Ruleset diff">
      <p className="diff-summary">
        A: <strong>{diff.a}</strong> ({diff.passedA ? 'PASS' : 'FAIL'}) · B: <strong>{diff.b}</strong> ({diff.passedB ? 'PASS' : 'FAIL'})
        <br />switches that differ: {diff.switches.join(', ') || 'none'}
        {diff.switches.length > 1 && <><br />switches that change this scenario on their own: <span className="responsible">{diff.responsible.join(', ') || 'none (only together)'}</span></>}
        {diff.switches.length === 1 && diff.responsible.length === 1 && <><br />responsible: <span className="responsible">{diff.responsible[0]}</span></>}
      </p>
      {!differing && !diff.state.length ? (
        <p className="no-difference">No difference: the events and the final state are the same under both rulesets.</p>
      ) : (
        <>
          <h4>Events ({differing} differing)</h4>
          <table className="diff-table">
            <thead><tr><th>A: {diff.a}</th><th>B: {diff.b}</th></tr></thead>
            <tbody>
              {rows.map((r, i) => r === 'fold'
                ? <tr key={i} className="fold"><td>⋯</td><td>⋯</td></tr>
                : <tr key={i} className={r.a === null ? 'only-b' : r.b === null ? 'only-a' : 'same'}><td>{r.a ?? ''}</td><td>{r.b ?? ''}</td></tr>)}
            </tbody>
          </table>
          <h4>Final state</h4>
          <table className="diff-table">
            <tbody>{diff.state.map(([a, b], i) => <tr key={i} className="state-row"><td>{a ?? ''}</td><td>{b ?? ''}</td></tr>)}</tbody>
          </table>
          <p>Rules cited by the differing events: {diff.rules.length
            ? diff.rules.map((r) => <RuleNumber key={r} rule={r} ruleset={rulesetOf(diff.log.some((x) => x.a === null && x.b?.includes(r)) ? 'b' : 'a')} />)
            : 'none'}</p>
        </>
      )}
    </div>
  );
}

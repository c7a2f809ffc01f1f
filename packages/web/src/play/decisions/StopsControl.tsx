import { STEP_LABELS, STEP_ORDER, type PlayerId, type StepName } from '@arbiter/engine';
import type { PageMessage, PriorityStops } from '../../protocol';

/** Steps where priority is given (no priority in the untap step, 502.4, nor usually in cleanup, 514.3). */
const STOP_STEPS = STEP_ORDER.filter((s) => s !== 'untap' && s !== 'cleanup');

/**
 * CR 117.3 — the deciding player's priority stops: the steps to stop in with an empty stack, auto-passing when
 * the engine says nothing could matter, the triggers always passed on (yields, set from the stack), and "pass
 * until" the stack changes or the turn ends. The worker applies
 * them; the page only edits them.
 */
export function StopsControl({ player, stops, send }: { player: PlayerId; stops: PriorityStops; send(m: PageMessage): void }) {
  const toggle = (step: StepName) => send({
    type: 'stops', player, stops: { ...stops, steps: stops.steps.includes(step) ? stops.steps.filter((s) => s !== step) : [...stops.steps, step] },
  });
  return (
    <div className="stops">
      <div className="choices">
        <button onClick={() => send({ type: 'passUntil', player, until: 'stackChanges' })} title="Pass now and until the stack changes">Pass until the stack changes</button>
        <button onClick={() => send({ type: 'passUntil', player, until: 'endOfTurn' })} title="Pass now and until this turn ends">Pass until end of turn</button>
      </div>
      {/* The yields stay in sight: they pass priority for the player until removed. */}
      {stops.yields.length > 0 && (
        <ul className="yields" aria-label="Triggers always passed on">
          {stops.yields.map((key) => (
            <li key={key}>Always pass on {key} <button onClick={() => send({ type: 'stops', player, stops: { ...stops, yields: stops.yields.filter((k) => k !== key) } })}>Stop</button></li>
          ))}
        </ul>
      )}
      <details>
        <summary>Priority stops</summary>
        <label className="block"><input type="checkbox" checked={stops.autoPass}
          onChange={(e) => send({ type: 'stops', player, stops: { ...stops, autoPass: e.target.checked } })} /> Pass automatically when nothing I could do matters</label>
        <div className="stop-steps">
          {STOP_STEPS.map((s) => (
            <label key={s}><input type="checkbox" checked={stops.steps.includes(s)} onChange={() => toggle(s)} /> {STEP_LABELS[s]}</label>
          ))}
        </div>
      </details>
    </div>
  );
}

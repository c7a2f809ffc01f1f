import type { DecisionProps, Pending } from './types';

/** CR 103.5 — keep the hand or take a mulligan. */
export function MulliganControl({ pending, answer }: DecisionProps<Pending<'mulligan'>>) {
  return (
    <div className="choices">
      <span>Hand of {pending.handSize}; mulligans so far: {pending.mulligans}.</span>
      <button className="primary" onClick={() => answer({ kind: 'mulligan', keep: true })}>Keep</button>
      <button onClick={() => answer({ kind: 'mulligan', keep: false })}>Mulligan</button>
    </div>
  );
}

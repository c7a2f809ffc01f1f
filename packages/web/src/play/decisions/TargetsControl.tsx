import { useEffect, useState } from 'react';
import type { Target } from '@arbiter/engine';
import { targetName } from '../StackPanel';
import { targetKey, targetPicking, toggleIn } from './pickers';
import type { DecisionProps, Pending } from './types';

type TargetKinds = 'targets' | 'triggerTargets' | 'newTargets';

/**
 * CR 601.2c, 603.3d, 707.10c — targets, one requirement at a time: click the offered objects or players
 * (or pick them from the list), then confirm. Starts from the engine's suggestion (or a copy's current targets).
 */
export function TargetsControl({ view, pending, answer, input, bind }: DecisionProps<Pending<TargetKinds>>) {
  const initial = pending.kind === 'newTargets' ? pending.current : pending.suggested ?? pending.requirements.map(() => []);
  const [chosen, setChosen] = useState<Target[][]>(initial.map((ts) => [...ts]));
  const [active, setActive] = useState(0);
  const reqs = pending.requirements;
  const req = reqs[active];
  const same = (a: Target, b: Target) => targetKey(a) === targetKey(b);
  const toggle = (t: Target) => setChosen(chosen.map((ts, i) => (i === active ? toggleIn(ts, t, same, req.max) : ts)));
  const confirm = () => answer({ kind: 'targets', targets: chosen });
  useEffect(() => bind(req ? targetPicking(req.legal, chosen[active] ?? [], toggle) : null, confirm));
  return (
    <div className="targets-control">
      {reqs.map((r, i) => (
        <div key={i} className={i === active ? 'requirement active' : 'requirement'} onClick={() => setActive(i)}>
          <div><strong>{r.description}</strong> ({r.min === r.max ? r.min : `${r.min}–${r.max}`})</div>
          <div className="choices">
            {r.legal.map((t) => {
              const on = (chosen[i] ?? []).some((c) => same(c, t));
              return <button key={targetKey(t)} className={on ? 'chip on' : 'chip'} aria-pressed={on}
                onClick={() => { setActive(i); setChosen(chosen.map((ts, j) => (j === i ? toggleIn(ts, t, same, r.max) : ts))); }}>{targetName(view, t)}</button>;
            })}
          </div>
        </div>
      ))}
      <div className="choices">
        <button className="primary" onClick={confirm} title="Enter">Confirm targets</button>
        {pending.kind === 'targets' && <button onClick={() => input({ player: pending.player, kind: 'answer', answer: { kind: 'cancel' } })}>Cancel</button>}
      </div>
    </div>
  );
}

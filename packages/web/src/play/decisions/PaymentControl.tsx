import { useEffect, useState } from 'react';
import type { ManaActivation, ManaOption, ManaUnit, PayableCost, PaymentPlan } from '@arbiter/engine';
import type { TableView } from '../../protocol';
import { ManaCost } from '../ManaCost';
import type { DecisionProps, Pending } from './types';

/** A locked-in cost (601.2f) as symbols: `{3}{U}{U}` plus life. */
function costText(c: PayableCost): string {
  const colored = Object.entries(c.colored).flatMap(([color, n]) => Array<string>(n).fill(`{${color}}`));
  return `${c.generic ? `{${c.generic}}` : ''}${colored.join('')}${'{C}'.repeat(c.colorless)}${'{S}'.repeat(c.snow)}`;
}

const units = (us: ManaUnit[]) => us.map((u) => `{${u.type}}`).join('');

/**
 * CR 601.2g–h — which mana abilities to activate, starting from the engine's suggested plan: tick sources
 * on or off and choose what each makes; the pool's mana is spent as the engine proposes. The engine checks
 * the plan and says why one doesn't pay.
 */
function ManaPlan({ view, sources, pool, plan, onChange }: { view: TableView; sources: ManaOption[]; pool: ManaUnit[]; plan: ManaActivation[]; onChange(p: ManaActivation[]): void }) {
  const key = (a: { source: string; ability: number }) => `${a.source}:${a.ability}`;
  const chosen = new Map(plan.map((a) => [key(a), a]));
  return (
    <div className="mana-plan">
      {pool.length > 0 && <div>Pool: <ManaCost cost={units(pool)} /></div>}
      <ul className="options" aria-label="Mana sources">
        {sources.map((s) => {
          const a = chosen.get(key(s));
          return (
            <li key={key(s)}>
              <label>
                <input type="checkbox" checked={!!a}
                  onChange={() => onChange(a ? plan.filter((x) => x !== a) : [...plan, { source: s.source, ability: s.ability, choice: 0 }])} />
                {' '}{view.objects[s.source]?.name ?? s.source}
              </label>{' '}
              {s.produces.length > 1 ? (
                <select aria-label={`mana from ${view.objects[s.source]?.name}`} value={a?.choice ?? 0}
                  onChange={(e) => onChange(a ? plan.map((x) => (x === a ? { ...x, choice: Number(e.target.value) } : x))
                    : [...plan, { source: s.source, ability: s.ability, choice: Number(e.target.value) }])}>
                  {s.produces.map((p, i) => <option key={i} value={i}>{units(p)}</option>)}
                </select>
              ) : <ManaCost cost={units(s.produces[0] ?? [])} />}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export function PaymentControl({ view, pending, answer, input, bind }: DecisionProps<Pending<'payment'>>) {
  const [plan, setPlan] = useState<ManaActivation[]>(pending.suggested?.activations ?? []);
  const confirm = () => answer({ kind: 'payment', plan: { activations: plan } satisfies PaymentPlan });
  useEffect(() => bind(null, confirm));
  return (
    <div>
      <div>Cost: <ManaCost cost={costText(pending.cost) || '{0}'} />{pending.cost.life > 0 && ` and ${pending.cost.life} life`}</div>
      {!pending.suggested && <p className="warning">The engine finds no way to pay this cost.</p>}
      <ManaPlan view={view} sources={pending.sources} pool={pending.pool} plan={plan} onChange={setPlan} />
      <div className="choices">
        <button className="primary" onClick={confirm} title="Enter">Pay</button>
        {pending.suggested && <button onClick={() => setPlan(pending.suggested!.activations)}>Suggested payment</button>}
        <button onClick={() => input({ player: pending.player, kind: 'answer', answer: { kind: 'cancel' } })}>Cancel</button>
      </div>
    </div>
  );
}

/** CR 118.12 — "counter it unless that player pays": pay (with a plan) or don't. */
export function UnlessPaysControl({ view, pending, answer, bind }: DecisionProps<Pending<'unlessPays'>>) {
  const [plan, setPlan] = useState<ManaActivation[]>(pending.suggested.activations);
  const confirm = () => answer({ kind: 'unlessPays', pay: true, plan: { activations: plan } });
  useEffect(() => bind(null, confirm));
  return (
    <div>
      <div>Pay <ManaCost cost={costText(pending.cost) || '{0}'} />{pending.cost.life > 0 && ` and ${pending.cost.life} life`} for {view.objects[pending.what]?.name}?</div>
      <ManaPlan view={view} sources={pending.sources} pool={pending.pool} plan={plan} onChange={setPlan} />
      <div className="choices">
        <button className="primary" onClick={confirm}>Pay</button>
        <button onClick={() => answer({ kind: 'unlessPays', pay: false })}>Don't pay</button>
      </div>
    </div>
  );
}

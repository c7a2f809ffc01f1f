import { useEffect, useState } from 'react';
import type { ObjectId, Target } from '@arbiter/engine';
import { targetName } from '../StackPanel';
import { targetKey } from './pickers';
import type { DecisionProps, Pending } from './types';

/** CR 508.1 — click creatures to attack; each attacks the first defender offered unless another is chosen. */
export function AttackersControl({ view, pending, answer, bind }: DecisionProps<Pending<'declareAttackers'>>) {
  const [attacks, setAttacks] = useState<{ attacker: ObjectId; defender: Target }[]>([]);
  const candidates = new Map(pending.candidates.map((c) => [c.attacker, c.defenders]));
  const toggle = (id: ObjectId) => {
    if (attacks.some((a) => a.attacker === id)) return setAttacks(attacks.filter((a) => a.attacker !== id));
    setAttacks([...attacks, { attacker: id, defender: candidates.get(id)?.[0] ?? { player: '' } }]);
  };
  const confirm = () => answer({ kind: 'declareAttackers', attacks });
  useEffect(() => bind({
    candidates: new Set(candidates.keys()), chosen: new Set(attacks.map((a) => a.attacker)), pickObject: toggle, pickPlayer() {},
  }, confirm));
  return (
    <div>
      <ul className="options">
        {attacks.map((a) => (
          <li key={a.attacker}>{view.objects[a.attacker]?.name} attacks{' '}
            <select aria-label={`defender for ${view.objects[a.attacker]?.name}`} value={targetKey(a.defender)}
              onChange={(e) => setAttacks(attacks.map((x) => (x.attacker === a.attacker
                ? { ...x, defender: candidates.get(a.attacker)!.find((d) => targetKey(d) === e.target.value)! } : x)))}>
              {candidates.get(a.attacker)?.map((d) => <option key={targetKey(d)} value={targetKey(d)}>{targetName(view, d)}</option>)}
            </select>
          </li>
        ))}
      </ul>
      <div className="choices">
        <button className="primary" onClick={confirm} title="Enter">{attacks.length ? `Attack with ${attacks.length}` : 'No attack'}</button>
        <button onClick={() => setAttacks(pending.suggested)}>Suggested attack</button>
      </div>
    </div>
  );
}

/** CR 509.1 — click a blocker, then the attacker it blocks. */
export function BlockersControl({ view, pending, answer, bind }: DecisionProps<Pending<'declareBlockers'>>) {
  const [blocks, setBlocks] = useState<{ blocker: ObjectId; attacker: ObjectId }[]>([]);
  const [blocker, setBlocker] = useState<ObjectId | null>(null);
  const options = new Map(pending.candidates.map((c) => [c.blocker, c.attackers]));
  const attackers = new Set(pending.candidates.flatMap((c) => c.attackers));
  const pick = (id: ObjectId) => {
    if (options.has(id)) {
      if (blocks.some((b) => b.blocker === id)) return setBlocks(blocks.filter((b) => b.blocker !== id));
      const only = options.get(id)!;
      if (only.length === 1) return setBlocks([...blocks, { blocker: id, attacker: only[0] }]);
      return setBlocker(id);
    }
    if (blocker && attackers.has(id)) {
      setBlocks([...blocks.filter((b) => b.blocker !== blocker), { blocker, attacker: id }]);
      setBlocker(null);
    }
  };
  const confirm = () => answer({ kind: 'declareBlockers', blocks });
  useEffect(() => bind({
    candidates: new Set(blocker ? options.get(blocker) : options.keys()),
    chosen: new Set([...blocks.map((b) => b.blocker), ...(blocker ? [blocker] : [])]), pickObject: pick, pickPlayer() {},
  }, confirm));
  const name = (id: ObjectId) => view.objects[id]?.name ?? id;
  return (
    <div>
      {blocker && <p>Choose the attacker {name(blocker)} blocks.</p>}
      <ul className="options">{blocks.map((b) => <li key={b.blocker}>{name(b.blocker)} blocks {name(b.attacker)}</li>)}</ul>
      <div className="choices">
        <button className="primary" onClick={confirm} title="Enter">{blocks.length ? `Block with ${blocks.length}` : 'No blocks'}</button>
        <button onClick={() => setBlocks(pending.suggested)}>Suggested blocks</button>
      </div>
    </div>
  );
}

/** CR 510.1c–d — divide an attacker's combat damage among the recipients. */
export function DamageControl({ view, pending, answer, bind }: DecisionProps<Pending<'assignDamage'>>) {
  const [amounts, setAmounts] = useState<number[]>([...pending.suggested]);
  const total = amounts.reduce((a, b) => a + b, 0);
  const confirm = () => answer({ kind: 'assignDamage', amounts });
  useEffect(() => bind(null, confirm));
  return (
    <div>
      <p>{view.objects[pending.attacker]?.name} assigns {pending.amount} damage ({total} assigned).</p>
      {pending.recipients.map((r, i) => (
        <label key={targetKey(r)} className="number-row">{targetName(view, r)}
          <input type="number" min={0} max={pending.amount} value={amounts[i]} aria-label={`damage to ${targetName(view, r)}`}
            onChange={(e) => setAmounts(amounts.map((a, j) => (j === i ? Math.max(0, Number(e.target.value) || 0) : a)))} />
        </label>
      ))}
      <div className="choices"><button className="primary" onClick={confirm} title="Enter">Assign damage</button></div>
    </div>
  );
}

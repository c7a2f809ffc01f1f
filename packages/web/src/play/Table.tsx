import { useCallback, useEffect, useRef, useState } from 'react';
import type { Input } from '@arbiter/engine';
import type { TableView } from '../protocol';
import type { EngineClient } from './useEngine';
import { DecisionPanel } from './DecisionPanel';
import { LogPanel } from './LogPanel';
import { NO_PICKING, PickContext, type Picking } from './pick';
import { PlayerArea } from './PlayerArea';
import { StackPanel } from './StackPanel';
import { TurnBar } from './TurnBar';
import { RuleNumber } from './RuleNumber';

/** The play table: turn bar, every player's side, the stack, the decision, the log. */
export function Table({ view, client }: { view: TableView; client: EngineClient }) {
  const [picking, setPicking] = useState<Picking>(NO_PICKING);
  const confirm = useRef<(() => void) | null>(null);
  const names = useCallback((id: string) => view.objects[id]?.name, [view]);
  const send = useCallback((input: Input, hold?: boolean) => client.send({ type: 'input', input, hold }), [client.send]);
  const onBind = useCallback((p: Picking, c: (() => void) | null) => {
    setPicking(p);
    confirm.current = c;
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      // Keys typed into a text field are the field's.
      if (e.target instanceof HTMLElement && e.target.closest('textarea, select, input:not([type=checkbox]):not([type=radio])')) return;
      const pending = view.pending;
      if ((e.ctrlKey || e.metaKey) && e.key === 'z') {
        e.preventDefault();
        if (view.canUndo) client.send({ type: 'undo' });
      } else if (e.key === ' ' && pending?.kind === 'priority') {
        e.preventDefault();
        send({ player: pending.player, kind: 'pass' });
      } else if (e.key === 'Enter' && confirm.current && !(e.target instanceof HTMLButtonElement)) {
        e.preventDefault();
        confirm.current();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [view, client, send]);

  // The seat deciding sits at the bottom (hot seat); the others above, in turn order.
  const me = view.viewer !== 'judge' && view.viewer !== 'spectator' ? view.viewer : view.state.turn.active;
  const order = view.state.order;
  const start = Math.max(0, order.indexOf(me));
  const seats = [...order.slice(start + 1), ...order.slice(0, start + 1)];
  // The player holding priority may yield to a trigger on the stack (when the table shows their view or the judge's).
  const yielding = view.pending?.kind === 'priority' && (view.viewer === 'judge' || view.viewer === view.pending.player) ? view.pending.player : null;
  const yielder = yielding ? {
    yields: view.stops[yielding].yields,
    add: (key: string) => client.send({ type: 'stops', player: yielding, stops: { ...view.stops[yielding], yields: [...view.stops[yielding].yields, key] } }),
  } : undefined;
  return (
    <PickContext.Provider value={picking}>
      <div className={`table${client.busy ? ' is-busy' : ''}`}>
        <TurnBar view={view} />
        <div className="table-main">
          <div className="players">{seats.map((p) => <PlayerArea key={p} view={view} player={p} />)}</div>
          <aside className="side">
            <StackPanel view={view} yielder={yielder} />
            {client.refusal && (
              <div className="refusal" role="alert">
                <strong>Not allowed</strong> (CR <RuleNumber rule={client.refusal.rule} ruleset={view.ruleset} />): {client.refusal.message}
              </div>
            )}
            <DecisionPanel view={view} send={send} message={client.send} onBind={onBind} />
            <LogPanel log={client.log} ruleset={view.ruleset} names={names} />
          </aside>
        </div>
      </div>
    </PickContext.Provider>
  );
}

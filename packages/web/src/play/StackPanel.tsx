import type { Target } from '@arbiter/engine';
import type { TableView } from '../protocol';
import { Card, CardBack } from './Card';

export function targetName(view: TableView, t: Target): string {
  if ('player' in t) return view.state.players[t.player]?.name ?? t.player;
  return view.objects[t.object]?.name || 'a hidden object';
}

/**
 * CR 405 — the stack, top first, each spell or ability with its targets listed. With `yielder`, a triggered
 * ability offers "always pass on this trigger" to the player who holds priority (117.3; the worker passes).
 */
export function StackPanel({ view, yielder }: { view: TableView; yielder?: { yields: string[]; add(key: string): void } }) {
  const ids = [...view.state.stack].reverse();
  return (
    <section className="stack" aria-label="Stack">
      <div className="zone-title">Stack <span className="count">{ids.length}</span></div>
      {ids.length === 0 && <div className="empty">empty</div>}
      {ids.map((id) => {
        const o = view.objects[id];
        if (!o) return <CardBack key={id} id={id} />;
        return (
          <div key={id} className="stack-item">
            <Card object={o} />
            <div className="stack-meta">
              controlled by {view.state.players[o.controller]?.name}
              {o.targets?.some((ts) => ts.length) && (
                <div className="targets">targets: {o.targets.map((ts) => ts.map((t) => targetName(view, t)).join(', ')).filter(Boolean).join('; ')}</div>
              )}
              {yielder && view.triggerKeys[id] !== undefined && (yielder.yields.includes(view.triggerKeys[id])
                ? <div className="yielding">always passing on this trigger</div>
                : <button className="yield" onClick={() => yielder.add(view.triggerKeys[id])} title={view.triggerKeys[id]}>Always pass on this trigger</button>)}
            </div>
          </div>
        );
      })}
    </section>
  );
}

import { useEffect, useState } from 'react';
import type { PriorityOption } from '@arbiter/engine';
import type { TableView } from '../../protocol';
import type { DecisionProps, Pending } from './types';
import { StopsControl } from './StopsControl';

type Action = Exclude<PriorityOption, { kind: 'pass' }>;

const SET_LABELS: Record<string, string> = {
  normal: '', prototype: ' as prototype', adventure: ' (Adventure)', omen: ' (Omen)', left: ' (left half)', right: ' (right half)', prepare_spell: ' (prepare spell)',
};

export function optionLabel(view: TableView, o: PriorityOption): string {
  const name = (id: string) => view.objects[id]?.name ?? id;
  switch (o.kind) {
    case 'pass': return 'Pass priority';
    case 'playLand': return `Play ${name(o.object)}`;
    case 'cast': return `Cast ${name(o.object)}${SET_LABELS[o.set] ?? ''}${o.alternative ? ` (${o.alternative})` : ''}`;
    case 'activate': return `Activate ${name(o.object)}: ability ${o.ability + 1}${o.mana ? ' (mana)' : ''}`;
    case 'turnFaceUp': return `Turn ${name(o.object)} face up (${o.via})`;
  }
}

/**
 * CR 117.1 — the actions priority allows now, as buttons and as clicks on their objects. A click on a card
 * in hand that has no option is still sent (as playing or casting it), so the engine's refusal explains why.
 */
export function PriorityControl({ view, pending, input, bind, send }: DecisionProps<Pending<'priority'>>) {
  const [focus, setFocus] = useState<string | null>(null);
  const player = pending.player;
  /** Shift held: keep priority afterwards (117.3c), e.g. to respond to one's own spell. */
  const take = (o: PriorityOption, hold = false) => {
    if (o.kind === 'pass') return input({ player, kind: 'pass' });
    if (o.kind === 'playLand') return input({ player, kind: 'playLand', object: o.object }, hold);
    if (o.kind === 'cast') return input({ player, kind: 'cast', object: o.object, set: o.set, ...(o.alternative ? { alternative: o.alternative } : {}) }, hold);
    if (o.kind === 'activate') return input({ player, kind: 'activate', object: o.object, ability: o.ability }, hold);
    return input({ player, kind: 'turnFaceUp', object: o.object, via: o.via }, hold);
  };
  const actions = pending.options.filter((o) => o.kind !== 'pass') as Action[];
  const candidates = new Set(actions.map((o) => o.object));
  useEffect(() => {
    bind({
      candidates, chosen: new Set(focus ? [focus] : []),
      pickObject(id) {
        const mine = actions.filter((o) => o.object === id);
        if (mine.length === 1) return take(mine[0]);
        if (mine.length > 1) return setFocus(id);
        const o = view.objects[id];
        if (o?.zone === 'hand' && o.owner === player) {
          input(/\bLand\b/.test(o.typeLine) ? { player, kind: 'playLand', object: id } : { player, kind: 'cast', object: id });
        } else if (o?.zone === 'battlefield' && o.controller === player) {
          input({ player, kind: 'activate', object: id, ability: 0 });
        }
      },
      pickPlayer() {},
    }, () => take({ kind: 'pass' }));
  });
  const shown = focus ? actions.filter((o) => o.object === focus) : actions;
  // Mana abilities matter only through what they pay for (605.3a): folded away unless asked for.
  const isMana = (o: PriorityOption) => o.kind === 'activate' && o.mana;
  // Cards of one name in the hand are alike (nothing marks one apart there): one button for them, with their count.
  const alike = new Map<string, number>();
  const folded = shown.filter((o) => !isMana(o)).filter((o) => {
    if (view.objects[o.object]?.zone !== 'hand') return true;
    const label = optionLabel(view, o);
    alike.set(label, (alike.get(label) ?? 0) + 1);
    return alike.get(label) === 1;
  });
  const button = (o: Action, i: number) => {
    const label = optionLabel(view, o);
    const count = view.objects[o.object]?.zone === 'hand' ? alike.get(label) ?? 1 : 1;
    return (
      <li key={i}><button className="option" onClick={(e) => take(o, e.shiftKey)} title="Shift-click to keep priority afterwards">
        {label}{count > 1 && <span className="option-count"> ({count} in hand)</span>}
      </button></li>
    );
  };
  const mana = shown.filter(isMana);
  return (
    <div className="priority">
      <div className="choices">
        <button className="primary" onClick={() => take({ kind: 'pass' })} title="Space">Pass priority</button>
        {focus && <button onClick={() => setFocus(null)}>Show all options</button>}
      </div>
      <ul className="options" aria-label="Priority options">{folded.map(button)}</ul>
      {mana.length > 0 && (
        <details className="mana-abilities" open={!!focus}>
          <summary>Mana abilities ({mana.length})</summary>
          <ul className="options">{mana.map(button)}</ul>
        </details>
      )}
      {view.stops[player] && <StopsControl player={player} stops={view.stops[player]} send={send} />}
    </div>
  );
}

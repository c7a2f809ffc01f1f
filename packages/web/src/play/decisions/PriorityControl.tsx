import { useEffect, useState } from 'react';
import type { PriorityOption } from '@arbiter/engine';
import type { TableView } from '../../protocol';
import type { DecisionProps, Pending } from './types';

const SET_LABELS: Record<string, string> = {
  normal: '', prototype: ' (prototype)', adventure: ' (Adventure)', omen: ' (Omen)', left: ' (left half)', right: ' (right half)', prepare_spell: ' (prepare spell)',
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
export function PriorityControl({ view, pending, input, bind }: DecisionProps<Pending<'priority'>>) {
  const [focus, setFocus] = useState<string | null>(null);
  const player = pending.player;
  const take = (o: PriorityOption) => {
    if (o.kind === 'pass') return input({ player, kind: 'pass' });
    if (o.kind === 'playLand') return input({ player, kind: 'playLand', object: o.object });
    if (o.kind === 'cast') return input({ player, kind: 'cast', object: o.object, set: o.set, ...(o.alternative ? { alternative: o.alternative } : {}) });
    if (o.kind === 'activate') return input({ player, kind: 'activate', object: o.object, ability: o.ability });
    return input({ player, kind: 'turnFaceUp', object: o.object, via: o.via });
  };
  const actions = pending.options.filter((o) => o.kind !== 'pass') as Exclude<PriorityOption, { kind: 'pass' }>[];
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
  return (
    <div className="priority">
      <div className="choices">
        <button className="primary" onClick={() => take({ kind: 'pass' })} title="Space">Pass priority</button>
        {focus && <button onClick={() => setFocus(null)}>Show all options</button>}
      </div>
      <ul className="options" aria-label="Priority options">
        {shown.map((o, i) => <li key={i}><button className="option" onClick={() => take(o)}>{optionLabel(view, o)}</button></li>)}
      </ul>
    </div>
  );
}

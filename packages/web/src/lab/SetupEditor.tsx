import { useState } from 'react';
import type { SetupBoard, SetupEdit, SetupEntry, SetupZone } from './messages';

const ZONES: SetupZone[] = ['battlefield', 'hand', 'library', 'graveyard', 'exile'];

/** "+1/+1: 2, lore: 1" ⇄ { '+1/+1': 2, lore: 1 }; null when the text isn't that form. */
function parseCounters(text: string): Record<string, number> | null {
  const out: Record<string, number> = {};
  for (const part of text.split(',').map((p) => p.trim()).filter(Boolean)) {
    const m = /^(.+?)\s*:\s*(\d+)$/.exec(part);
    if (!m) return null;
    out[m[1]] = Number(m[2]);
  }
  return out;
}
const countersText = (c: Record<string, number>) => Object.entries(c).map(([k, n]) => `${k}: ${n}`).join(', ');

function CountersField({ entry, onSet }: { entry: SetupEntry; onSet(c: Record<string, number>): void }) {
  const [text, setText] = useState(countersText(entry.counters));
  const parsed = parseCounters(text);
  return (
    <input className={parsed ? 'counters' : 'counters invalid'} value={text} placeholder="counters: +1/+1: 2"
      aria-label={`counters on ${entry.card}`} title={parsed ? 'kind: number, separated by commas' : 'write counters as "kind: number, kind: number"'}
      onChange={(e) => setText(e.target.value)}
      onBlur={() => { if (parsed && text !== countersText(entry.counters)) onSet(parsed); }} />
  );
}

/**
 * The board editor: the scenario's setup as lists per player and zone. Every change is an edit of the YAML
 * setup (made in the worker, comments kept), so the editor's text stays the one truth and `arbiter run`
 * reads the same scenario.
 */
export function SetupEditor({ board, cardNames, onEdit }: { board: SetupBoard; cardNames: string[]; onEdit(e: SetupEdit): void }) {
  const [card, setCard] = useState('');
  const [player, setPlayer] = useState(0);
  const [zone, setZone] = useState<SetupZone>('battlefield');
  const known = cardNames.includes(card);
  const names = board.players.map((p) => p.name);
  return (
    <div className="setup-editor" aria-label="Board editor">
      <form className="add-card" onSubmit={(e) => { e.preventDefault(); if (known) { onEdit({ kind: 'add', player, zone, card }); setCard(''); } }}>
        <input list="lab-card-names" placeholder="search a card…" aria-label="Card to add" value={card} onChange={(e) => setCard(e.target.value)} />
        <datalist id="lab-card-names">{cardNames.map((n) => <option key={n} value={n} />)}</datalist>
        <select aria-label="Player to add to" value={player} onChange={(e) => setPlayer(Number(e.target.value))}>
          {names.map((n, i) => <option key={n} value={i}>{n}</option>)}
        </select>
        <select aria-label="Zone to add to" value={zone} onChange={(e) => setZone(e.target.value as SetupZone)}>
          {ZONES.map((z) => <option key={z} value={z}>{z}</option>)}
        </select>
        <button type="submit" disabled={!known} title={known || !card ? '' : 'not a card the engine knows'}>Add</button>
      </form>
      {board.players.map((p, pi) => (
        <div key={p.name} className="setup-player">
          <div className="player-name">{p.name}</div>
          {ZONES.filter((z) => p.zones[z].length).map((z) => (
            <div key={z} className="setup-zone">
              <div className="zone-title">{z}</div>
              <table>
                <tbody>
                  {p.zones[z].map((e, i) => {
                    const at = { player: pi, zone: z, index: i };
                    return (
                      <tr key={`${e.line}-${i}`} data-card={e.card}>
                        <td className="setup-card">{e.card}</td>
                        {z === 'battlefield' && <>
                          <td><label><input type="checkbox" checked={e.tapped} onChange={(x) => onEdit({ kind: 'set', ...at, field: 'tapped', value: x.target.checked })} /> tapped</label></td>
                          <td><label><input type="checkbox" checked={e.prepared} onChange={(x) => onEdit({ kind: 'set', ...at, field: 'prepared', value: x.target.checked })} /> prepared</label></td>
                          <td><CountersField key={countersText(e.counters)} entry={e} onSet={(c) => onEdit({ kind: 'set', ...at, field: 'counters', value: c })} /></td>
                        </>}
                        <td>
                          <label>owner{' '}
                            <select value={e.owner} aria-label={`owner of ${e.card}`}
                              onChange={(x) => onEdit({ kind: 'set', ...at, field: 'owner', value: x.target.value === p.name ? null : x.target.value })}>
                              {names.map((n) => <option key={n} value={n}>{n}</option>)}
                            </select>
                          </label>
                        </td>
                        <td><button aria-label={`remove ${e.card}`} onClick={() => onEdit({ kind: 'remove', ...at })}>remove</button></td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

import { useEffect } from 'react';
import { Table } from '../play/Table';
import { seatOf, tableLink, type Connection } from './connection';
import { useOnlineClient } from './useOnlineClient';

const PRESENCE: Record<string, string> = { open: 'free seat', connected: 'here', away: 'away (may come back)', computer: 'computer' };

/**
 * An online table: its link, who sits where, taking a free seat, undo by agreement, and the same play table
 * (Table, DecisionPanel) as the hot-seat game, fed by the server's views.
 */
export function OnlineTable({ connection, onLeave }: { connection: Connection; onLeave(): void }) {
  const client = useOnlineClient(connection);
  const { online, view } = client;
  const { table, viewer } = online;
  const seat = seatOf(viewer);
  const link = online.roomId ? tableLink(online.roomId) : '';
  useEffect(() => {
    if (online.roomId && !location.hash.endsWith(online.roomId)) history.replaceState(null, '', `#/table/${online.roomId}`);
  }, [online.roomId]);

  const undo = table?.undo;
  const name = (p: string) => table?.seats.find((s) => s.player === p)?.name ?? p;
  return (
    <div className="play online">
      <div className="online-bar">
        <label>Link to this table <input aria-label="Table link" readOnly value={link} onFocus={(e) => e.target.select()} size={48} /></label>
        <button onClick={() => void navigator.clipboard?.writeText(link)}>Copy</button>
        <span className="viewer" aria-label="Viewer">
          {viewer === 'judge' ? 'You are the judge' : viewer === 'spectator' ? 'You are watching' : seat ? `You are ${name(seat)} (${seat})` : ''}
        </span>
        <span className={`status status-${online.status}`} aria-live="polite">{online.status === 'connected' ? '' : online.status === 'reconnecting' ? 'connection lost — reconnecting…' : online.status}</span>
        <button disabled={!seat || !!undo} onClick={() => connection.proposeUndo()} title="Ctrl+Z: ask the other players to take back the last action">Ask to undo</button>
        {client.busy && <span className="busy" aria-live="polite">waiting for the server…</span>}
        <button onClick={() => { void connection.leave(); onLeave(); }}>Leave table</button>
      </div>
      {table && (
        <ul className="seats" aria-label="Seats">
          {table.seats.map((s) => (
            <li key={s.player} className={`seat presence-${s.presence}`} data-player={s.player}>
              <strong>{s.name}</strong> ({s.player}{s.level ? `, ${s.level}` : ''}) — {PRESENCE[s.presence]}
              {table.thinking === s.player && <em className="thinking"> thinking…</em>}
              {viewer === 'spectator' && s.presence === 'open' && <button onClick={() => connection.sit({ seat: s.player })}>Sit here</button>}
            </li>
          ))}
          {viewer === 'spectator' && table.allowJudge && <li><button onClick={() => connection.sit({ judge: true })}>Watch as the judge</button></li>}
        </ul>
      )}
      {undo && (
        <div className="undo-proposal" role="alert" aria-label="Undo proposal">
          {name(undo.by)} asks to take back the last action (back to decision {undo.toDecision}). Agreed: {undo.accepted.map(name).join(', ')}.
          {seat && !undo.accepted.includes(seat) && table?.seats.some((s) => s.player === seat && s.kind === 'human') && (
            <>
              {' '}<button className="primary" onClick={() => connection.answerUndo(undo.id, true)}>Accept</button>
              <button onClick={() => connection.answerUndo(undo.id, false)}>Refuse</button>
            </>
          )}
        </div>
      )}
      {online.problem && <div className="refusal" role="alert"><strong>Refused</strong>: {online.problem}</div>}
      {view ? <Table view={view} client={client} /> : <p>Joining the table…</p>}
    </div>
  );
}

import { useEffect, useState } from 'react';
import { Connection } from './connection';
import { CreateTable } from './CreateTable';
import { OnlineTable } from './OnlineTable';
import './online.css';

/**
 * This page's connections by table: a table is opened once per page (the component may mount again: another tab
 * of the app and back, React's strict mode in development).
 */
const connections = new Map<string, Promise<Connection>>();

/** The table a `#/table/<roomId>` link opens, if the page was opened by one. */
export function linkedTable(): string | null {
  return /^#\/table\/([\w-]+)$/.exec(location.hash)?.[1] ?? null;
}

/** Online play: create a table, or open one by its link (rejoining this tab's seat after a reload). */
export function Online() {
  const [connection, setConnection] = useState<Connection | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [roomId, setRoomId] = useState(linkedTable);

  useEffect(() => {
    const onHash = () => setRoomId(linkedTable());
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  useEffect(() => {
    if (!roomId || connection?.snapshot().roomId === roomId) return;
    let cancelled = false;
    setProblem(null);
    const opening = connections.get(roomId) ?? Connection.open(roomId);
    connections.set(roomId, opening);
    opening.then((c) => !cancelled && setConnection(c), (e: Error) => {
      connections.delete(roomId);
      if (!cancelled) setProblem(`Could not open table ${roomId}: ${e.message}`);
    });
    return () => { cancelled = true; };
  }, [roomId, connection]);

  const leave = () => {
    if (roomId) connections.delete(roomId);
    setConnection(null);
    setRoomId(null);
    history.replaceState(null, '', '#online');
  };
  if (connection) return <OnlineTable connection={connection} onLeave={leave} />;
  if (roomId && !problem) return <p>Opening table {roomId}…</p>;
  return (
    <>
      {problem && <div className="problems" role="alert">{problem} <button onClick={leave}>New table</button></div>}
      <CreateTable onCreated={(c) => {
        connections.set(c.snapshot().roomId!, Promise.resolve(c));
        setConnection(c);
        setRoomId(c.snapshot().roomId);
      }} />
    </>
  );
}

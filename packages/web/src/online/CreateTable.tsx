import { useState } from 'react';
import type { JoinOptions, TableOptions } from '@arbiter/server/protocol';
import { defaultSeat, SeatFields, type SeatForm } from '../play/SeatFields';
import { Connection } from './connection';

/**
 * A new online table: 2–4 seats, each a person or a computer level with a sample deck or a pasted list; where the
 * creator sits; whether a judge may watch. The server checks everything (located deck errors come back from it).
 */
export function CreateTable({ onCreated }: { onCreated(c: Connection): void }) {
  const [seats, setSeats] = useState<SeatForm[]>([defaultSeat(0), defaultSeat(1)]);
  const [mine, setMine] = useState('p1');
  const [allowJudge, setAllowJudge] = useState(true);
  /** Empty: the server picks a random seed (and never tells the players: it would foretell the shuffles). */
  const [seed, setSeed] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const people = seats.flatMap((s, i) => (s.kind === 'person' ? [`p${i + 1}`] : []));
  const join: JoinOptions = people.includes(mine) ? { seat: mine } : { spectator: true };

  const create = async () => {
    const options: TableOptions = {
      allowJudge,
      ...(seed.trim() ? { seed: Number(seed) } : {}),
      seats: seats.map((s) => ({
        name: s.name,
        ...(s.kind === 'person' ? { kind: 'human' as const } : { kind: 'computer' as const, level: s.kind }),
        deck: s.deck === 'paste' ? { list: s.pasted } : { sample: s.deck },
      })),
    };
    setCreating(true);
    setProblem(null);
    try {
      onCreated(await Connection.create(options, join));
    } catch (e) {
      setProblem(e instanceof Error ? e.message : String(e));
    } finally {
      setCreating(false);
    }
  };

  return (
    <section className="setup" aria-label="New online table">
      <h2>New online table</h2>
      <p className="hint">Create a table, then send its link: whoever opens it joins a free seat or watches.</p>
      <SeatFields seats={seats} onChange={setSeats} />
      <div className="setup-row">
        {seats.length < 4 && <button onClick={() => setSeats([...seats, defaultSeat(seats.length)])}>Add seat</button>}
        <label>I sit at
          <select aria-label="My seat" value={people.includes(mine) ? mine : 'watch'} onChange={(e) => setMine(e.target.value)}>
            {people.map((p) => <option key={p} value={p}>seat {p.slice(1)} ({seats[Number(p.slice(1)) - 1].name})</option>)}
            <option value="watch">no seat (watch)</option>
          </select>
        </label>
        <label>Seed <input aria-label="Seed" type="number" min={0} placeholder="random" value={seed} onChange={(e) => setSeed(e.target.value)} /></label>
        <label><input type="checkbox" checked={allowJudge} onChange={(e) => setAllowJudge(e.target.checked)} /> A judge may watch (sees everything)</label>
        <button className="primary" disabled={creating} onClick={create}>Create table</button>
      </div>
      {problem && <pre className="problems" role="alert">{problem}</pre>}
    </section>
  );
}

import { useState } from 'react';
import { LEVELS } from '@arbiter/ai';
import type { RulesetName } from '@arbiter/engine';
import type { NewGameRequest, SeatKind } from '../protocol';
import { SAMPLE_DECKS } from './decks';

interface SeatForm {
  name: string;
  kind: SeatKind;
  /** A sample deck's name, or 'paste'. */
  deck: string;
  pasted: string;
}

const NAMES = ['Alice', 'Bob', 'Carol', 'Dan'];
/** The seat kinds offered: a person, or a computer player of @arbiter/ai (the worker answers for it). */
const SEAT_KINDS: { kind: SeatKind; label: string }[] = [
  { kind: 'person', label: 'Person' },
  ...LEVELS.map((level) => ({ kind: level, label: `Computer (${level})` })),
];

function defaultSeat(i: number): SeatForm {
  return { name: NAMES[i], kind: 'person', deck: SAMPLE_DECKS[i % SAMPLE_DECKS.length]?.name ?? 'paste', pasted: '' };
}

/** A new hot-seat game: 2–4 seats, each with a sample deck or a pasted list; seed and ruleset. */
export function GameSetup(props: { onStart(game: NewGameRequest): void; onImport(text: string, source: string): void }) {
  const [seats, setSeats] = useState<SeatForm[]>([defaultSeat(0), defaultSeat(1)]);
  const [seed, setSeed] = useState(() => Math.floor(Math.random() * 1_000_000));
  const [rules, setRules] = useState<RulesetName>('cr');
  const edit = (i: number, change: Partial<SeatForm>) => setSeats(seats.map((s, j) => (j === i ? { ...s, ...change } : s)));

  const start = () => props.onStart({
    seed, ruleset: rules,
    seats: seats.map((s) => {
      const sample = SAMPLE_DECKS.find((d) => d.name === s.deck);
      return sample
        ? { name: s.name, kind: s.kind, deckList: sample.text, deckSource: sample.source }
        : { name: s.name, kind: s.kind, deckList: s.pasted, deckSource: `deck of ${s.name}` };
    }),
  });

  return (
    <section className="setup" aria-label="New game">
      <h2>New hot-seat game</h2>
      {seats.map((s, i) => (
        <fieldset key={i} className="seat-form">
          <legend>Seat {i + 1}</legend>
          <label>Name <input aria-label={`Seat ${i + 1} name`} value={s.name} onChange={(e) => edit(i, { name: e.target.value })} /></label>
          <label>Plays
            <select aria-label={`Seat ${i + 1} kind`} value={s.kind} onChange={(e) => edit(i, { kind: e.target.value as SeatKind })}>
              {SEAT_KINDS.map((k) => <option key={k.kind} value={k.kind}>{k.label}</option>)}
            </select>
          </label>
          <label>Deck
            <select aria-label={`Seat ${i + 1} deck`} value={s.deck} onChange={(e) => edit(i, { deck: e.target.value })}>
              {SAMPLE_DECKS.map((d) => <option key={d.name} value={d.name}>{d.name}</option>)}
              <option value="paste">Paste a deck list…</option>
            </select>
          </label>
          {s.deck === 'paste' && (
            <textarea aria-label={`Seat ${i + 1} deck list`} rows={8} placeholder={'4 Lightning Bolt\n20 Mountain'} value={s.pasted}
              onChange={(e) => edit(i, { pasted: e.target.value })} />
          )}
          {seats.length > 2 && <button onClick={() => setSeats(seats.filter((_, j) => j !== i))}>Remove seat</button>}
        </fieldset>
      ))}
      <div className="setup-row">
        {seats.length < 4 && <button onClick={() => setSeats([...seats, defaultSeat(seats.length)])}>Add seat</button>}
        <label>Seed <input aria-label="Seed" type="number" value={seed} onChange={(e) => setSeed(Number(e.target.value) || 0)} /></label>
        <label>Rules
          <select aria-label="Ruleset" value={rules} onChange={(e) => setRules(e.target.value as RulesetName)}>
            <option value="cr">cr (Comprehensive Rules)</option>
            <option value="amended">amended (proposed amendments)</option>
          </select>
        </label>
        <button className="primary" onClick={start}>Start game</button>
      </div>
      <div className="setup-row">
        <label>Open a replay file <input aria-label="Replay file" type="file" accept=".json,application/json"
          onChange={async (e) => {
            const file = e.target.files?.[0];
            if (file) props.onImport(await file.text(), file.name);
          }} /></label>
      </div>
    </section>
  );
}

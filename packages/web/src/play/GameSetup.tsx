import { useState } from 'react';
import type { RulesetName } from '@arbiter/engine';
import type { NewGameRequest } from '../protocol';
import { SAMPLE_DECKS } from './decks';
import { defaultSeat, SeatFields, type SeatForm } from './SeatFields';

/**
 * A new game: 2–4 seats, each a person (hot seat: the people share this screen) or a computer, with a sample deck
 * or a pasted list; seed and ruleset. It opens as a person against the computer, what most players come for.
 */
export function GameSetup(props: { onStart(game: NewGameRequest): void; onImport(text: string, source: string): void }) {
  const [seats, setSeats] = useState<SeatForm[]>([defaultSeat(0), { ...defaultSeat(1), kind: 'easy' }]);
  const [seed, setSeed] = useState(() => Math.floor(Math.random() * 1_000_000));
  const [rules, setRules] = useState<RulesetName>('cr');

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
      <h2>New game</h2>
      <p className="setup-hint">Play the computer, or seat several people at this screen (hot seat: each sees their own hand when they decide).</p>
      <SeatFields seats={seats} onChange={setSeats} />
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

import { BUDGET_MS, LEVELS } from '@arbiter/ai';
import type { SeatKind } from '../protocol';
import { SAMPLE_DECKS } from './decks';

/** One seat of a new hot-seat game or online table, as the form holds it. */
export interface SeatForm {
  name: string;
  /** A person, or a computer level of @arbiter/ai (the worker, or the server's agent pool, plays it). */
  kind: SeatKind;
  /** A sample deck's name, or 'paste'. */
  deck: string;
  pasted: string;
}

const NAMES = ['Alice', 'Bob', 'Carol', 'Dan'];
/** What each computer level is, for the seat's menu (@arbiter/ai's LEVELS and BUDGET_MS). */
const LEVEL_NOTES: Record<(typeof LEVELS)[number], string> = {
  random: 'random legal moves',
  easy: 'rules of thumb, answers at once',
  normal: `searches up to ${BUDGET_MS.normal / 1000} s a decision`,
  hard: `searches up to ${BUDGET_MS.hard / 1000} s a decision`,
};
const SEAT_KINDS: { kind: SeatKind; label: string }[] = [
  { kind: 'person', label: 'Person' },
  ...LEVELS.map((level) => ({ kind: level, label: `Computer (${level}: ${LEVEL_NOTES[level]})` })),
];

export function defaultSeat(i: number): SeatForm {
  return { name: NAMES[i], kind: 'person', deck: SAMPLE_DECKS[i % SAMPLE_DECKS.length]?.name ?? 'paste', pasted: '' };
}

/** The seats' fields (2–4 seats): name, who plays, the deck (a sample or a pasted list), and removing a seat. */
export function SeatFields({ seats, onChange }: { seats: SeatForm[]; onChange(seats: SeatForm[]): void }) {
  const edit = (i: number, change: Partial<SeatForm>) => onChange(seats.map((s, j) => (j === i ? { ...s, ...change } : s)));
  return seats.map((s, i) => (
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
      {seats.length > 2 && <button onClick={() => onChange(seats.filter((_, j) => j !== i))}>Remove seat</button>}
    </fieldset>
  ));
}

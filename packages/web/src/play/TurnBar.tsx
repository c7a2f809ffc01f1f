import { STEP_LABELS, STEP_ORDER } from '@arbiter/engine';
import type { TableView } from '../protocol';

/** CR 500.1 — the turn: its number, the active player, every step with the current one marked, and who has priority. */
export function TurnBar({ view }: { view: TableView }) {
  const { turn, players, over } = view.state;
  const name = (id: string | null) => (id ? players[id]?.name ?? id : '—');
  return (
    <div className="turn-bar" aria-label="Turn">
      <span className="turn-number">Turn {turn.number}</span>
      <span className="turn-active">{name(turn.active)}'s turn</span>
      <ol className="steps">
        {STEP_ORDER.map((s) => <li key={s} className={s === turn.step ? 'step current' : 'step'}>{STEP_LABELS[s]}</li>)}
      </ol>
      <span className="turn-priority" aria-label="Priority">{over ? `Game over: ${over.reason}` : `Priority: ${name(turn.priority)}`}</span>
    </div>
  );
}

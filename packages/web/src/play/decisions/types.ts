import type { Answer, Input, PendingDecision } from '@arbiter/engine';
import type { TableView } from '../../protocol';
import type { Picking } from '../pick';

/** What every decision control gets: the decision, the table, and ways to answer. */
export interface DecisionProps<K extends PendingDecision['kind'] = PendingDecision['kind']> {
  view: TableView;
  pending: Extract<PendingDecision, { kind: K }>;
  answer(a: Answer): void;
  input(i: Input): void;
  /** Registers what clicking on the table means and what Enter confirms, for as long as the control shows. */
  bind(picking: Picking | null, confirm: (() => void) | null): void;
}

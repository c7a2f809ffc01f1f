import type { Answer, Input, PendingDecision } from '@arbiter/engine';
import type { PageMessage, TableView } from '../../protocol';
import type { Picking } from '../pick';

/** What every decision control gets: the decision, the table, and ways to answer. */
/** The pending decision of kind(s) K. */
export type Pending<K extends PendingDecision['kind']> = Extract<PendingDecision, { kind: K }>;

export interface DecisionProps<P extends PendingDecision = PendingDecision> {
  view: TableView;
  pending: P;
  answer(a: Answer): void;
  /** `hold`: keep priority after it (shift-click). */
  input(i: Input, hold?: boolean): void;
  /** Any other message to the worker (priority stops). */
  send(m: PageMessage): void;
  /** Registers what clicking on the table means and what Enter confirms, for as long as the control shows. */
  bind(picking: Picking | null, confirm: (() => void) | null): void;
}

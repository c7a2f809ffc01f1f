import { useCallback, useEffect } from 'react';
import type { Answer, Input, PendingDecision } from '@arbiter/engine';
import type { PageMessage, TableView } from '../protocol';
import { NO_PICKING, type Picking } from './pick';
import type { DecisionProps, Pending } from './decisions/types';
import { PriorityControl } from './decisions/PriorityControl';
import { SuggestedControl } from './decisions/SuggestedControl';
import { MulliganControl } from './decisions/MulliganControl';
import { TargetsControl } from './decisions/TargetsControl';
import { AttackersControl, BlockersControl, DamageControl } from './decisions/CombatControls';
import { PaymentControl, UnlessPaysControl } from './decisions/PaymentControl';
import {
  AnnounceControl, BottomCardsControl, ChooseHalvesControl, ChooseNameControl, ChooseNumberControl, ChooseObjectsControl, ChooseOptionControl,
  LegendRuleControl, OptionalCostsControl, OrderReplacementsControl, OrderTriggersControl, TriggerModesControl,
} from './decisions/ChoiceControls';

type Controls = { [K in PendingDecision['kind']]?: (p: DecisionProps<Pending<K>>) => React.ReactNode };

/** One control per decision kind (decisions.ts); a kind added to the engine later is answered through its suggestion until it has one. */
const CONTROLS: Controls = {
  priority: PriorityControl,
  mulligan: MulliganControl,
  bottomCards: BottomCardsControl,
  announce: AnnounceControl,
  optionalCosts: OptionalCostsControl,
  unlessPays: UnlessPaysControl,
  targets: TargetsControl,
  triggerTargets: TargetsControl,
  newTargets: TargetsControl,
  payment: PaymentControl,
  declareAttackers: AttackersControl,
  declareBlockers: BlockersControl,
  assignDamage: DamageControl,
  orderTriggers: OrderTriggersControl,
  triggerModes: TriggerModesControl,
  orderReplacements: OrderReplacementsControl,
  chooseName: ChooseNameControl,
  chooseOption: ChooseOptionControl,
  chooseNumber: ChooseNumberControl,
  chooseHalves: ChooseHalvesControl,
  legendRule: LegendRuleControl,
  chooseObjects: ChooseObjectsControl,
};

/**
 * The pending decision as a control. Options come only from the decision; answers go to the worker, and a
 * refusal comes back as the engine's typed error. `onBind` hands the table its click meaning and Enter.
 */
export function DecisionPanel(props: { view: TableView; send(i: Input, hold?: boolean): void; message(m: PageMessage): void; onBind(picking: Picking, confirm: (() => void) | null): void }) {
  const { view, send, message, onBind } = props;
  const pending = view.pending;
  const answer = useCallback((a: Answer) => pending && send({ player: pending.player, kind: 'answer', answer: a }), [pending, send]);
  const bind = useCallback((picking: Picking | null, confirm: (() => void) | null) => onBind(picking ?? NO_PICKING, confirm), [onBind]);
  const mine = !!pending && (view.viewer === 'judge' || view.viewer === pending.player);
  // No control of this viewer's: nothing on the table is offered (a control binds the table only while shown).
  useEffect(() => {
    if (!mine) onBind(NO_PICKING, null);
  }, [mine, onBind]);
  if (!pending) return <section className="decision" aria-label="Decision"><p>{view.state.over ? `The game is over: ${view.state.over.reason}.` : 'No decision pending.'}</p></section>;
  const who = view.state.players[pending.player]?.name ?? pending.player;
  const Control = (CONTROLS[pending.kind] ?? SuggestedControl) as (p: DecisionProps) => React.ReactNode;
  return (
    <section className="decision" aria-label="Decision" data-kind={pending.kind}>
      <div className="decision-head"><strong>{who}</strong>: {pending.prompt} <span className="rule-cite">CR {pending.rule}</span></div>
      {mine && 'suggested' in pending
        ? <Control key={pending.id} view={view} pending={pending} answer={answer} input={send} send={message} bind={bind} />
        : <p>Waiting for {who}.</p>}
    </section>
  );
}

import type { Input, PendingDecision } from '../decisions';

/**
 * The input that answers a pending decision with the engine's suggested answer, for every decision kind: pass
 * priority, keep a hand, the suggested X/halves/modes, targets, payment, attacks, blocks, damage division, order,
 * choice. Where nothing can be suggested (no legal targets, no payment found) it abandons the cast or activation
 * in progress (CR 732.1). An embedding program can always go on with `step(state, suggestedInput(state.pending), cards)`.
 */
export function suggestedInput(d: PendingDecision): Input {
  const player = d.player;
  const answer = (a: Extract<Input, { kind: 'answer' }>['answer']): Input => ({ player, kind: 'answer', answer: a });
  switch (d.kind) {
    case 'priority':
      return { player, kind: 'pass' };
    case 'mulligan':
      return answer({ kind: 'mulligan', keep: true });
    case 'bottomCards':
      return answer({ kind: 'bottomCards', cards: d.suggested });
    case 'announce':
      return answer({ kind: 'announce', x: d.suggested.x, announce: d.suggested.announce, modes: d.suggested.modes });
    case 'optionalCosts':
      return answer({ kind: 'optionalCosts', pay: d.suggested });
    case 'unlessPays':
      return answer({ kind: 'unlessPays', pay: true, plan: d.suggested });
    case 'targets':
      return answer(d.suggested ? { kind: 'targets', targets: d.suggested } : { kind: 'cancel' });
    case 'payment':
      return answer(d.suggested ? { kind: 'payment', plan: d.suggested } : { kind: 'cancel' });
    case 'declareAttackers':
      return answer({ kind: 'declareAttackers', attacks: d.suggested });
    case 'declareBlockers':
      return answer({ kind: 'declareBlockers', blocks: d.suggested });
    case 'assignDamage':
      return answer({ kind: 'assignDamage', amounts: d.suggested });
    case 'orderTriggers':
      return answer({ kind: 'orderTriggers', order: d.suggested });
    case 'triggerModes':
      return answer({ kind: 'announce', modes: d.suggested });
    case 'triggerTargets':
    case 'newTargets':
      return answer({ kind: 'targets', targets: d.suggested });
    case 'orderReplacements':
    case 'chooseNumber':
      return answer({ kind: 'chooseNumber', value: d.suggested });
    case 'chooseName':
      return answer({ kind: 'chooseName', name: d.suggested });
    case 'chooseOption':
      return answer({ kind: 'chooseOption', choice: d.suggested });
    case 'chooseHalves':
      return answer({ kind: 'chooseHalves', halves: d.suggested });
    case 'legendRule':
    case 'chooseObjects':
      return answer({ kind: 'chooseObjects', objects: d.suggested });
  }
}

import type { Input, PendingDecision } from '../decisions';

/**
 * CR 601.2, 733.1 — the input that answers a pending decision with the engine's suggested answer, for every
 * decision kind: pass priority, keep a hand, the suggested X/halves/modes, targets, payment, attacks, blocks, damage
 * division, order, choice; "counter unless pays" is declined. Where nothing can be suggested (no legal targets, no
 * payment found) it abandons the cast or activation in progress (CR 733.1). The engine never asks a decision whose
 * suggested answer it would refuse (the invariant check 'suggested'). An embedding program can always go on with `step(state, suggestedInput(state.pending), cards)`.
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
      // Declining is always legal (118.12); `d.suggested` is how to pay, should the player choose to.
      return answer({ kind: 'unlessPays', pay: false });
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

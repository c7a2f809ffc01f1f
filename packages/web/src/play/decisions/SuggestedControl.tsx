import type { Answer } from '@arbiter/engine';
import type { DecisionProps } from './types';

/** The engine's suggested answer for a decision kind, as an `Answer`; null when none applies. */
export function suggestedAnswer(p: DecisionProps['pending']): Answer | null {
  switch (p.kind) {
    case 'mulligan': return { kind: 'mulligan', keep: true };
    case 'bottomCards': return { kind: 'bottomCards', cards: p.suggested };
    case 'announce': return { kind: 'announce', x: p.suggested.x, announce: p.suggested.announce, modes: p.suggested.modes };
    case 'optionalCosts': return { kind: 'optionalCosts', pay: p.suggested };
    case 'unlessPays': return { kind: 'unlessPays', pay: true, plan: p.suggested };
    case 'targets': return p.suggested ? { kind: 'targets', targets: p.suggested } : null;
    case 'payment': return p.suggested ? { kind: 'payment', plan: p.suggested } : null;
    case 'declareAttackers': return { kind: 'declareAttackers', attacks: p.suggested };
    case 'declareBlockers': return { kind: 'declareBlockers', blocks: p.suggested };
    case 'assignDamage': return { kind: 'assignDamage', amounts: p.suggested };
    case 'orderTriggers': return { kind: 'orderTriggers', order: p.suggested };
    case 'triggerModes': return { kind: 'announce', modes: p.suggested };
    case 'triggerTargets': return { kind: 'targets', targets: p.suggested };
    case 'orderReplacements': return { kind: 'chooseNumber', value: p.suggested };
    case 'newTargets': return { kind: 'targets', targets: p.suggested };
    case 'chooseName': return { kind: 'chooseName', name: p.suggested };
    case 'chooseOption': return { kind: 'chooseOption', choice: p.suggested };
    case 'chooseNumber': return { kind: 'chooseNumber', value: p.suggested };
    case 'chooseHalves': return { kind: 'chooseHalves', halves: p.suggested };
    case 'legendRule': return { kind: 'chooseObjects', objects: p.suggested };
    case 'chooseObjects': return { kind: 'chooseObjects', objects: p.suggested };
    case 'priority': return null;
  }
}

/** Accept what the engine suggests. */
export function SuggestedControl(props: DecisionProps) {
  const a = suggestedAnswer(props.pending);
  return a ? <button className="primary" onClick={() => props.answer(a)}>Accept the suggestion</button> : null;
}

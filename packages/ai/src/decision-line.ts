import { playerView, type CardRegistry, type GameEvent, type GameState, type Input, type Viewer } from '@arbiter/engine';
import type { Reasoning } from './agent';
import { describeInput } from './candidates';

/**
 * A computer player's decision as a line of a table's log (`kind: 'computerDecision'`, no rule number: a choice,
 * not a rule), with the computer's reasoning, which names the cards it weighed and is for whoever may see them.
 */
export interface DecisionLine extends GameEvent {
  kind: 'computerDecision';
  reasoning?: Reasoning;
}

export interface DecisionContext {
  /** Whose view describes a hidden answer: the one person at the table, or 'spectator' for what everyone sees. */
  audience: Viewer;
  /** The computer's level, shown beside its name. */
  level: string;
  /** The engine refused the computer's own input and its suggested answer was played instead. */
  fallback: boolean;
  reasoning?: Reasoning;
}

/**
 * CR 601.2a, 602.2a — a computer player's decision as the people at its table may see it. An action shows its
 * card to everyone (a spell cast face up, an ability activated from a hidden zone, a land played, a permanent
 * turned face up), so it is named; any other answer is described from the audience's view, so a hidden choice
 * stays hidden (the cards put on the bottom after a mulligan are "a hidden card", 103.5). A plain pass is in the
 * log already (117.3d): it gets a line only when the computer weighed something else, otherwise null.
 */
export function decisionLine(state: GameState, input: Input, ctx: DecisionContext, cards: CardRegistry): DecisionLine | null {
  if (input.kind === 'pass' && (ctx.reasoning?.candidates?.length ?? 0) <= 1) return null;
  const what = ctx.fallback ? 'the suggested answer (its own was refused)' : describeDecision(state, input, ctx.audience, cards);
  const line: DecisionLine = { kind: 'computerDecision', rules: [], player: input.player, text: `${state.players[input.player].name} (computer, ${ctx.level}): ${what}` };
  return ctx.reasoning ? { ...line, reasoning: ctx.reasoning } : line;
}

/**
 * CR 601.2a, 602.2a — a decision as `audience` may see it: an action that shows its card to everyone (a spell cast
 * face up, an ability activated, a land played, a permanent turned face up) names it; any other answer is described
 * from the audience's view.
 */
export function describeDecision(state: GameState, input: Input, audience: Viewer, cards: CardRegistry): string {
  const shown = input.kind === 'playLand' || input.kind === 'activate' || input.kind === 'turnFaceUp'
    || (input.kind === 'cast' && input.alternative !== 'morph' && input.alternative !== 'disguise');
  return describeInput(shown ? state : playerView(state, audience, cards, { display: false }).state, input);
}

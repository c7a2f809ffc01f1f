/**
 * A game-illegal input (DESIGN 1): returned, never thrown; the state is left unchanged.
 * `rule` names the rule that makes the action illegal; it is empty for a `malformed-input` (data that
 * doesn't have the shape of an input at all: no game rule is involved).
 */
export interface ActionError {
  code:
    | 'not-your-decision'
    | 'wrong-decision'
    | 'illegal-action'
    | 'illegal-target'
    | 'illegal-choice'
    | 'cannot-pay'
    | 'timing'
    | 'unknown-object'
    | 'unsupported'
    | 'malformed-input'
    | 'game-over'
    /** createGame: a setup the game can't start with (CreateGameResult.setupErrors says what). */
    | 'invalid-setup';
  rule: string;
  message: string;
}

export function actionError(code: ActionError['code'], rule: string, message: string): ActionError {
  return { code, rule, message };
}

/** An error as a person reads it: "CR 601.2c: …", or "malformed input: …" when no rule is involved (the only such code). */
export function describeError(e: Pick<ActionError, 'rule' | 'message'>): string {
  return e.rule ? `CR ${e.rule}: ${e.message}` : `malformed input: ${e.message}`;
}

import * as v from 'valibot';
import { ALTERNATIVE_COSTS, ANNOUNCED_COST_MODES, type Input } from './decisions';
import { actionError, type ActionError } from './errors';

/**
 * DESIGN 1, 8 — the run-time shape of `Input` and `Answer` (decisions.ts), checked at `step`'s boundary:
 * front ends, workers and servers send data that may not match the types. Only the shape is checked here
 * (kinds, the type of every field the kind has; other fields are ignored); whether an id exists or a choice is legal is the rules' business.
 */

const id = v.string();
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const target = v.union([v.object({ object: id }), v.object({ player: id })]);
const targets = v.array(v.array(target));
const symbolChoice = v.union([
  v.object({ half: v.picklist([0, 1]) }),
  v.object({ life: v.literal(true) }),
  v.object({ mana: v.literal(true) }),
]);
const announcements = v.record(v.pipe(v.string(), v.regex(/^\d+$/, 'a symbol index')), symbolChoice);
const plan = v.object({
  activations: v.array(v.object({ source: id, ability: count, choice: count })),
  spend: v.optional(v.array(count)),
});
const payment = v.optional(v.union([v.literal('auto'), plan]));
const set = v.picklist(['normal', 'prototype', 'adventure', 'omen', 'left', 'right', 'prepare_spell']);
const alternative = v.picklist(ALTERNATIVE_COSTS);
const costMode = v.picklist(ANNOUNCED_COST_MODES);

const answer = v.variant('kind', [
  v.object({ kind: v.literal('mulligan'), keep: v.boolean() }),
  v.object({ kind: v.literal('bottomCards'), cards: v.array(id) }),
  v.object({ kind: v.literal('announce'), x: v.optional(count), announce: v.optional(announcements), modes: v.optional(v.array(count)) }),
  v.object({ kind: v.literal('targets'), targets }),
  v.object({ kind: v.literal('payment'), plan }),
  v.object({ kind: v.literal('declareAttackers'), attacks: v.array(v.object({ attacker: id, defender: target })) }),
  v.object({ kind: v.literal('declareBlockers'), blocks: v.array(v.object({ blocker: id, attacker: id })) }),
  v.object({ kind: v.literal('assignDamage'), amounts: v.array(count) }),
  v.object({ kind: v.literal('chooseObjects'), objects: v.array(id) }),
  v.object({ kind: v.literal('optionalCosts'), pay: v.array(costMode) }),
  v.object({ kind: v.literal('unlessPays'), pay: v.boolean(), plan: v.optional(plan) }),
  v.object({ kind: v.literal('chooseNumber'), value: v.pipe(v.number(), v.integer()) }),
  v.object({ kind: v.literal('chooseOption'), choice: count }),
  v.object({ kind: v.literal('chooseName'), name: v.string() }),
  v.object({ kind: v.literal('chooseHalves'), halves: v.array(count) }),
  v.object({ kind: v.literal('orderTriggers'), order: v.array(count) }),
  v.object({ kind: v.literal('cancel') }),
]);

const input = v.variant('kind', [
  v.object({ player: id, kind: v.literal('pass') }),
  v.object({ player: id, kind: v.literal('playLand'), object: id }),
  v.object({
    player: id, kind: v.literal('cast'), object: id, set: v.optional(set), costs: v.optional(v.array(costMode)),
    alternative: v.optional(alternative), x: v.optional(count), modes: v.optional(v.array(count)),
    announce: v.optional(announcements), targets: v.optional(targets), payment,
  }),
  v.object({
    player: id, kind: v.literal('activate'), object: id, ability: count, x: v.optional(count),
    announce: v.optional(announcements), targets: v.optional(targets), payment, choice: v.optional(count),
  }),
  v.object({ player: id, kind: v.literal('turnFaceUp'), object: id, via: v.optional(v.picklist(['morph', 'disguise', 'manaCost'])), payment }),
  v.object({ player: id, kind: v.literal('answer'), answer }),
  v.object({ player: id, kind: v.literal('concede') }),
]);

/**
 * Checks that `value` has the shape of an `Input`; the error names the first field that doesn't
 * (`input.answer.keep: Invalid type: Expected boolean but received undefined`).
 */
export function inputShapeError(value: unknown): ActionError | null {
  // The most common input by far (a pass of priority), checked as the schema's `pass` entry would check it.
  if (isPass(value)) return null;
  const r = v.safeParse(input, value, { abortEarly: true });
  if (r.success) return null;
  const issue = r.issues[0];
  const path = v.getDotPath(issue);
  return actionError('malformed-input', '', `input${path ? `.${path}` : ''}: ${issue.message}`);
}

function isPass(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    && (value as { kind?: unknown }).kind === 'pass' && typeof (value as { player?: unknown }).player === 'string';
}

/** A type guard over `inputShapeError`. */
export function isInput(value: unknown): value is Input {
  return inputShapeError(value) === null;
}

/**
 * DESIGN 8 — the network edge validates: every client message and table option is checked for shape here,
 * before the engine sees it (the engine checks what is legal; it may assume well-formed input). An invalid
 * message is refused with the path at fault and what was expected.
 */
import { z } from 'zod';
import { LEVELS } from '@arbiter/ai';
import { ALTERNATIVE_COSTS, ANNOUNCED_COST_MODES, STEP_ORDER } from '@arbiter/engine';
import type { InputMessage, JoinOptions, PassUntilMessage, StopsMessage, TableOptions, UndoAnswerMessage } from './protocol';

const id = z.string().min(1).max(64);
const count = z.number().int().min(0).max(1000);
const list = <T extends z.ZodType>(item: T) => z.array(item).max(200);

const target = z.union([z.object({ object: id }), z.object({ player: id })]);
const targets = list(list(target));
const symbolChoice = z.union([z.object({ half: z.union([z.literal(0), z.literal(1)]) }), z.object({ life: z.literal(true) }), z.object({ mana: z.literal(true) })]);
const announce = z.record(z.string().regex(/^\d+$/), symbolChoice);
const plan = z.object({ activations: list(z.object({ source: id, ability: count, choice: count })), spend: list(count).optional() });
const payment = z.union([plan, z.literal('auto')]);
const costMode = z.enum(ANNOUNCED_COST_MODES);
const set = z.enum(['normal', 'prototype', 'adventure', 'omen', 'left', 'right', 'prepare_spell']);

const answer = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('mulligan'), keep: z.boolean() }),
  z.object({ kind: z.literal('bottomCards'), cards: list(id) }),
  z.object({ kind: z.literal('announce'), x: count.optional(), announce: announce.optional(), modes: list(count).optional() }),
  z.object({ kind: z.literal('targets'), targets }),
  z.object({ kind: z.literal('payment'), plan }),
  z.object({ kind: z.literal('declareAttackers'), attacks: list(z.object({ attacker: id, defender: target })) }),
  z.object({ kind: z.literal('declareBlockers'), blocks: list(z.object({ blocker: id, attacker: id })) }),
  z.object({ kind: z.literal('assignDamage'), amounts: list(count) }),
  z.object({ kind: z.literal('chooseObjects'), objects: list(id) }),
  z.object({ kind: z.literal('optionalCosts'), pay: list(costMode) }),
  z.object({ kind: z.literal('unlessPays'), pay: z.boolean(), plan: plan.optional() }),
  z.object({ kind: z.literal('chooseNumber'), value: z.number().int().min(-1000).max(1000) }),
  z.object({ kind: z.literal('chooseOption'), choice: count }),
  z.object({ kind: z.literal('chooseName'), name: z.string().max(200) }),
  z.object({ kind: z.literal('chooseHalves'), halves: list(count) }),
  z.object({ kind: z.literal('orderTriggers'), order: list(count) }),
  z.object({ kind: z.literal('cancel') }),
]);

const player = { player: id.optional() };
const input = z.discriminatedUnion('kind', [
  z.object({ ...player, kind: z.literal('pass') }),
  z.object({ ...player, kind: z.literal('playLand'), object: id }),
  z.object({
    ...player, kind: z.literal('cast'), object: id, set: set.optional(), costs: list(costMode).optional(),
    alternative: z.enum(ALTERNATIVE_COSTS).optional(), x: count.optional(), modes: list(count).optional(),
    announce: announce.optional(), targets: targets.optional(), payment: payment.optional(),
  }),
  z.object({
    ...player, kind: z.literal('activate'), object: id, ability: count, x: count.optional(), announce: announce.optional(),
    targets: targets.optional(), payment: payment.optional(), choice: count.optional(),
  }),
  z.object({ ...player, kind: z.literal('turnFaceUp'), object: id, via: z.enum(['morph', 'disguise', 'manaCost']).optional(), payment: payment.optional() }),
  z.object({ ...player, kind: z.literal('answer'), answer }),
  z.object({ ...player, kind: z.literal('concede') }),
]);

const inputMessage = z.object({ decision: z.number().int().min(0), input, hold: z.boolean().optional() });
const stopsMessage = z.object({ steps: z.array(z.enum(STEP_ORDER)).max(STEP_ORDER.length), autoPass: z.boolean(), yields: z.array(z.string().max(2000)).max(100).default([]) });
const passUntilMessage = z.object({ until: z.enum(['stackChanges', 'endOfTurn']) });
const undoAnswer = z.object({ proposal: z.number().int().min(0), accept: z.boolean() });

const deck = z.union([z.object({ sample: z.string().min(1).max(100) }), z.object({ list: z.string().min(1).max(20_000) })]);
const seat = z.object({ kind: z.enum(['human', 'computer']), name: z.string().trim().min(1).max(40), level: z.enum(LEVELS).optional(), deck });
const tableOptions = z.object({
  seats: z.array(seat).min(2).max(4),
  seed: z.number().int().min(0).max(2 ** 32 - 1).optional(),
  allowJudge: z.boolean().optional(),
  computerDelayMs: z.number().int().min(0).max(10_000).optional(),
  reconnectSeconds: z.number().int().min(1).max(3600).optional(),
});
const joinOptions = z.union([z.object({ seat: id }), z.object({ spectator: z.literal(true) }), z.object({ judge: z.literal(true) })]);

/** A refused message: where (a path such as `input.answer.cards[2]`) and what was wrong. */
export interface ValidationError {
  path: string;
  message: string;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; error: ValidationError };

function check<T>(schema: z.ZodType, value: unknown): Checked<T> {
  const r = schema.safeParse(value);
  if (r.success) return { ok: true, value: r.data as T };
  const issue = r.error.issues[0];
  const path = issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('').replace(/^\./, '');
  return { ok: false, error: { path, message: issue.message } };
}

export const checkInputMessage = (v: unknown): Checked<InputMessage> => check(inputMessage, v);
export const checkStops = (v: unknown): Checked<StopsMessage> => check(stopsMessage, v);
export const checkPassUntil = (v: unknown): Checked<PassUntilMessage> => check(passUntilMessage, v);
export const checkUndoAnswer = (v: unknown): Checked<UndoAnswerMessage> => check(undoAnswer, v);
export const checkTableOptions = (v: unknown): Checked<TableOptions> => check(tableOptions, v);
export const checkJoinOptions = (v: unknown): Checked<JoinOptions> => check(joinOptions, v);

/** "input.answer.cards[2]: Invalid input: expected string" — a validation error as one line. */
export function formatValidationError(e: ValidationError): string {
  return e.path ? `${e.path}: ${e.message}` : e.message;
}

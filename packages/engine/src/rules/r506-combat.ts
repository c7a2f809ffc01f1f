import { actionError, type ActionError } from '../errors';
import { goadedAttacks, goadProblem } from './r701-15-goad';
import { isDetained } from './r701-35-detain';
import { emit, nameOf, obj, playerName, setCombat, type Game } from '../state/draft';
import type { CombatState, ObjectId, PlayerId, Target } from '../state/types';
import { apnapOrder, givePriority } from './r117-priority';
import { dealDamage } from './r120-damage';
import { inApnapOrder, replacementDecision } from './r614-events';
import { fireTrigger } from './r603-triggers';
import { moveObject } from './r400-zones';
import { characteristics, controllerOf, hasKeyword } from './r613-characteristics';
import { blockProblem } from './r702-evasion';
import { withRepresentedAbilities } from './r702-represented-abilities';
import { stateConditionHolds } from '../effects/conditions';
import { recordAttacked } from '../state/turn-history';

/** CR 507.1 — combat begins with no attackers or blockers. */
export function beginCombat(g: Game): void {
  setCombat(g, {
    attackers: {}, blockedBy: {}, blocking: {}, blocked: [], dealtFirstStrike: [], firstStrikeStep: false,
    blockersDeclared: [], assignments: {}, attackersDeclared: false,
  });
}

function combat(g: Game): CombatState {
  return g.s.turn.combat!;
}

function isCreature(g: Game, id: ObjectId): boolean {
  return characteristics(g, id).types.includes('Creature');
}

/**
 * CR 302.6 — notes every permanent whose controller changed (a control effect began or ended, 613.1b) as
 * controlled since this turn. CR 800.4c — a permanent that would return to a player who has left the game (the
 * effect that gave control to another player ended) is exiled. Run before a player would receive priority,
 * with the state-based actions; returns true if it exiled something.
 */
export function noteControlChanges(g: Game): boolean {
  let exiled = false;
  for (const id of [...g.s.battlefield]) {
    const o = g.s.objects[id];
    const now = controllerOf(g, id);
    if (now === (o.controlledBy ?? o.controller)) continue;
    if (g.s.players[now]?.left) {
      const name = nameOf(g, id);
      moveObject(g, id, 'exile');
      emit(g, { kind: 'exile', rules: ['800.4c'], text: `${name} is exiled: the effect giving control of it ended, and the player who controls it by default has left the game` });
      exiled = true;
      continue;
    }
    const w = obj(g, id);
    w.controlledBy = now;
    w.controlledSince = g.s.turn.number;
  }
  return exiled;
}

/** CR 302.6 — a creature can attack or {T} only if controlled continuously since the turn began, or with haste. */
export function isSummoningSick(g: Game, id: ObjectId): boolean {
  const o = g.s.objects[id];
  return o.controlledSince >= g.s.turn.number && !hasKeyword(g, id, 'haste');
}

/** CR 508.1a–b — the creatures that may attack, and whom. */
function attackCandidates(g: Game): { attacker: ObjectId; defenders: Target[] }[] {
  const active = g.s.turn.active;
  const opponents = apnapOrder(g).filter((p) => p !== active);
  // 508.1b: each opponent, or a planeswalker an opponent controls.
  const defenders: Target[] = [
    ...opponents.map((p) => ({ player: p })),
    ...g.s.battlefield.filter((id) => !g.s.objects[id].phasedOut && characteristics(g, id).types.includes('Planeswalker') && opponents.includes(controllerOf(g, id)))
      .map((id) => ({ object: id })),
  ];
  const out: { attacker: ObjectId; defenders: Target[] }[] = [];
  for (const id of g.s.battlefield) {
    const o = g.s.objects[id];
    if (o.phasedOut || o.tapped || !isCreature(g, id) || controllerOf(g, id) !== active) continue;
    if (isSummoningSick(g, id) || hasKeyword(g, id, 'defender') || isDetained(g, id) || restrictedFromAttacking(g, id)) continue; // 302.6, 702.3b, 701.35a, 508.1c
    out.push({ attacker: id, defenders });
  }
  return out;
}

/** CR 508.1 — the active player declares attackers (a decision), unless no creature can attack. */
export function declareAttackersStep(g: Game): boolean {
  const candidates = attackCandidates(g);
  if (candidates.length === 0) return false;
  const p = g.s.turn.active;
  g.s.pending = {
    id: g.s.seq, player: p, rule: '508.1', prompt: `${playerName(g, p)} declares attackers`,
    kind: 'declareAttackers', candidates, suggested: goadedAttacks(g, candidates), // 508.1d
  };
  return true;
}

/** CR 508.1a–k — checks and applies the declaration of attackers. */
export function applyAttackers(g: Game, attacks: { attacker: ObjectId; defender: Target }[]): ActionError | null {
  const candidates = attackCandidates(g);
  const seen = new Set<ObjectId>();
  for (const a of attacks) {
    const cand = candidates.find((c) => c.attacker === a.attacker);
    if (!cand) return cantAttack(g, a.attacker);
    if (seen.has(a.attacker)) return actionError('illegal-action', '508.1a', `${nameOf(g, a.attacker)} is declared twice`);
    seen.add(a.attacker);
    if (!cand.defenders.some((d) => sameTarget(d, a.defender))) return actionError('illegal-target', '508.1b', `${nameOf(g, a.attacker)} can't attack that`);
  }
  const required = goadProblem(g, candidates, attacks);
  if (required) return required;
  const c: CombatState = { ...combat(g), attackers: {}, attackersDeclared: attacks.length > 0 };
  for (const a of attacks) {
    if (!hasKeyword(g, a.attacker, 'vigilance')) obj(g, a.attacker).tapped = true; // 508.1f, 702.20b
    c.attackers[a.attacker] = 'player' in a.defender ? { player: a.defender.player } : { planeswalker: a.defender.object };
    const to = 'player' in a.defender ? playerName(g, a.defender.player) : nameOf(g, a.defender.object);
    emit(g, { kind: 'attack', rules: ['508.1k'], object: a.attacker, text: `${nameOf(g, a.attacker)} attacks ${to}` });
  }
  if (!attacks.length) emit(g, { kind: 'noAttack', rules: ['508.1'], text: `${playerName(g, g.s.turn.active)} declares no attackers` });
  setCombat(g, c);
  recordAttacked(g, attacks.map((a) => a.attacker));
  // 508.1m; 506.2: the defending player is the one attacked, or the controller of the planeswalker attacked.
  for (const a of attacks) fireTrigger(g, { type: 'attacks', object: a.attacker, player: 'player' in a.defender ? a.defender.player : characteristics(g, a.defender.object).controller });
  if (attacks.length === 1) fireTrigger(g, { type: 'attacksAlone', object: attacks[0].attacker }); // 506.5, 702.83b
  g.s.pending = null;
  givePriority(g, g.s.turn.active, true);
  return null;
}

/** Why a creature isn't among the attack candidates, citing the rule that forbids it (508.1a, 302.6, 702.3b). */
function cantAttack(g: Game, id: ObjectId): ActionError {
  const o = g.s.objects[id];
  const name = nameOf(g, id);
  if (!o || o.zone !== 'battlefield' || o.phasedOut || !isCreature(g, id)) return actionError('illegal-action', '508.1a', `${name} is not a creature on the battlefield`);
  if (controllerOf(g, id) !== g.s.turn.active) return actionError('illegal-action', '508.1a', `${name} is not controlled by the active player`);
  if (o.tapped) return actionError('illegal-action', '508.1a', `${name} is tapped and can't attack`);
  if (hasKeyword(g, id, 'defender')) return actionError('illegal-action', '702.3b', `${name} has defender and can't attack`);
  if (isSummoningSick(g, id)) return actionError('illegal-action', '302.6', `${name} hasn't been under its controller's control continuously since the turn began`);
  const restriction = restrictedFromAttacking(g, id);
  if (restriction) return actionError('illegal-action', '508.1c', `${name} can't attack now (${restriction})`);
  return actionError('illegal-action', '508.1a', `${name} can't attack`);
}

/** CR 508.1c — the text of a restriction that keeps a creature from attacking now ("can't attack unless ..."), or null. */
function restrictedFromAttacking(g: Game, id: ObjectId): string | null {
  const c = characteristics(g, id);
  const ab = withRepresentedAbilities(c.abilities).find((a) => a.kind === 'static' && a.effect.kind === 'cantAttack' && stateConditionHolds(g, a.effect.while, c.controller, id));
  return ab ? ab.text || 'an attacking restriction' : null;
}

export function sameTarget(a: Target, b: Target): boolean {
  return 'player' in a ? 'player' in b && a.player === b.player : 'object' in b && a.object === b.object;
}

/**
 * CR 506.2 — the player an attacker attacks: that player, or the controller of the planeswalker it attacks (as
 * that planeswalker last existed if it has left the battlefield; the creature goes on attacking, 506.4).
 */
function defenderOf(g: Game, d: CombatState['attackers'][ObjectId]): PlayerId | undefined {
  if (d.player) return d.player;
  if (!d.planeswalker) return undefined;
  return g.s.objects[d.planeswalker] ? controllerOf(g, d.planeswalker) : g.s.lki[d.planeswalker]?.controller;
}

/** Players attacked in this combat, in APNAP order (CR 506.2). */
function defendingPlayers(g: Game): PlayerId[] {
  const attacked = new Set(Object.values(combat(g).attackers).map((d) => defenderOf(g, d)));
  return apnapOrder(g).filter((p) => attacked.has(p));
}

/** CR 509.1a — what each of `p`'s creatures could block (evasion abilities: r702-evasion.ts). */
function blockCandidates(g: Game, p: PlayerId): { blocker: ObjectId; attackers: ObjectId[] }[] {
  const c = combat(g);
  const attackingP = Object.keys(c.attackers).filter((a) => {
    return defenderOf(g, c.attackers[a]) === p;
  });
  const out: { blocker: ObjectId; attackers: ObjectId[] }[] = [];
  for (const id of g.s.battlefield) {
    const o = g.s.objects[id];
    if (o.phasedOut || o.tapped || !isCreature(g, id) || controllerOf(g, id) !== p || cantBlockAtAll(g, id)) continue;
    const attackers = attackingP.filter((a) => !blockProblem(g, p, id, a));
    if (attackers.length) out.push({ blocker: id, attackers });
  }
  return out;
}

/** CR 509.1b — a restriction: "This creature can't block", or an effect "<it> can't block this turn". */
function cantBlockAtAll(g: Game, id: ObjectId): boolean {
  const c = characteristics(g, id);
  return withRepresentedAbilities(c.abilities).some((ab) => ab.kind === 'static' && ab.effect.kind === 'cantBlock' && (!ab.effect.while || stateConditionHolds(g, ab.effect.while, c.controller, id)))
    || g.s.effects.some((e) => (e.mod.kind === 'cantBlock' || e.mod.kind === 'detained') && e.affected.includes(id)); // 701.35a
}

/** CR 509.1 — each defending player in turn declares blockers (a decision each). */
export function declareBlockersStep(g: Game): boolean {
  const c = combat(g);
  for (const p of defendingPlayers(g)) {
    if (c.blockersDeclared.includes(p)) continue;
    const candidates = blockCandidates(g, p);
    if (!candidates.length) {
      setCombat(g, { ...combat(g), blockersDeclared: [...combat(g).blockersDeclared, p] });
      continue;
    }
    g.s.pending = {
      id: g.s.seq, player: p, rule: '509.1', prompt: `${playerName(g, p)} declares blockers`,
      kind: 'declareBlockers', candidates, suggested: [],
    };
    return true;
  }
  markUnblocked(g);
  return false;
}

/** CR 509.1h — attackers with no blockers declared become unblocked; events name the blocked ones. */
function markUnblocked(g: Game): void {
  const c = combat(g);
  for (const a of Object.keys(c.attackers)) {
    if (!c.blocked.includes(a)) emit(g, { kind: 'unblocked', rules: ['509.1h'], object: a, text: `${nameOf(g, a)} is unblocked` });
  }
}

/** Why `blocker` can't block `attacker`, citing the rule that forbids it (509.1a, or an evasion ability's). */
function cantBlock(g: Game, p: PlayerId, blocker: ObjectId, attacker: ObjectId): ActionError {
  const o = g.s.objects[blocker];
  const name = nameOf(g, blocker);
  if (!o || o.zone !== 'battlefield' || o.phasedOut || !isCreature(g, blocker)) return actionError('illegal-action', '509.1a', `${name} is not a creature on the battlefield`);
  if (controllerOf(g, blocker) !== p) return actionError('illegal-action', '509.1a', `${name} is not controlled by the defending player`);
  if (o.tapped) return actionError('illegal-action', '509.1a', `${name} is tapped and can't block`);
  if (cantBlockAtAll(g, blocker)) return actionError('illegal-action', '509.1b', `${name} can't block`);
  const d = combat(g).attackers[attacker];
  if (!d) return actionError('illegal-action', '509.1a', `${nameOf(g, attacker)} is not attacking`);
  const attacksP = defenderOf(g, d) === p;
  if (!attacksP) return actionError('illegal-action', '509.1a', `${nameOf(g, attacker)} is not attacking ${playerName(g, p)}`);
  const evasion = blockProblem(g, p, blocker, attacker);
  if (evasion) return actionError('illegal-action', evasion.rule, evasion.why);
  return actionError('illegal-action', '509.1a', `${name} can't block ${nameOf(g, attacker)}`);
}

/** CR 509.1a–h — checks and applies one defending player's blocks. Menace: 702.111b. */
export function applyBlockers(g: Game, p: PlayerId, blocks: { blocker: ObjectId; attacker: ObjectId }[]): ActionError | null {
  const candidates = blockCandidates(g, p);
  const used = new Set<ObjectId>();
  for (const b of blocks) {
    const cand = candidates.find((c) => c.blocker === b.blocker);
    if (used.has(b.blocker)) return actionError('illegal-action', '509.1a', `${nameOf(g, b.blocker)} can block only one creature`);
    used.add(b.blocker);
    if (!cand || !cand.attackers.includes(b.attacker)) return cantBlock(g, p, b.blocker, b.attacker);
  }
  for (const a of new Set(blocks.map((b) => b.attacker))) {
    if (hasKeyword(g, a, 'menace') && blocks.filter((b) => b.attacker === a).length < 2) {
      return actionError('illegal-action', '702.111b', `${nameOf(g, a)} has menace and can't be blocked except by two or more creatures`);
    }
  }
  const prev = combat(g);
  const c: CombatState = {
    ...prev, blockedBy: { ...prev.blockedBy }, blocking: { ...prev.blocking },
    blocked: [...prev.blocked], blockersDeclared: [...prev.blockersDeclared, p],
  };
  for (const b of blocks) {
    c.blockedBy[b.attacker] = [...(c.blockedBy[b.attacker] ?? []), b.blocker];
    c.blocking[b.blocker] = [b.attacker];
    if (!c.blocked.includes(b.attacker)) c.blocked.push(b.attacker);
    emit(g, { kind: 'block', rules: ['509.1g'], object: b.blocker, text: `${nameOf(g, b.blocker)} blocks ${nameOf(g, b.attacker)}` });
  }
  if (!blocks.length) emit(g, { kind: 'noBlock', rules: ['509.1'], player: p, text: `${playerName(g, p)} declares no blockers` });
  setCombat(g, c);
  for (const b of blocks) fireTrigger(g, { type: 'blocks', object: b.blocker }); // 509.1i, 509.3a
  for (const a of new Set(blocks.map((b) => b.attacker))) if (!prev.blocked.includes(a)) fireTrigger(g, { type: 'becomesBlocked', object: a, player: p }); // 509.3c
  for (const b of blocks) fireTrigger(g, { type: 'blockedBy', object: b.blocker, attacker: b.attacker, player: p }); // 509.3d
  // 509.3g: "attacks and isn't blocked" — no creature was declared as a blocker for an attacker of this defending player.
  for (const [a, d] of Object.entries(c.attackers)) if (defenderOf(g, d) === p && !c.blocked.includes(a)) fireTrigger(g, { type: 'attacksUnblocked', object: a });
  g.s.pending = null;
  if (!declareBlockersStep(g)) givePriority(g, g.s.turn.active, true);
  return null;
}

function hasFirstStrike(g: Game, id: ObjectId): boolean {
  return hasKeyword(g, id, 'first strike') || hasKeyword(g, id, 'double strike');
}

/** CR 510.4 — a first-strike damage step happens if an attacking or blocking creature has first or double strike. */
export function needsFirstStrikeStep(g: Game): boolean {
  const c = g.s.turn.combat;
  if (!c) return false;
  return [...Object.keys(c.attackers), ...Object.keys(c.blocking)].some((id) => g.s.objects[id] && hasFirstStrike(g, id));
}

/** CR 510.4 — which combatants deal damage in this step. */
function dealsDamageNow(g: Game, id: ObjectId, firstStrikeStep: boolean): boolean {
  const c = combat(g);
  if (firstStrikeStep) return hasFirstStrike(g, id);
  return !c.dealtFirstStrike.includes(id) || hasKeyword(g, id, 'double strike');
}

/** CR 702.2c, 702.19c — damage that counts as lethal for assignment. */
function lethalFor(g: Game, blocker: ObjectId, source: ObjectId): number {
  if (hasKeyword(g, source, 'deathtouch')) return 1;
  const c = characteristics(g, blocker);
  return Math.max(0, (c.toughness ?? 0) - g.s.objects[blocker].damage);
}

/** Recipients of a blocked attacker's damage: its blockers, then the attacked player with trample (702.19b). */
function recipientsOf(g: Game, attacker: ObjectId): Target[] {
  const c = combat(g);
  const blockers = (c.blockedBy[attacker] ?? []).filter((b) => g.s.objects[b]);
  const out: Target[] = blockers.map((b) => ({ object: b }));
  const d = c.attackers[attacker];
  if (hasKeyword(g, attacker, 'trample') && d.player && !g.s.players[d.player].left) out.push({ player: d.player }); // 800.4e
  return out;
}

/** A default division: lethal damage to each blocker in order, the rest to the last (or the player, trample). */
function suggestDivision(g: Game, attacker: ObjectId, power: number, recipients: Target[]): number[] {
  const out = recipients.map(() => 0);
  let left = power;
  recipients.forEach((r, i) => {
    if ('object' in r && left > 0) { const n = Math.min(left, lethalFor(g, r.object, attacker)); out[i] = n; left -= n; }
  });
  if (left > 0 && out.length) out[out.length - 1] += left;
  return out;
}

/**
 * CR 510.1 — combat damage is assigned, asking the attacking player to divide damage where the rules give
 * a choice (510.1c with several blockers, 702.19b trample), then dealt simultaneously (510.2).
 * Returns true while a division decision pends.
 */
export function combatDamageStep(g: Game, firstStrikeStep: boolean): boolean {
  const c = combat(g);
  if (firstStrikeStep) setCombat(g, { ...c, firstStrikeStep: true });
  for (const a of Object.keys(c.attackers)) {
    if (!g.s.objects[a] || c.assignments[a] || !dealsDamageNow(g, a, firstStrikeStep) || !c.blocked.includes(a)) continue;
    const recipients = recipientsOf(g, a);
    const power = characteristics(g, a).power ?? 0;
    if (recipients.length < 2 || power <= 0) continue;
    g.s.pending = {
      id: g.s.seq, player: controllerOf(g, a), rule: '510.1c',
      prompt: `${playerName(g, controllerOf(g, a))} divides ${nameOf(g, a)}'s ${power} combat damage`,
      kind: 'assignDamage', attacker: a, amount: power, recipients, suggested: suggestDivision(g, a, power, recipients),
    };
    return true;
  }
  // CR 616.1: where replacement effects' order matters, the affected players choose before the damage is dealt.
  const order = combat(g).replacementOrder ?? [];
  const decision = replacementDecision(g, combatHits(g, firstStrikeStep).map((h) => ({ kind: 'damage', ...h, combat: true })), order);
  if (decision) {
    g.s.pending = decision;
    return true;
  }
  dealCombatDamage(g, firstStrikeStep, order);
  return false;
}

/** CR 616.1 — an affected player chose which replacement effect applies first to this step's combat damage. */
export function answerCombatReplacement(g: Game, key: string): void {
  const c = combat(g);
  setCombat(g, { ...c, replacementOrder: [...(c.replacementOrder ?? []), key] });
  g.s.pending = null;
  if (!combatDamageStep(g, c.firstStrikeStep && g.s.turn.step === 'firstStrikeDamage')) givePriority(g, g.s.turn.active, true);
}

/** CR 510.1c–e, 702.19b — checks a division of an attacker's damage. */
export function applyDamageAssignment(g: Game, attacker: ObjectId, amounts: number[]): ActionError | null {
  const pending = g.s.pending;
  if (!pending || pending.kind !== 'assignDamage') return actionError('wrong-decision', '510.1', 'no damage assignment pends');
  const { recipients, amount } = pending;
  if (amounts.length !== recipients.length || amounts.some((n) => !Number.isInteger(n) || n < 0)) {
    return actionError('illegal-choice', '510.1c', `give one whole number for each of ${recipients.length} recipients`);
  }
  if (amounts.reduce((s, n) => s + n, 0) !== amount) return actionError('illegal-choice', '510.1c', `assign exactly ${amount} damage`);
  const playerIdx = recipients.findIndex((r) => 'player' in r);
  if (playerIdx >= 0 && amounts[playerIdx] > 0) {
    const short = recipients.some((r, i) => 'object' in r && amounts[i] < lethalFor(g, r.object, attacker));
    if (short) return actionError('illegal-choice', '702.19b', 'trample: assign lethal damage to every blocker before the player');
  }
  const c = combat(g);
  setCombat(g, { ...c, assignments: { ...c.assignments, [attacker]: amounts } });
  g.s.pending = null;
  if (!combatDamageStep(g, c.firstStrikeStep && g.s.turn.step === 'firstStrikeDamage')) givePriority(g, g.s.turn.active, true);
  return null;
}

/** CR 510.1 — the combat damage of this step as assigned: who deals how much to whom. */
function combatHits(g: Game, firstStrikeStep: boolean): { source: ObjectId; to: Target; amount: number }[] {
  const c = combat(g);
  const hits: { source: ObjectId; to: Target; amount: number }[] = [];
  for (const a of Object.keys(c.attackers)) {
    if (!g.s.objects[a] || !dealsDamageNow(g, a, firstStrikeStep)) continue;
    const power = characteristics(g, a).power ?? 0;
    if (power <= 0) continue; // 510.1a
    if (!c.blocked.includes(a)) {
      const d = c.attackers[a];
      // 510.1b; 800.4e: no combat damage is assigned to a player who has left the game.
      const to: Target | null = d.player ? (g.s.players[d.player].left ? null : { player: d.player }) : d.planeswalker && g.s.objects[d.planeswalker] ? { object: d.planeswalker } : null;
      if (to) hits.push({ source: a, to, amount: power });
      continue;
    }
    const recipients = recipientsOf(g, a);
    const amounts = c.assignments[a] ?? (recipients.length === 1 ? [power] : []);
    recipients.forEach((r, i) => hits.push({ source: a, to: r, amount: amounts[i] ?? 0 }));
  }
  for (const b of Object.keys(c.blocking)) {
    if (!g.s.objects[b] || !dealsDamageNow(g, b, firstStrikeStep)) continue;
    const power = characteristics(g, b).power ?? 0;
    const target = c.blocking[b].find((a) => g.s.objects[a]);
    if (power <= 0 || !target) continue; // 510.1d
    hits.push({ source: b, to: { object: target }, amount: power });
  }
  return inApnapOrder(g, hits, (h) => ({ kind: 'damage', ...h, combat: true })); // 616.1: choices in APNAP order
}

/** CR 510.2 — all combat damage of this step is dealt at once, with the 616.1 choices made for it. */
function dealCombatDamage(g: Game, firstStrikeStep: boolean, given: string[]): void {
  const c = combat(g);
  // CR 510.4: creatures that had first strike or double strike as the first combat damage step began
  // (whether or not they dealt damage then) don't deal damage again unless they have double strike.
  const dealt: ObjectId[] = firstStrikeStep
    ? [...Object.keys(c.attackers), ...Object.keys(c.blocking)].filter((id) => g.s.objects[id] && hasFirstStrike(g, id))
    : [];
  const order = { given, used: 0 };
  for (const h of combatHits(g, firstStrikeStep)) dealDamage(g, h.source, h.to, h.amount, ['510.2'], order);
  setCombat(g, { ...combat(g), assignments: {}, replacementOrder: [], dealtFirstStrike: firstStrikeStep ? dealt : combat(g).dealtFirstStrike });
}

import type { Answer } from '../decisions';
import { actionError, type ActionError } from '../errors';
import { emit, nameOf, obj, player, playerName, type Game } from '../state/draft';
import type { ObjectId, PlayerId } from '../state/types';
import { ceaseToExist, moveObject } from './r400-zones';
import { characteristics, hasKeyword } from './r613-characteristics';
import { checkGameEnd, loseGame } from './r104-ending';
import { illegalAttachments } from './r702-keywords';
import { apnapOrder, givePriority } from './r117-priority';
import { preparedPermanentOf } from './r722-prepare';
import { sagasToSacrifice } from './r714-sagas';
import { destroyEvent, destroyPermanent } from './r701-8-destroy';
import { replacementDecision, type ReplaceableEvent } from './r614-events';
import { sacrificePermanent } from './r701-21-sacrifice';
import { nextInstruction } from './r603-triggers';
import { bestowedBecameUnattached } from './r702-103-bestow';

/**
 * CR 704.3 — performs every applicable state-based action simultaneously; returns whether any was
 * performed (the caller repeats until none apply) or a decision now pends.
 * CR 704.5j — the legend rule needs a choice: before anything is performed, each player with two or more
 * legendary permanents of one name chooses the one to keep (a `legendRule` decision per group, APNAP
 * order); `legendKept` carries the answers so far, and once every group has one, all state-based actions
 * happen at once. CR 616.1 — so do the choices of replacement effects' order where it matters for the
 * permanents about to be put into a graveyard (`replacementKeys`, kept in `pausedForOrder` while asked).
 *
 * Coverage of 704.5 (each item is checked against this list when the engine gains new objects):
 * - performed here: 704.5a–c (losing), d–e (tokens and copies out of place), f–i (creatures and
 *   planeswalkers), j (legend rule), k (world rule), m–n (Auras and Equipment attached illegally),
 *   p (other permanents attached: unattached), q (+1/+1 and -1/-1 counters), s (Sagas, r714-sagas.ts).
 * - not applicable yet, because no object the engine models can meet them: 704.5r (no ability says a
 *   permanent can't have more than N counters), 704.5t (dungeons, venture), 704.5u (space sculptor, sectors), 704.5v–x (battles, defense, protectors:
 *   another issue), 704.5y (Roles), 704.5z (speed, start your engines!); 704.6 (Two-Headed Giant,
 *   Commander, Archenemy, Planechase variants).
 * @simplification 704.5k compares the timestamps of the world permanents, i.e. when they entered the
 * battlefield: no effect can grant the world supertype yet, so that is when they gained it (ties can't occur).
 * A permanent put into a graveyard here meets replacement effects on the way (614.1a, `moveObject`); state
 * triggers (603.8) are not state-based actions: they are checked after these, before triggers are placed.
 */
export function performSBAs(g: Game, legendKept: ObjectId[] = [], replacementKeys: string[] = []): boolean {
  nextInstruction(g); // 603.2c: the state-based actions of one check happen at once (704.3)
  const legends = legendGroups(g);
  for (const grp of legends) {
    if (grp.ids.some((id) => legendKept.includes(id))) continue;
    const newest = grp.ids.reduce((a, b) => (g.s.objects[b].timestamp > g.s.objects[a].timestamp ? b : a));
    g.s.pending = {
      id: g.s.seq, player: grp.controller, rule: '704.5j', prompt: `${playerName(g, grp.controller)} chooses which ${grp.name} to keep (legend rule)`,
      kind: 'legendRule', name: grp.name, options: grp.ids, kept: legendKept, suggested: [newest],
    };
    return true;
  }
  const losers: { p: PlayerId; rule: string; why: string }[] = [];
  for (const p of g.s.order) {
    const pl = g.s.players[p];
    if (pl.left) continue;
    if (pl.life <= 0) losers.push({ p, rule: '704.5a', why: '0 or less life' });
    else if (pl.drewFromEmpty) losers.push({ p, rule: '704.5b', why: 'drew from an empty library' });
    else if (pl.poison >= 10) losers.push({ p, rule: '704.5c', why: 'ten or more poison counters' });
  }
  const toGraveyard: { id: ObjectId; rule: string; why: string }[] = [];
  const toDestroy: { id: ObjectId; rule: string; why: string }[] = [];
  const ceasing: { id: ObjectId; rule: string; why: string }[] = [];
  const annihilate: ObjectId[] = [];

  for (const id of g.s.battlefield) {
    const o = g.s.objects[id];
    if (o.phasedOut) continue; // CR 702.26b
    const c = characteristics(g, id);
    if (c.types.includes('Creature') && c.toughness !== null) {
      if (c.toughness <= 0) toGraveyard.push({ id, rule: '704.5f', why: 'toughness 0 or less' });
      else if (o.damage > 0 && o.damage >= c.toughness && !hasKeyword(g, id, 'indestructible')) {
        toDestroy.push({ id, rule: '704.5g', why: 'lethal damage' });
      } else if (o.deathtouchDamage && !hasKeyword(g, id, 'indestructible')) {
        toDestroy.push({ id, rule: '704.5h', why: 'damage from a source with deathtouch' });
      }
    }
    if (c.types.includes('Planeswalker') && (o.counters.loyalty ?? 0) <= 0) {
      toGraveyard.push({ id, rule: '704.5i', why: '0 loyalty' });
    }
    if ((o.counters['+1/+1'] ?? 0) > 0 && (o.counters['-1/-1'] ?? 0) > 0) annihilate.push(id);
  }
  for (const grp of legends) {
    for (const id of grp.ids) if (!legendKept.includes(id)) toGraveyard.push({ id, rule: '704.5j', why: 'legend rule' });
  }
  const worlds = g.s.battlefield.filter((id) => !g.s.objects[id].phasedOut && characteristics(g, id).supertypes.includes('World'));
  if (worlds.length > 1) {
    const newest = Math.max(...worlds.map((id) => g.s.objects[id].timestamp));
    const tie = worlds.filter((id) => g.s.objects[id].timestamp === newest).length > 1;
    for (const id of worlds) if (tie || g.s.objects[id].timestamp !== newest) toGraveyard.push({ id, rule: '704.5k', why: 'world rule' });
  }
  const unattach: { id: ObjectId; rule: string; why: string }[] = [];
  for (const a of illegalAttachments(g)) (a.unattach ? unattach : toGraveyard).push(a); // 704.5m, 704.5n
  for (const id of g.s.battlefield) {
    // 704.5p: a permanent that is neither an Aura, an Equipment nor a Fortification (a creature, a battle, ...) can't stay attached.
    const o = g.s.objects[id];
    if (!o.attachedTo || o.phasedOut) continue;
    const sub = characteristics(g, id).subtypes;
    if (!sub.includes('Aura') && !sub.includes('Equipment') && !sub.includes('Fortification')) unattach.push({ id, rule: '704.5p', why: 'only Auras, Equipment and Fortifications can be attached' });
  }
  // The objects' values, not their ids as keys (most ids are array indices: listing them as keys makes a string of each).
  for (const o of Object.values(g.s.objects)) {
    if (o.kind === 'card') continue;
    const id = o.id;
    if (o.kind === 'token' && o.zone !== 'battlefield') ceasing.push({ id, rule: '704.5d', why: 'a token outside the battlefield' });
    if (o.kind === 'spellCopy' && o.zone !== 'stack') ceasing.push({ id, rule: '704.5e', why: 'a copy of a spell outside the stack' });
    // 722.3c: a linked prepare copy is the exception; under `cr` a copy made from a token is no copy of a card (seed 003).
    // Under `copiesOutsideStackCease` (seed 003) a copy of a card on the battlefield ceases to exist too.
    const exempt = o.zone === 'battlefield' && !g.s.ruleset.copiesOutsideStackCease;
    if (o.kind === 'copy' && o.zone !== 'stack' && !exempt && !preparedPermanentOf(g, o) && (!o.fromNoncard || g.s.ruleset.copyOfAnyObject)) {
      ceasing.push({ id, rule: '704.5e', why: o.zone === 'battlefield' ? 'a copy of a card outside the stack (no battlefield exemption)' : 'a copy of a card outside the stack and the battlefield' });
    }
  }
  const sagas = sagasToSacrifice(g); // 704.5s, 714.4
  if (!losers.length && !toGraveyard.length && !toDestroy.length && !ceasing.length && !annihilate.length && !unattach.length && !sagas.length) return false;
  const decision = replacementDecision(g, graveyardEvents(g, losers.map((l) => l.p), toGraveyard, toDestroy, sagas), replacementKeys);
  if (decision) {
    g.s.pausedForOrder = { by: 'stateActions', legendKept, replacementOrder: replacementKeys };
    g.s.pending = decision;
    return true;
  }
  const order = { given: replacementKeys, used: 0 };
  for (const l of losers) loseGame(g, l.p, [l.rule], l.why, false, losers.map((x) => x.p));
  if (losers.length) checkGameEnd(g, losers.map((l) => l.why).join('; ')); // 104.2a, 104.4a: losses are simultaneous
  if (g.s.over) return true; // CR 104.1: the game ended; the rest of this check doesn't happen
  for (const t of toGraveyard) {
    if (!g.s.objects[t.id]) continue;
    emit(g, { kind: 'sba', rules: [t.rule], object: t.id, text: `${nameOf(g, t.id)} is put into its owner's graveyard (${t.why})` });
    moveObject(g, t.id, 'graveyard', { replacementOrder: order });
  }
  for (const t of toDestroy) {
    if (g.s.objects[t.id]) destroyPermanent(g, t.id, [t.rule], `${nameOf(g, t.id)} is destroyed (${t.why})`, false, order); // 701.19a: regeneration may replace it
  }
  for (const id of sagas) {
    if (!g.s.objects[id]) continue;
    sacrificePermanent(g, characteristics(g, id).controller, id, ['704.5s', '714.4'], 'its lore counters reached its final chapter number', order);
  }
  for (const c of ceasing) if (g.s.objects[c.id]) ceaseToExist(g, c.id, [c.rule], c.why);
  for (const id of annihilate) {
    if (!g.s.objects[id]) continue;
    const w = obj(g, id);
    const n = Math.min(w.counters['+1/+1'], w.counters['-1/-1']);
    w.counters['+1/+1'] -= n;
    w.counters['-1/-1'] -= n;
    emit(g, { kind: 'sba', rules: ['704.5q'], object: id, text: `${n} +1/+1 and -1/-1 counter pair(s) are removed from ${nameOf(g, id)}` });
  }
  for (const u of unattach) {
    if (!g.s.objects[u.id]) continue;
    obj(g, u.id).attachedTo = null;
    emit(g, { kind: 'sba', rules: [u.rule, '701.3d'], object: u.id, text: `${nameOf(g, u.id)} becomes unattached (${u.why})` });
    bestowedBecameUnattached(g, g.s.objects[u.id]); // 702.103f
  }
  for (const p of g.s.order) if (g.s.players[p].drewFromEmpty && !g.s.players[p].left) player(g, p).drewFromEmpty = false;
  return true;
}


/**
 * CR 616.1 — the events of this check that replacement effects may modify on the way to a graveyard, in the
 * order they are performed: each permanent once, none owned by a player who loses now (it leaves the game, 800.4a).
 */
function graveyardEvents(g: Game, losers: PlayerId[], toGraveyard: { id: ObjectId }[], toDestroy: { id: ObjectId }[], sagas: ObjectId[]): ReplaceableEvent[] {
  const seen = new Set<ObjectId>();
  return [
    ...toGraveyard.filter((t) => once(g, losers, seen, t.id)).map((t): ReplaceableEvent => ({ kind: 'toGraveyard', object: t.id, to: 'graveyard' })),
    ...toDestroy.filter((t) => once(g, losers, seen, t.id)).map((t) => destroyEvent(t.id)),
    ...sagas.filter((id) => once(g, losers, seen, id)).map((id): ReplaceableEvent => ({ kind: 'toGraveyard', object: id, to: 'graveyard' })),
  ];
}

/**
 * Whether `id` is met for the first time (adding it to `seen`) and its owner isn't among `losers`. (Module-level: a
 * named closure costs tsx's keepNames an Object.defineProperty per call.)
 */
function once(g: Game, losers: PlayerId[], seen: Set<ObjectId>, id: ObjectId): boolean {
  return !seen.has(id) && !losers.includes(g.s.objects[id].owner) && !!seen.add(id);
}

/** CR 704.3 — a check goes on with a player's answer; 514.3a: state-based actions performed during the cleanup step give players priority. */
export function continueCheck(g: Game, legendKept: ObjectId[], replacementKeys: string[] = []): void {
  performSBAs(g, legendKept, replacementKeys);
  if (!g.s.pending && g.s.turn.step === 'cleanup' && g.s.turn.priority === null) givePriority(g, g.s.turn.active, true);
}

/** "The 'legend rule' doesn't apply." (Mirror Gallery) — a static ability of a permanent on the battlefield. */
function legendRuleSwitchedOff(g: Game): boolean {
  return g.s.battlefield.some((id) => !g.s.objects[id].phasedOut
    && characteristics(g, id).abilities.some((a) => a.kind === 'static' && a.effect.kind === 'noLegendRule'));
}

/** CR 704.5j — groups of two or more legendary permanents with the same name controlled by one player, in APNAP order. */
function legendGroups(g: Game): { controller: PlayerId; name: string; ids: ObjectId[] }[] {
  let groups: Map<string, { controller: PlayerId; name: string; ids: ObjectId[] }> | undefined;
  let twoShareAName = false;
  for (const id of g.s.battlefield) {
    if (g.s.objects[id].phasedOut) continue; // 702.26b
    const c = characteristics(g, id);
    if (!c.name || !c.supertypes.includes('Legendary')) continue;
    const key = `${c.controller}\u0000${c.name}`;
    groups ??= new Map();
    const grp = groups.get(key);
    if (grp) {
      grp.ids.push(id);
      twoShareAName = true;
    } else groups.set(key, { controller: c.controller, name: c.name, ids: [id] });
  }
  // Checked only when there is a group: most checks have none, and this reads every permanent's abilities.
  if (!twoShareAName || legendRuleSwitchedOff(g)) return [];
  const order = apnapOrder(g);
  return [...groups!.values()].filter((x) => x.ids.length > 1).sort((a, b) => order.indexOf(a.controller) - order.indexOf(b.controller));
}

/**
 * CR 704.5j — the answer to a legend rule decision: the permanent to keep (`chooseObjects` with one id).
 * The next group's controller is asked, or, with every choice made, all state-based actions are performed.
 */
export function answerLegendRule(g: Game, p: PlayerId, a: Answer): ActionError | null {
  const d = g.s.pending!;
  if (d.kind !== 'legendRule' || a.kind !== 'chooseObjects') return actionError('wrong-decision', '704.5j', 'choose the legendary permanent to keep');
  if (a.objects.length !== 1 || !d.options.includes(a.objects[0])) {
    return actionError('illegal-choice', '704.5j', `choose one of the ${d.options.length} permanents named ${d.name} to keep`);
  }
  g.s.pending = null;
  emit(g, { kind: 'legendRule', rules: ['704.5j'], player: p, object: a.objects[0], text: `${playerName(g, p)} chooses to keep one ${d.name} (legend rule)` });
  continueCheck(g, [...d.kept, a.objects[0]]);
  return null;
}

/**
 * The card inspector's data (issue 11 item 5), computed in the worker from the engine's own answers: the
 * printed characteristic sets of the object's card, and `inspect(state, cards).explain(id)` — copiable values,
 * then each effect in layer order (CR 613) with why it came where it did, and the result after each step.
 */
import {
  formatManaCost, inspect, summarize, type CardRegistry, type Characteristics, type GameState, type ObjectId,
  type PrintedFace,
} from '@arbiter/engine';
import type { Inspection } from '../lab/messages';

const ROLE_NAMES: Record<string, string> = {
  normal: 'normal', prepare_spell: 'prepare spell (722.2)', prototype: 'prototype (718.3)', adventure: 'Adventure (715.2)',
  omen: 'Omen (720.2)', split_half: 'split half (709.2)', back: 'back face (712.1)',
};

/** The set name an object's `set` field uses for a printed alternative (split halves are `left`/`right`). */
function setOf(role: string, index: number): string {
  return role === 'split_half' ? (index === 0 ? 'left' : 'right') : role;
}

function typeLineOf(f: PrintedFace): string {
  const left = [...f.supertypes, ...f.types].join(' ');
  return f.subtypes.length ? `${left} — ${f.subtypes.join(' ')}` : left;
}

function statsOf(f: PrintedFace): string | null {
  if (f.power !== null) return `${f.power}/${f.toughness}`;
  if (f.loyalty !== null) return `loyalty ${f.loyalty}`;
  if (f.defense !== null) return `defense ${f.defense}`;
  return null;
}

/** An object's inspection, or why there is none (the viewer may not see it, or it no longer exists). */
export function inspectObject(state: GameState, cards: CardRegistry, id: ObjectId): Inspection | string {
  const o = state.objects[id];
  if (!o) return `no object ${id} in this game (it may have changed zones and become a new object, 400.7)`;
  if (o.kind === 'ability') return `${id} is an ability on the stack; it has no characteristics of its own to inspect (113.1)`;
  const ins = inspect(state, cards);
  const ex = ins.explain(id);
  const playerName = (p: string) => state.players[p]?.name ?? p;
  const named = (c: Characteristics) => summarize(c).replace(/controller (\w+)/, (_, p: string) => `controller ${playerName(p)}`);
  const namedText = (text: string) => text.replace(/controller (\w+)/, (_, p: string) => `controller ${playerName(p)}`);

  const printedName = o.base?.card ?? o.card;
  const entry = printedName ? cards.get(printedName) : undefined;
  const inUse = o.base?.set ?? o.set;
  let halves = 0;
  const faces = entry ? [
    { role: 'normal', face: entry.printed.normal, set: 'normal' },
    ...entry.printed.alts.map((a) => ({ role: a.role, face: a.face, set: setOf(a.role, a.role === 'split_half' ? halves++ : 0) })),
  ].map(({ role, face, set }) => ({
    role: ROLE_NAMES[role] ?? role, name: face.name, manaCost: face.manaCost ? formatManaCost(face.manaCost) : null,
    typeLine: typeLineOf(face), oracleText: face.oracleText, stats: statsOf(face), inUse: !o.faceDown && set === inUse,
  })) : [];

  // Layer 1b (613.2b): face-down values replace the card's (708.2); a merged permanent uses its topmost component (730.2a).
  const values = o.faceDown ? `face down (${o.faceDownBy ?? 'face-down status'}, 708.2, layer 1b) over ${o.card}`
    : o.merged ? `merged permanent (730.2a), components top to bottom: ${o.merged.map((c) => c.card).join(', ')}`
    : o.base ? `copy of ${o.base.card} (${o.base.set})${o.base.except ? ' with exceptions (707.9)' : ''}`
    : o.kind === 'token' ? `token ${o.card}` : `${o.card} (${o.set})`;

  // Layer 1a (613.2a): "becomes a copy" effects in timestamp order; the latest one gives the copiable values.
  const copyEffects = state.effects.filter((e) => e.mod.kind === 'copy' && e.affected.includes(id)).sort((a, b) => a.timestamp - b.timestamp);
  const copies = copyEffects.map((e, i) => {
    const source = state.objects[e.source] ? ins.characteristics(e.source).name : state.lki[e.source]?.name ?? 'an effect';
    const until = typeof e.duration === 'string' && e.duration !== 'permanent' ? `, until ${e.duration === 'endOfTurn' ? 'end of turn' : 'end of combat'}` : '';
    const of = e.mod.kind === 'copy' ? e.mod.of : '';
    return `${source}: becomes a copy of ${of}${until} [timestamp ${e.timestamp}${i < copyEffects.length - 1 ? '; replaced by a later copy effect' : ''}]`;
  });

  const steps = ex.steps.map((s) => ({
    layer: String(s.layer),
    effect: s.effect,
    why: s.rule ? `rule ${s.rule}` : s.dependsOn.length ? `after ${s.dependsOn.join(', ')} (dependency)` : `timestamp ${s.timestamp}`,
    rules: s.rule ? [s.rule] : s.dependsOn.length ? ['613.8'] : ['613.7'],
    after: s.skipped ? null : namedText(s.after[id] ?? ''),
    skipped: s.skipped ?? null,
  }));
  const counters = Object.entries(o.counters ?? {}).filter(([, n]) => n).map(([k, n]) => `${n} ${k}`).join(', ');
  return {
    id, name: ex.result.name || 'a face-down permanent', zone: o.zone, owner: playerName(o.owner),
    controller: playerName(ex.result.controller), values, faces, copies, base: named(ex.base), steps,
    counters: counters || null, result: named(ex.result), unsupported: entry?.unsupported ?? null,
  };
}

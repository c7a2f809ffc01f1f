/**
 * The hidden-information check of every message a client received, against the omniscient game state (the
 * judge's view of the same step). It decides what a seat may know with its own rules (CR 400.2, 401.2, 402.3,
 * 701.23a, 708.5), independently of the engine's view function, so that it can catch that function's mistakes.
 */
import type { CardRegistry, GameObject, GameState, PlayerId } from '@arbiter/engine';
import type { Received } from './harness';

type Seat = PlayerId | 'spectator';

export interface Leak {
  message: number;
  type: string;
  what: string;
}

/** The libraries `seat` is searching now: its pending decision offers cards from them (701.23a). */
function searching(state: GameState, seat: Seat): Set<PlayerId> {
  const d = state.pending;
  const out = new Set<PlayerId>();
  if (d?.player !== seat || !('options' in d) || !Array.isArray(d.options)) return out;
  for (const o of d.options) if (typeof o === 'string' && state.objects[o]?.zone === 'library') out.add(state.objects[o].owner);
  return out;
}

/**
 * Whether `seat` may know which card `o` is. A card being cast is public from its announcement (601.2a), though
 * the engine keeps it in its zone until the choices are made: the prompt of its decisions names it.
 */
function mayKnow(state: GameState, o: GameObject, seat: Seat): boolean {
  const d = state.pending;
  if (d && 'draft' in d && d.draft?.kind === 'spell' && d.draft.object === o.id) return true;
  if (o.zone === 'library') return searching(state, seat).has(o.owner);
  if (o.zone === 'hand') return o.owner === seat;
  if (o.faceDown) return (o.zone === 'battlefield' || o.zone === 'stack') ? o.controller === seat : o.owner === seat;
  return true;
}

/** Every name a card goes by: its full name and each face's (a prepare spell's name, split halves, …). */
function names(cards: CardRegistry, card: string): string[] {
  const e = cards.get(card);
  if (!e) return card ? [card] : [];
  return [card, e.printed.normal.name, ...e.printed.alts.map((a) => a.face.name)];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every string and key in a JSON value. */
function tokens(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === 'string') out.add(value);
  else if (Array.isArray(value)) for (const v of value) tokens(v, out);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) { out.add(k); tokens(v, out); }
  return out;
}

/**
 * Checks `log` (every message one client received) for `seat`, given the judge's states by step number.
 * A message about step n may name what the seat may know in the states of steps n and n−1 (its events tell how
 * one became the other), and must carry no id of a card in a library at step n (library ids were given in
 * deck-list order, 401.2); a table or welcome message is checked against the latest step.
 */
export function findLeaks(log: Received[], seat: Seat, states: Map<number, GameState>, cards: CardRegistry): Leak[] {
  const leaks: Leak[] = [];
  /** Objects the seat could see at some step so far: their last-known information may be shown to it (608.2h). */
  const seen = new Set<string>();
  let seq = 0;
  let seenUpTo = -1;
  log.forEach((m, i) => {
    if (m.type === 'view') seq = m.data.seq;
    const now = states.get(seq);
    if (!now) {
      leaks.push({ message: i, type: m.type, what: `no omniscient state for step ${seq}` });
      return;
    }
    for (; seenUpTo < seq; seenUpTo++) {
      const s = states.get(seenUpTo + 1);
      if (s) for (const o of Object.values(s.objects)) if (mayKnow(s, o, seat)) seen.add(o.id);
    }
    const leak = (what: string) => leaks.push({ message: i, type: m.type, what });
    const around = [now, states.get(seq - 1)].filter((s): s is GameState => s !== undefined);
    const known = new Set<string>();
    const secret = new Set<string>();
    for (const s of around) for (const o of Object.values(s.objects)) for (const n of names(cards, o.card)) (mayKnow(s, o, seat) ? known : secret).add(n);
    let data = m.data;
    if (m.type === 'view') {
      const st = m.data.view.state as GameState;
      // Object by object: one the seat may not know is a stand-in with no card.
      for (const [id, o] of Object.entries(st.objects)) {
        const real = now.objects[id];
        if (real && !mayKnow(now, real, seat) && (!o.hidden || o.card !== '' || o.base !== undefined)) leak(`object ${id} (${real.card}) is not hidden`);
      }
      // Last-known information (608.2h) of an object the seat saw, or could see where it was last (a spell copy
      // that ceased to exist in a graveyard within one step, 704.5d).
      for (const [id, last] of Object.entries(now.lki)) {
        if (st.lki[id] && !seen.has(id) && !mayKnow(now, last.object, seat)) leak(`last-known information of ${id}, never visible to ${seat}`);
      }
      for (const id of Object.keys(st.lki)) if (!now.lki[id]) leak(`last-known information of ${id}, unknown to the judge`);
      if (JSON.stringify(st.rng) === JSON.stringify(now.rng)) leak('the RNG state');
      const d = st.pending;
      if (d && d.player !== seat && Object.keys(d).some((k) => !['id', 'player', 'rule', 'prompt', 'kind'].includes(k))) leak(`the options of ${d.player}'s decision`);
      data = { ...m.data, view: { ...m.data.view, state: { ...st, lki: {} } } }; // checked above by id
    }
    // Names: the seat's known names are blanked first, so a secret name inside a known one ("… // Brainstorm") is no leak.
    let text = JSON.stringify(data);
    for (const n of [...known].sort((a, b) => b.length - a.length)) text = text.replaceAll(n, '□');
    for (const n of secret) {
      if (!known.has(n) && new RegExp(`(?<![\\w'])${escape(n)}(?![\\w'])`).test(text)) leak(`names ${n}`);
    }
    // Ids: library cards' real ids were given in deck-list order (401.2: no one may know the order or contents).
    const looking = searching(now, seat);
    const libraryIds = new Set(Object.values(now.objects).filter((o) => o.zone === 'library' && !looking.has(o.owner)).map((o) => o.id));
    for (const t of tokens(m.data)) if (libraryIds.has(t)) leak(`real library id ${t}`);
  });
  return leaks;
}

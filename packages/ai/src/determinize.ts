import { nextRandom, randomInt, shuffleInPlace, type CardRegistry, type GameObject, type GameState, type PlayerId, type RngState } from '@arbiter/engine';

/**
 * What a player knows of one player's deck. `exact`: the list itself (a player's own deck, or an opponent's
 * when the game declares deck lists public); otherwise only which cards the deck holds, not how many.
 */
export interface DeckKnowledge {
  cards: string[];
  exact: boolean;
}

/** The names of the cards a player owns that the view shows (so they are not in any hidden place). */
function seenCards(view: GameState, owner: PlayerId): string[] {
  const out: string[] = [];
  for (const o of Object.values(view.objects)) {
    if (o.owner !== owner || o.hidden) continue;
    if (o.merged) { for (const m of o.merged) if (m.kind === 'card' && m.owner === owner) out.push(m.card); }
    else if (o.kind === 'card') out.push(o.card);
  }
  return out;
}

/** The multiset `deck` minus `seen` (each seen name removes one copy, if any is left). */
function remaining(deck: string[], seen: string[]): string[] {
  const counts = new Map<string, number>();
  for (const n of seen) counts.set(n, (counts.get(n) ?? 0) + 1);
  const out: string[] = [];
  for (const n of deck) {
    const c = counts.get(n) ?? 0;
    if (c > 0) counts.set(n, c - 1);
    else out.push(n);
  }
  return out;
}

/**
 * The share of lands a player assumes in a deck whose counts it doesn't know: the usual 24 of 60 (17 of 40 in
 * Limited), general knowledge of deck building rather than anything read from the list.
 */
const LAND_SHARE = 0.4;

/**
 * One hidden card of a deck whose contents (not counts) are known: a land with the usual share, uniformly among
 * the list's land names, else uniformly among its other names. Drawing uniformly over all names instead made an
 * opponent's hand and draws nine tenths spells (2 land names of 18 in the sample decks): sampled worlds where
 * the opponent missed land drops and held twice the spells it could.
 */
function cardOfUnknownCounts(pool: string[], rng: RngState, isLand: (name: string) => boolean, nonland: boolean): string {
  const lands = pool.filter(isLand);
  const spells = pool.filter((n) => !isLand(n));
  const from = !lands.length || !spells.length ? pool : nonland || nextRandom(rng) / 2 ** 32 >= LAND_SHARE ? spells : lands;
  return from[randomInt(rng, from.length)];
}

/**
 * CR 305.2, 400.2 — the hidden cards in `owner`'s hand that sat there through one of its own turns in which it played
 * no land: which turn a card was drawn is public (a card put into a hand records the turn, `controlledSince`),
 * and so are the lands that entered. A player who holds a land plays it (@simplification: so these are taken to
 * be spells; the turns are counted in seat order, without extra turns). Dealt as 40% lands like the rest, an
 * opponent who had missed a land drop with five cards in hand still held two lands in the average sampled world.
 */
function heldThroughMissedDrop(view: GameState, owner: PlayerId, isLand: (name: string) => boolean): (o: GameObject) => boolean {
  const seats = view.order.length;
  // The owner's most recent completed turn: the owner sits `offset` seats after the active player.
  const offset = (view.order.indexOf(owner) - view.order.indexOf(view.turn.active) + seats) % seats;
  const last = view.turn.number + offset - seats;
  const drops = new Set<number>();
  for (const id of view.battlefield) {
    const o = view.objects[id];
    if (o && o.controller === owner && !o.hidden && isLand(o.card)) drops.add(o.controlledSince);
  }
  return (o) => {
    for (let t = last; t >= Math.max(1, o.controlledSince); t -= seats) if (!drops.has(t)) return true;
    return false;
  };
}

/**
 * ISMCTS's determinization step (Cowling, Powley & Whitehouse 2012, §4): one game state consistent with what
 * `me` knows, sampled with the agent's own RNG. Every hidden object of the view (opponents' hands, every
 * library, face-down objects others control, hidden exile) gets a card name:
 * - with exact knowledge of its owner's deck (always the player's own), the deck list minus the cards of that
 *   owner the view shows, dealt at random to that owner's hidden objects (more hidden objects than cards left,
 *   e.g. after a deck-changing effect: the rest drawn from the list's names);
 * - otherwise (an opponent whose list is not public) each hidden card is drawn, independently and uniformly,
 *   from the names of the deck's cards: the player knows the deck's contents, not the counts, and assumes the
 *   usual share of lands (`LAND_SHARE`; needs `cards` to tell lands, else every name is equally likely), except
 *   that a card held through one of its owner's turns without a land drop is a spell (`heldThroughMissedDrop`);
 * - with no knowledge at all of the owner's deck, from the names the view shows the owner owns, else from
 *   the player's own deck.
 * The RNG words, which the view blanks, are drawn afresh, so shuffles inside the simulation are unforeseen.
 * Reads only the view: it never sees the real state.
 * @simplification Cards revealed earlier or looked at (scry) are not remembered (the view keeps no record).
 */
export function determinize(view: GameState, me: PlayerId, decks: Record<PlayerId, DeckKnowledge>, rng: RngState, cards?: CardRegistry): GameState {
  const hiddenBy = new Map<PlayerId, GameObject[]>();
  for (const o of Object.values(view.objects)) {
    if (!o.hidden) continue;
    const list = hiddenBy.get(o.owner) ?? [];
    list.push(o);
    hiddenBy.set(o.owner, list);
  }
  const objects = { ...view.objects };
  const own = decks[me]?.cards ?? [];
  const isLand = (n: string) => !!cards?.get(n)?.printed.normal.types.includes('Land');
  for (const [owner, hidden] of hiddenBy) {
    hidden.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)); // order-independent of the view's key order
    const known = decks[owner];
    const seen = seenCards(view, owner);
    const pool = known?.cards.length ? [...new Set(known.cards)] : seen.length ? [...new Set(seen)] : [...new Set(own)];
    const dealt = known?.exact ? remaining(known.cards, seen) : [];
    shuffleInPlace(rng, dealt);
    const spellsOnly = heldThroughMissedDrop(view, owner, isLand);
    hidden.forEach((o, i) => {
      const card = i < dealt.length ? dealt[i] : cardOfUnknownCounts(pool, rng, isLand, o.zone === 'hand' && spellsOnly(o));
      const { hidden: _hidden, ...rest } = o;
      objects[o.id] = { ...rest, card };
    });
  }
  const words: GameState['rng'] = [nextRandom(rng), nextRandom(rng), nextRandom(rng), nextRandom(rng)];
  return { ...view, objects, rng: words };
}

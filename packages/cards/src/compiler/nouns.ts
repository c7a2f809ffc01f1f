import { KEYWORDS, type Amount, type Color, type Keyword, type ObjectFilter, type Ref, type TargetSpec } from '@arbiter/engine';

/**
 * Noun phrases of Oracle text: numbers, object descriptions (CR 109, 205), targets (CR 115) and the words
 * that refer back to them ("it", "its controller"). Each reader returns null for a phrase it can't read
 * exactly, so the sentence stays unread rather than misread.
 */

/** What the sentences of one ability share while they are read: its targets and what "it" means. */
export interface Ctx {
  /** The ability's target requirements, in the order their "target" words appear (601.2c). */
  targets: TargetSpec[];
  /**
   * What "it", "its", "that creature", "that card" refer to (the last object named); after an effect that creates
   * tokens, those tokens (`'created'`, 111.1).
   */
  it?: Ref;
  /** A triggered ability with an event object: "it" may mean the trigger's subject (603.2). */
  subject?: boolean;
  /** The trigger's event is about the ability's own object ("When this creature dies"): "it" is also ~. */
  selfEvent?: boolean;
  /** A triggered ability whose event has an amount: "that much" means it (119.3: the life gained). */
  eventAmount?: boolean;
  /** A spell's own "when you cast this spell" ability (113.6b): "~" and "it" are that spell on the stack. */
  selfSpell?: boolean;
  /** The spell ability of an instant or sorcery (113.3a): "~" is the resolving spell ("Exile ~.", 608.2n). */
  spell?: true;
  /** The name "~" stands for (201.5), for "cards named ~". */
  selfName?: string;
  /** "Look at the top N cards ...": the parts of that instruction its later sentences have still to give (mechanics-look.ts). */
  look?: { missing: ('pick' | 'rest' | 'destination')[] };
  /** "Flip N coins": no later sentence has used the heads yet (mechanics-coins.ts). */
  flipped?: true;
  /** "Reveal cards from the top of your library until ...": its destination sentence is still to read (mechanics-reveal-until.ts). */
  revealing?: true;
  /** "<player> reveals their hand. You choose ... That player discards that card.": the part still to read (mechanics-hands.ts). */
  hand?: { missing?: 'choose' | 'discard' };
  /** "half their life" read without its rounding yet: a later "Round down each time." must give it (107.1a). */
  halfRounding?: true;
  /** "<it> becomes a 2/4 Wizard creature ..." read without its "It's still a land." yet (mechanics-becomes-creature.ts). */
  stillLand?: 'missing';
  /** An activated ability: after a mana ability's "Add ...", "When you do, ..." triggers as its cost is paid (603.12, 605.5a). */
  activated?: true;
}

const NUMBERS: Record<string, number> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
};

/** "a", "two", "3", "X" → a number or 'X'; null otherwise. */
export function count(word: string): number | 'X' | null {
  const w = word.toLowerCase();
  if (w === 'x') return 'X';
  if (/^\d+$/.test(w)) return Number(w);
  return NUMBERS[w] ?? null;
}

export const NUMBER = '(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|\\d+|X)';

export const COLOR_WORDS: Record<string, Color> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };

const CARD_TYPES: Record<string, string> = {
  artifact: 'Artifact', creature: 'Creature', enchantment: 'Enchantment', land: 'Land', planeswalker: 'Planeswalker',
  instant: 'Instant', sorcery: 'Sorcery', battle: 'Battle', kindred: 'Kindred',
};
const BASIC_LAND_TYPES = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'];
/** CR 110.4 — the card types a permanent card can have ("permanent card"). */
const PERMANENT_TYPES = ['Artifact', 'Creature', 'Enchantment', 'Planeswalker', 'Battle', 'Land'];

/** The singular of a type word ("creatures" → "creature", "sorceries" → "sorcery"). */
function singular(word: string): string {
  if (/ies$/.test(word)) return word.replace(/ies$/, 'y');
  if (/(s|x|ch)es$/.test(word) && !/^(Elves)$/.test(word)) return word.replace(/es$/, '');
  if (/s$/.test(word) && !/ss$/.test(word)) return word.replace(/s$/, '');
  return word;
}

/** Where the described objects are, as the description says. */
export type Place = 'battlefield' | 'graveyard' | 'anyGraveyard' | 'opponentGraveyard' | 'stack';

export interface Described {
  filter: ObjectFilter;
  place: Place;
}

/**
 * An object description: "nonland permanent an opponent controls with mana value 3 or less", "instant or
 * sorcery card from your graveyard", "creature spell", "Spirit you control", "another creature". The head is
 * adjectives and card-type or subtype nouns joined by "or"/"and/or"; the tail, qualifiers.
 */
export function describe(phrase: string): Described | null {
  let p = phrase.trim();
  const filter: ObjectFilter = {};
  let place: Place = 'battlefield';
  if (/^another /.test(p)) { filter.other = true; p = p.slice(8); }
  if (/^other /.test(p)) { filter.other = true; p = p.slice(6); }
  for (;;) {
    let m: RegExpExecArray | null;
    if ((m = / you control$/.exec(p))) filter.controller = 'you';
    // "you don't control": the engine has no teams, so every other player is an opponent (CR 102.2–102.3).
    else if ((m = / (?:an opponent controls|your opponents control|you don't control)$/.exec(p))) filter.controller = 'opponent';
    else if ((m = / with mana value (\d+) or less$/.exec(p))) filter.maxManaValue = Number(m[1]);
    else if ((m = / with \{X\} in its mana cost$/.exec(p))) filter.xInManaCost = true; // 107.3
    else if ((m = / with mana value X$/.exec(p))) filter.manaValueX = true;
    else if ((m = / with mana value (\d+) or greater$/.exec(p))) filter.minManaValue = Number(m[1]);
    else if ((m = / with power (\d+) or greater$/.exec(p))) filter.minPower = Number(m[1]);
    else if ((m = / with power (\d+) or less$/.exec(p))) filter.maxPower = Number(m[1]);
    else if ((m = / with toughness (\d+) or less$/.exec(p))) filter.maxToughness = Number(m[1]);
    else if ((m = / with power or toughness (\d+) or less$/.exec(p))) filter.anyOf = [{ maxPower: Number(m[1]) }, { maxToughness: Number(m[1]) }];
    else if ((m = / with ([a-z]+(?: [a-z]+)?)$/.exec(p)) && KEYWORDS.includes(m[1] as Keyword)) filter.keyword = m[1] as Keyword;
    else if ((m = / with (?:an? )?([+-]\d+\/[+-]\d+|\w+) counters? on (?:it|them)$/.exec(p))) filter.withCounter = m[1];
    else if ((m = / (?:from|in) your graveyard$/.exec(p))) place = 'graveyard';
    else if ((m = / from a graveyard$/.exec(p))) place = 'anyGraveyard';
    else if ((m = / from an opponent's graveyard$/.exec(p))) place = 'opponentGraveyard';
    else break;
    p = p.slice(0, m.index);
  }
  const words = p.split(/ or |, and |, | and\/or /).map((w) => w.trim()).filter(Boolean);
  const types: string[] = [];
  const subtypes: string[] = [];
  let kind: 'permanent' | 'card' | 'spell' | null = null;
  for (const group of words) {
    const ws = group.split(' ');
    // The last word of a group may be "card"/"spell"/"permanent", which names what kind of object it is.
    const last = singular(ws[ws.length - 1]);
    if (last === 'card' || last === 'spell' || last === 'permanent') {
      kind = last;
      ws.pop();
    }
    for (const w0 of ws) {
      const w = singular(w0);
      const lower = w.toLowerCase();
      if (CARD_TYPES[lower]) types.push(CARD_TYPES[lower]);
      else if (lower === 'permanent') kind = 'permanent';
      else if (/^non-?/.test(lower)) {
        const rest = w.replace(/^[Nn]on-?/, '');
        if (CARD_TYPES[rest.toLowerCase()]) (filter.notTypes ??= []).push(CARD_TYPES[rest.toLowerCase()]);
        else if (rest === 'basic' || rest === 'legendary') (filter.notSupertypes ??= []).push(rest === 'basic' ? 'Basic' : 'Legendary');
        else if (rest === 'token') filter.token = false;
        else if (COLOR_WORDS[rest]) (filter.notColors ??= []).push(COLOR_WORDS[rest]);
        else if (/^[A-Z][\w-]*$/.test(rest)) (filter.notSubtypes ??= []).push(rest);
        else return null;
      } else if (lower === 'basic') (filter.supertypes ??= []).push('Basic');
      else if (lower === 'legendary') (filter.supertypes ??= []).push('Legendary');
      else if (lower === 'token') filter.token = true;
      else if (lower === 'attacking') filter.attacking = true;
      else if (/^\d+\/\d+$/.test(lower)) {
        // 208.1: "a 1/1 creature" — that power and that toughness.
        const [power, toughness] = lower.split('/').map(Number);
        Object.assign(filter, { minPower: power, maxPower: power, minToughness: toughness, maxToughness: toughness });
      }
      else if (lower === 'tapped' || lower === 'untapped') filter.tapped = lower === 'tapped';
      else if (lower === 'multicolored') filter.multicolored = true;
      else if (COLOR_WORDS[lower]) (filter.colors ??= []).push(COLOR_WORDS[lower]);
      else if (/^[A-Z][a-z]+(?:-[A-Z][a-z]+)?$/.test(w)) subtypes.push(w);
      else return null;
    }
  }
  if (kind === 'card' && place === 'battlefield') return null;
  if (kind === 'permanent' && types.length === 0 && place !== 'battlefield') {
    // "permanent card": a card with a permanent type (110.4a), less the excluded ones.
    types.push(...PERMANENT_TYPES.filter((t) => !filter.notTypes?.includes(t)));
    delete filter.notTypes;
  }
  if (kind === 'spell') place = 'stack';
  // A basic land type names a land (CR 205.3i): "basic Forest card" is a land card.
  if (!types.length && subtypes.length && subtypes.every((t) => BASIC_LAND_TYPES.includes(t))) types.push('Land');
  if (types.length) filter.types = types;
  if (subtypes.length) filter.subtypes = subtypes;
  if (words.length === 0 && kind === null) return null;
  return { filter, place };
}

/** "any number of target creatures" (601.2c): no upper bound but the objects there are. */
const ANY_NUMBER = 99;

/**
 * CR 115.1 — a target phrase: "target creature you control", "any target", "up to one target nonland
 * permanent", "another target creature", "target player", "target instant or sorcery card from your
 * graveyard". Pushes the requirement onto the ability's targets and returns its reference.
 */
export function targetPhrase(phrase: string, ctx: Ctx): Ref | null {
  const m = /^(up to (one|two|three|four|X) |one or two |any number of )?(another |other )?targets? (.+)$/.exec(phrase.trim());
  if (phrase.trim() === 'any target') return push({ kind: 'any' }, ctx);
  if (phrase.trim() === 'each of one or two targets') return push({ kind: 'any', count: { min: 1, max: 2 } }, ctx);
  if (!m) return null;
  const countWords = m[1]?.trim();
  const cnt = countWords === undefined ? undefined
    : countWords === 'one or two' ? { min: 1, max: 2 }
      // "up to X target ...": X is announced before targets are chosen (601.2b–c).
      : countWords === 'up to X' ? { min: 0, max: 0, upToX: true as const }
      : countWords.startsWith('up to') ? { min: 0, max: count(m[2])! as number }
        : countWords === 'any number of' ? { min: 0, max: ANY_NUMBER }
          : null;
  if (cnt === null) return null;
  const rest = m[4];
  let spec: TargetSpec | null = null;
  if (/^players?$/.test(rest)) spec = { kind: 'player' };
  else if (/^opponents?$/.test(rest)) spec = { kind: 'player', who: 'opponent' };
  else if (rest === 'player or planeswalker') spec = { kind: 'playerOrPlaneswalker' };
  else if (rest === 'spell or permanent') spec = { kind: 'spellOrPermanent' };
  else {
    const d = describe(m[3] ? `another ${rest}` : rest);
    if (!d) return null;
    const { filter } = d;
    if (d.place === 'stack') spec = Object.keys(filter).length ? { kind: 'spell', filter } : { kind: 'spell' };
    else if (d.place === 'graveyard' || d.place === 'anyGraveyard' || d.place === 'opponentGraveyard') {
      if (filter.other || filter.controller) return null;
      spec = { kind: 'graveyardCard', ...(Object.keys(filter).length ? { filter } : {}), owner: d.place === 'graveyard' ? 'you' : d.place === 'opponentGraveyard' ? 'opponent' : 'any' };
    } else {
      if (filter.other && ctx.targets.length > 0) {
        delete filter.other;
        spec = { kind: 'permanent', filter, differentFrom: ctx.targets.length - 1 };
      } else spec = { kind: 'permanent', filter };
    }
  }
  if (cnt && cnt.max === 1 && cnt.min === 1) return push(spec, ctx);
  return push(cnt ? { ...spec, count: cnt } : spec, ctx);
}

function push(spec: TargetSpec, ctx: Ctx): Ref {
  ctx.targets.push(spec);
  const ref = { target: ctx.targets.length - 1 };
  ctx.it = ref;
  return ref;
}

/**
 * An object reference in subject or object position: a target phrase, "~" (the source, CR 201.5), "it" and
 * "that creature" (the object named last), "enchanted creature", "each creature you control", "creatures you
 * control", "all creatures".
 */
export function objectRef(phrase: string, ctx: Ctx): Ref | null {
  const p = phrase.trim();
  if (p === '~') return 'self';
  if (/^(it|that creature|that card|that permanent|that token|them|those creatures|each of them)$/.test(p)) return ctx.it ?? (ctx.subject ? 'subject' : null);
  if (/^(enchanted|equipped) creature$|^fortified land$/.test(p)) return 'enchanted';
  const ofTarget = /^each (.+) (target (?:player|opponent)) controls$/.exec(p);
  if (ofTarget) {
    const d = describe(ofTarget[1]);
    const player = d && d.place === 'battlefield' && !d.filter.controller ? targetPhrase(ofTarget[2], ctx) : null;
    return player && typeof player === 'object' && 'target' in player ? { each: d!.filter, controlledBy: player.target } : null;
  }
  if (/target/.test(p)) return targetPhrase(p, ctx);
  const inGraveyard = /^(?:each|all) (.+ cards?(?: with .+)?) from your graveyard$/.exec(p);
  if (inGraveyard) {
    // "each artifact and creature card": each card that is either (the union of the kinds named).
    const d = describe(`${inGraveyard[1].replace(/^(\w+) and (\w+) (cards?)/, '$1 or $2 $3')} from your graveyard`);
    return d && d.place === 'graveyard' ? { eachInYourGraveyard: d.filter } : null;
  }
  const each = /^(?:each|all) (.+)$/.exec(p) ?? /^((?:other )?(?:[A-Z]\w+ )?creatures (?:you control|your opponents control))$/.exec(p);
  if (each) {
    const d = describe(each[1].replace(/^(\w+) and (\w+)$/, '$1 or $2'));
    if (!d || d.place !== 'battlefield') return null;
    return { each: d.filter };
  }
  return null;
}

/** A player reference: "you", "target player", "each opponent", "its controller", "that player". */
export function playerRef(phrase: string, ctx: Ctx): Ref | null {
  const p = phrase.trim().toLowerCase();
  if (p === 'you') return 'you';
  if (p === 'each opponent') return 'each-opponent';
  if (p === 'each player') return 'each-player';
  if (/target (player|opponent)$/.test(p)) return targetPhrase(p, ctx);
  if (p === 'any number of target players each') return targetPhrase('any number of target players', ctx);
  const it = ctx.it;
  if (/^(its|that creature's|that permanent's|that spell's) controller$/.test(p) && it && typeof it === 'object' && 'target' in it) return { controllerOf: it.target };
  if (/^(its|that card's) owner$/.test(p) && it && typeof it === 'object' && 'target' in it) return { ownerOf: it.target };
  if (p === 'that player' && it && typeof it === 'object' && 'target' in it && ctx.targets[it.target]?.kind === 'player') return it;
  return null;
}

/** An amount: a number word, X, or "life equal to its power" style references to the object named last. */
export function amount(word: string, ctx: Ctx): Amount | null {
  const n = count(word);
  if (n !== null) return n;
  const it = ctx.it;
  const target = it && typeof it === 'object' && 'target' in it ? it.target : null;
  if (/^its power$/.test(word) && it === 'self') return 'sourcePower';
  if (/^(its|that creature's) power$/.test(word) && target !== null) return { powerOf: target };
  if (/^(its|that card's) mana value$/.test(word) && target !== null) return { manaValueOf: target };
  if (word === "~'s power") return 'sourcePower';
  // 601.2h: the mana spent on the spell a trigger is about ("Whenever you cast ..., ... where X is ...").
  if (word === 'the amount of mana spent to cast that spell' && ctx.subject) return 'manaSpentOnSubject';
  if (word === "the number of cards you've drawn this turn") return 'cardsDrawnThisTurn';
  if (word === 'the number of differently named lands you control') return 'differentlyNamedLands';
  if (word === 'the amount of mana spent to cast ~') return 'manaSpentOnSource';
  if (word === 'the number of cards discarded this way') return 'discardedCount';
  if (word === 'the number of coins that came up heads' && ctx.flipped) {
    delete ctx.flipped; // 705.2: the heads of the "Flip N coins" before it
    return 'headsThisWay';
  }
  // "1 plus the number of ... in your graveyard".
  const plus = /^(\w+) plus (the number of .+)$/.exec(word);
  const added = plus && count(plus[1]);
  const base = typeof added === 'number' ? amount(plus![2], ctx) : null;
  if (typeof added === 'number' && base !== null) return { plus: added, of: base };
  if (word === 'the number of cards named ~ in your graveyard' && ctx.selfName) return { countInYourGraveyard: { name: ctx.selfName } };
  const hand = /^the number of cards in (target opponent|target player)'s hand$/.exec(word);
  if (hand) {
    const who = targetPhrase(hand[1], ctx);
    return who && typeof who === 'object' && 'target' in who ? { handSizeOf: who.target } : null;
  }
  const counted = /^the number of (.+)$/.exec(word);
  // "instant and sorcery cards": cards that are instants or sorceries.
  const d = counted && describe(counted[1].replace(/^(\w+) and (\w+) cards /, '$1 or $2 cards '));
  if (d && d.place === 'battlefield' && d.filter.controller) return { countOf: d.filter };
  if (d && d.place === 'graveyard' && / in your graveyard$/.test(word)) return { countInYourGraveyard: d.filter };
  return null;
}

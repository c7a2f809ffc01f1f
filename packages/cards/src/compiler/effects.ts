import { parseManaCost, type Amount, type Effect, type StateCondition, type Keyword, type ManaProduction, type ManaType, type ObjectFilter, type Ref } from '@arbiter/engine';
import { keywordAbility } from '../keywords';
import { KEYWORD_ACTIONS } from './keyword-actions';
import { stateCondition } from './conditions';
import { earlySentence, mechanicSentence } from './mechanics';
import { endsUnlessDone } from './mechanics-may-pay';
import { amount, COLOR_WORDS, count, describe, NUMBER, objectRef, playerRef, targetPhrase, type Ctx } from './nouns';
import { readWith, type Template } from './template';
import { tokenSpec, type AbilityReader } from './tokens';

/**
 * Effect clauses (CR 609): one instruction of a spell's or ability's text, read into the engine's effect
 * primitives. A sentence is read whole when a template reads it, else split into clauses at ", then",
 * " and " and "Then" (each clause read on its own, a missing subject taken from the clause before).
 */

/** Counters whose kind the engine gives no rule meaning to, or whose rules it implements (122.1). */
const COUNTERS = new Set(['+1/+1', '-1/-1', 'charge', 'growth', 'page', 'stun']);

/** Keyword list "flying", "double strike and lifelink", "trample, menace, and haste" → keywords, or null. */
export function keywordList(text: string): Keyword[] | null {
  const out: Keyword[] = [];
  for (const w of text.split(/, and |, | and /)) {
    const ab = keywordAbility(w);
    if (!ab || ab.kind !== 'keyword' || ab.text) return null;
    out.push(ab.keyword);
  }
  return out;
}

/** The quoted-ability reader, set by the ability compiler (tokens with "<ability>"). */
let quotedAbility: AbilityReader = () => null;
export function setQuotedAbilityReader(r: AbilityReader): void {
  quotedAbility = r;
}

/** Reads a quoted ability ("it has "<ability>"", "Enchanted creature has "<ability>""), for the mechanics that grant one. */
export const readQuotedAbility: AbilityReader = (text) => quotedAbility(text);

const P = (s: string) => (s === '+X' || s === 'X' ? 'X' : s === '-X' ? null : Number(s.replace('−', '-')));

/**
 * CR 107.1a — "half their life", "half the cards in their hand", "half the permanents they control": each player's
 * own half, rounded as ", rounded up" says here or a later "Round down each time." (mechanics-hands.ts) does.
 */
function half(what: 'life' | 'hand' | 'permanents', rounded: string | undefined, ctx: Ctx): Amount {
  if (!rounded) ctx.halfRounding = true;
  return { halfOf: what, round: rounded === 'up' ? 'up' : 'down' };
}

/** Player verbs with the player they apply to ("draws two cards", "loses 2 life", "creates a Treasure token"); `prev`: the verb before. */
function playerVerb(verb: string, who: Ref, ctx: Ctx, prev?: Effect): Effect[] | null {
  let m: RegExpExecArray | null;
  if ((m = new RegExp(`^draws? (${NUMBER}) cards?$`).exec(verb))) return [{ do: 'draw', who, n: count(m[1])! }];
  if (verb === 'draws 2^X cards' || verb === 'draw 2^X cards') return [{ do: 'draw', who, n: { powerOfTwo: 'X' } }];
  // 701.9a: "discard your hand", "discards any number of cards", then "draws that many cards [plus one]".
  if (/^discards? (?:your|their) hand$/.test(verb)) return [{ do: 'discard', who, n: 0, count: 'hand' }];
  if (/^discards? any number of cards$/.test(verb)) return [{ do: 'discard', who, n: 0, count: 'anyNumber' }];
  if ((m = /^draws? that many cards(?: plus (one|two|three))?$/.exec(verb)) && prev?.do === 'discard') {
    return [{ do: 'draw', who, n: m[1] ? { plus: count(m[1]) as number, of: 'discardedCount' } : 'discardedCount' }];
  }
  if ((m = /^draws? cards equal to (.+)$/.exec(verb))) {
    const n = amount(m[1], ctx);
    return n === null ? null : [{ do: 'draw', who, n }];
  }
  if ((m = /^loses? half (?:their|your) life(?:, rounded (up|down))?$/.exec(verb))) return [{ do: 'loseLife', who, n: half('life', m[1], ctx) }];
  if ((m = /^discards? half the cards in (?:their|your) hand(?:, rounded (up|down))?$/.exec(verb))) return [{ do: 'discard', who, n: half('hand', m[1], ctx) }];
  if ((m = /^sacrifices? half the permanents (?:they|you) control(?: of their choice)?(?:, rounded (up|down))?$/.exec(verb))) {
    return [{ do: 'sacrifice', who, filter: {}, n: half('permanents', m[1], ctx) }];
  }
  if ((m = /^sacrifices? (two|three|four|five) (\w+)$/.exec(verb))) {
    const d = describe(m[2]);
    return d && d.place === 'battlefield' ? [{ do: 'sacrifice', who, filter: d.filter, n: count(m[1])! }] : null;
  }
  if ((m = /^(gain|lose)s? (\w+) life$/.exec(verb))) {
    const n = count(m[2]);
    return n === null ? null : [{ do: m[1] === 'gain' ? 'gainLife' : 'loseLife', who, n }];
  }
  if ((m = /^(gain|lose)s? that much life$/.exec(verb)) && ctx.eventAmount) return [{ do: m[1] === 'gain' ? 'gainLife' : 'loseLife', who, n: 'eventAmount' }];
  if ((m = /^(gain|lose)s? life equal to (.+)$/.exec(verb))) {
    const n = amount(m[2], ctx);
    return n === null ? null : [{ do: m[1] === 'gain' ? 'gainLife' : 'loseLife', who, n }];
  }
  if ((m = new RegExp(`^discards? (${NUMBER}) cards?$`).exec(verb))) return [{ do: 'discard', who, n: count(m[1])! }];
  if ((m = /^creates? (.+)$/.exec(verb))) {
    const tm = new RegExp(`^(${NUMBER}) (.+)$`).exec(m[1]);
    const token = tm && tokenSpec(tm[2], quotedAbility);
    if (!tm || !token) return null;
    ctx.it = 'created';
    return [{ do: 'createToken', token, n: count(tm[1])!, ...(who === 'you' ? {} : { for: who }) }];
  }
  if ((m = /^investigates?(?: (twice|three times))?$/.exec(verb))) {
    // CR 701.16a: "investigate" is "create a Clue token"; "investigate twice" does it twice.
    ctx.it = undefined; // nothing for a later "it" to refer to
    return [{ do: 'investigate', n: m[1] === 'twice' ? 2 : m[1] ? 3 : 1, ...(who === 'you' ? {} : { for: who }) }];
  }
  if ((m = /^sacrifices? (?:a|an) (.+?)(?: of their choice)?$/.exec(verb))) {
    const d = describe(m[1]);
    return d && d.place === 'battlefield' ? [{ do: 'sacrifice', who, filter: d.filter }] : null;
  }
  if ((m = new RegExp(`^mills? (${NUMBER}) cards?$`).exec(verb))) return [{ do: 'mill', n: count(m[1])!, ...(who === 'you' ? {} : { who }) }];
  if (who !== 'you') return null;
  if ((m = /^(surveil|scry) (\d+|X)$/.exec(verb))) return [{ do: m[1] as 'surveil' | 'scry', n: count(m[2])! }];
  return null;
}

/** "<player> <verb> [and <verb>]": a subject (or "you", understood) and its verbs. */
function playerActions(text: string, ctx: Ctx): Effect[] | null {
  const both = /^you and (target opponent|target player) each (.+)$/.exec(text);
  if (both) {
    const other = playerRef(both[1], ctx);
    const mine = other && playerVerb(both[2], 'you', ctx);
    const theirs = mine && playerVerb(both[2], other!, ctx);
    return theirs ? [...mine!, ...theirs] : null;
  }
  // "Any number of target players each discard a card" (601.2c): each player chosen for the one target word.
  const subj = /^(you|target player|target opponent|each opponent|each player|its controller|that player|that creature's controller|its owner|any number of target players each) (.+)$/.exec(text);
  const who = subj ? playerRef(subj[1], ctx) : 'you';
  if (!who) return null;
  const rest = subj ? subj[2] : text;
  const verbs = rest.split(/, then | and (?=(?:draw|gain|lose|discard|create|mill|surveil|scry|sacrifice|investigate)s?\b)/);
  const out: Effect[] = [];
  for (const v of verbs) {
    const e = playerVerb(v, who, ctx, out[out.length - 1]);
    if (!e) return null;
    out.push(...e);
  }
  return out;
}

/** "+1/+0 and gains flying until end of turn", "gains lifelink until end of turn", "+X/+X until end of turn". */
function pumpTail(what: Ref, tail: string): Effect[] | null {
  // "gains trample and gets +X/+0 until end of turn": the same two parts, keywords first.
  const rev = /^gains? (.+?) and gets? ([+-−]?\w+)\/([+-−]?\w+) until end of turn$/.exec(tail);
  if (rev) return pumpTail(what, `gets ${rev[2]}/${rev[3]} and gains ${rev[1]} until end of turn`);
  const m = /^(?:gets? ([+-−]?\w+)\/([+-−]?\w+))?(?:(?: and )?gains? (.+?))? until end of turn$/.exec(tail);
  if (!m || (!m[1] && !m[3])) return null;
  const out: Effect[] = [];
  if (m[1]) {
    const power = P(m[1]);
    const toughness = P(m[2]);
    if (power === null || toughness === null || Number.isNaN(power) || Number.isNaN(toughness)) return null;
    out.push({ do: 'modifyPT', what, power, toughness, until: 'endOfTurn' });
  }
  // CR 613.1f: "... and gain menace and "<ability>"": keywords, then a quoted ability, until end of turn (611.2a).
  const quoted = m[3] && /^(?:(.+?) and )?"(.+)"$/.exec(m[3]);
  const gained = quoted ? quoted[1] : m[3];
  if (gained) {
    const choice = /^your choice of (.+?),? or (\w+)$/.exec(gained);
    const keywords = choice ? keywordList(`${choice[1]}, ${choice[2]}`) : keywordList(gained);
    if (!keywords) return null;
    out.push(choice ? { do: 'grantKeywordChoice', what, keywords, until: 'endOfTurn' } : { do: 'grantKeywords', what, keywords, until: 'endOfTurn' });
  }
  if (quoted) {
    const ability = quotedAbility(quoted[2]);
    if (!ability) return null;
    out.push({ do: 'gainAbility', what, ability, until: 'endOfTurn' });
  }
  return out;
}

/** A mana production: "{R}{R}", "{R} or {G}", "one mana of any color" (CR 106.1). */
export function manaProduction(text: string): ManaProduction | null {
  if (text === 'one mana of any color') return (['W', 'U', 'B', 'R', 'G'] as ManaType[]).map((c) => [c]);
  const alts = text.split(/,? or |, /);
  const out: ManaType[][] = [];
  for (const a of alts) {
    if (!/^(\{[WUBRGC]\})+$/.test(a)) return null;
    out.push((parseManaCost(a) ?? []).map((s) => (s.kind === 'color' ? s.color : 'C')));
  }
  return out;
}

export const EFFECTS: Template<Effect[]>[] = [
  {
    name: 'damage',
    reads: ['Lightning Bolt deals 3 damage to any target.', 'Unsubtle Mockery deals 4 damage to target creature.', 'Thunderdrum Soloist deals 1 damage to each opponent.',
      'Splatter Technique deals 4 damage to each creature and planeswalker.', "Artistic Process deals 2 damage to each creature you don't control.",
      "Heated Argument deals 2 damage to that creature's controller.",
      'Molten Note deals damage to target creature equal to the amount of mana spent to cast this spell.',
      'It deals damage equal to its power to up to one target creature an opponent controls.',
      'Steal the Show deals damage equal to the number of instant and sorcery cards in your graveyard to target creature or planeswalker.'],
    read: (t, ctx) => {
      // "deals N damage to <recipient>", "deals damage to <recipient> equal to <amount>", "deals damage equal to <amount> to <recipient>".
      const m = /^(~|it) deals (\w+) damage to (.+)$/.exec(t);
      const eq = /^(~|it) deals damage to (.+?) equal to (.+)$/.exec(t);
      const eqFirst = /^(~|it) deals damage equal to (.+?) to ((?:up to \w+ )?(?:any |another )?target.*|each .+)$/.exec(t);
      if (!m && !eq && !eqFirst) return null;
      const [who, amountText, toText] = m ? [m[1], m[2], m[3]] : eq ? [eq[1], eq[3], eq[2]] : [eqFirst![1], eqFirst![2], eqFirst![3]];
      // "it" after a target names that target (Burrog Barrage): the damage is dealt by that object (120.3).
      const fromTarget = who === 'it' && typeof ctx.it === 'object' && 'target' in ctx.it ? ctx.it : null;
      const fromSelf = who === '~' || ctx.it === 'self';
      if (!fromSelf && !fromTarget && !(ctx.subject && ctx.it === undefined)) return null;
      const n = m ? count(amountText) : amount(amountText, ctx);
      const to = toText === 'each opponent' ? 'each-opponent' : toText === 'each player' ? 'each-player' : objectRef(toText, ctx) ?? (/controller$/.test(toText) ? playerRef(toText, ctx) : null);
      if (n === null || !to) return null;
      return [{ do: 'damage', amount: n, to, ...(fromSelf ? {} : { from: fromTarget ?? ('subject' as const) }) }];
    },
  },
  {
    name: 'player actions',
    reads: ['Draw two cards.', 'Target player draws two cards and loses 2 life.', 'You draw a card and gain 1 life.', 'Each opponent loses 2 life.',
      'Its controller gains life equal to its power.', 'Mill three cards.', 'Surveil 1.', 'Create a Treasure token.',
      'Create two 2/2 red and white Spirit creature tokens.', 'Target opponent loses 1 life and you gain 1 life.', 'Investigate.',
      'Target player draws 2^X cards.', 'Target player mills three cards.',
      "Discard your hand, then draw cards equal to the number of cards in target opponent's hand.", 'Discard your hand, then draw cards equal to the number of cards discarded this way.',
      'Target player discards any number of cards, then draws that many cards.', 'Discard any number of cards, then draw that many cards plus one.',
      'Each player loses half their life, rounded up.',
      'Sacrifice two lands.', 'Any number of target players each discard a card.'],
    read: (t, ctx) => {
      // "A and B" where both are whole player clauses ("each opponent loses 1 life and you gain 1 life").
      const both = /^(.+?) and (you .+)$/.exec(t);
      if (both) {
        const a = playerActions(both[1], ctx);
        const b = a && playerActions(both[2], ctx);
        if (a && b) return [...a, ...b];
      }
      return playerActions(t, ctx);
    },
  },
  {
    name: 'destroy',
    reads: ['Destroy target creature.', 'Destroy target artifact or enchantment.', 'Destroy target nonbasic land.'],
    read: (t, ctx) => {
      const m = /^destroy (.+)$/.exec(t);
      const what = m && objectRef(m[1], ctx);
      return what ? [{ do: 'destroy', what }] : null;
    },
  },
  {
    name: 'exile the top of your library',
    reads: ['Exile the top card of your library.', 'Exile the top two cards of your library.'],
    // CR 406.3: the exiled cards become the chosen objects ("that card", "them").
    read: (t) => {
      const m = new RegExp(`^exile the top (?:card|(${NUMBER}) cards) of your library$`).exec(t);
      const n = m && (m[1] ? count(m[1]) : 1);
      return n !== null && n !== undefined ? [{ do: 'exileTop', n }] : null;
    },
  },
  {
    name: 'exile',
    reads: ['Exile target creature.', 'Exile up to one target card from a graveyard.', 'Exile target nonland permanent and the top card of your library.',
      'Exile Wisdom of Ages.'],
    read: (t, ctx) => {
      // 608.2n: an instant or sorcery that exiles itself as it resolves isn't put into the graveyard after.
      if (t === 'exile ~' && ctx.spell) return [{ do: 'exile', what: 'self' }];
      const top = /^exile (target .+?) and the top card of your library$/.exec(t);
      const target = top && objectRef(top[1], ctx);
      if (top) return target && target !== 'self' ? [{ do: 'exile', what: target }, { do: 'exileTop', n: 1 }] : null;
      const m = /^exile (.+)$/.exec(t);
      const what = m && objectRef(m[1], ctx);
      return what && what !== 'self' ? [{ do: 'exile', what }] : null;
    },
  },
  {
    name: 'return to hand',
    reads: ["Return target creature to its owner's hand.", "Return target nonland permanent to its owner's hand."],
    read: (t, ctx) => {
      const m = /^return (.+) to its owner's hand$/.exec(t);
      if (!m || /graveyard/.test(m[1])) return null;
      const what = objectRef(m[1], ctx);
      return what ? [{ do: 'bounce', what }] : null;
    },
  },
  {
    name: 'return from graveyard',
    reads: ['Return target creature card from your graveyard to your hand.', 'Return target nonland permanent card from your graveyard to the battlefield.',
      'Put target creature card from a graveyard onto the battlefield under your control.'],
    read: (t, ctx) => {
      const m = /^(?:return|put) (.+?) (?:to|onto) (your hand|the battlefield)( under your control)?$/.exec(t);
      if (!m || !/target/.test(m[1])) return null;
      const what = targetPhrase(m[1], ctx);
      if (!what || ctx.targets[ctx.targets.length - 1].kind !== 'graveyardCard') return null;
      if (m[2] === 'your hand') return ctx.targets[ctx.targets.length - 1].kind === 'graveyardCard' && !m[3] ? [{ do: 'moveCard', what, to: 'hand' }] : null;
      return [{ do: 'moveCard', what, to: 'battlefield', ...(m[3] ? { under: 'you' as const } : {}) }];
    },
  },
  {
    name: 'return each from your graveyard',
    reads: ['Return each artifact and creature card with mana value X from your graveyard to the battlefield.',
      'Return all instant and sorcery cards from your graveyard to your hand.'],
    read: (t, ctx) => {
      const m = /^return ((?:each|all) .+ from your graveyard) to (the battlefield|your hand)$/.exec(t);
      const what = m && objectRef(m[1], ctx);
      return what && typeof what === 'object' && 'eachInYourGraveyard' in what ? [{ do: 'moveCard', what, to: m![2] === 'your hand' ? 'hand' : 'battlefield' }] : null;
    },
  },
  {
    name: 'return this card from your graveyard',
    reads: ['Return this card from your graveyard to your hand.', 'Return this card from your graveyard to the battlefield tapped.'],
    // 113.6m: the ability works only in the graveyard (abilities.ts marks it so); "~" is the card there.
    read: (t) => {
      const m = /^return ~ from your graveyard to (your hand|the battlefield|the battlefield tapped)$/.exec(t);
      if (!m) return null;
      return [m[1] === 'your hand' ? { do: 'moveCard', what: 'self', to: 'hand' } : { do: 'moveCard', what: 'self', to: 'battlefield', ...(m[1].endsWith('tapped') ? { tapped: true } : {}) }];
    },
  },
  {
    name: 'to the bottom of a library',
    reads: ["Put target card from a graveyard on the bottom of its owner's library.", 'Put target card from your graveyard on the bottom of your library.',
      "Put it on the bottom of its owner's library."],
    read: (t, ctx) => {
      // "it": an earlier target, or (603.10a, "When ~ dies, put it ...") the card the trigger's event put into the graveyard.
      if (t === "put it on the bottom of its owner's library") {
        const it = objectRef('it', ctx);
        return it === 'subject' || (typeof it === 'object' && it !== null && 'target' in it) ? [{ do: 'moveCard', what: it, to: 'libraryBottom' }] : null;
      }
      const m = /^put (target .+) on the bottom of (?:its owner's|your) library$/.exec(t);
      const what = m && targetPhrase(m[1], ctx);
      return what && ctx.targets[ctx.targets.length - 1].kind === 'graveyardCard' ? [{ do: 'moveCard', what, to: 'libraryBottom' }] : null;
    },
  },
  {
    name: "owner's choice of top or bottom",
    reads: ["Target creature's owner puts it on their choice of the top or bottom of their library."],
    read: (t, ctx) => {
      const m = /^(target .+?)'s owner puts it on their choice of the top or bottom of their library$/.exec(t);
      const what = m && targetPhrase(m[1], ctx);
      return what && ctx.targets[ctx.targets.length - 1].kind === 'permanent' ? [{ do: 'moveCard', what, to: 'libraryTopOrBottom' }] : null;
    },
  },
  {
    name: 'exiles one they control',
    reads: ['Target opponent exiles a creature or planeswalker they control with the greatest mana value among creatures and planeswalkers they control.'],
    read: (t, ctx) => {
      const m = /^(target opponent|target player|each opponent|each player) exiles? an? (.+?) they control(?: with the greatest mana value among (.+?) they control)?$/.exec(t);
      const who = m && playerRef(m[1], ctx);
      const d = who && describe(m![2]);
      if (!d || d.place !== 'battlefield' || d.filter.controller) return null;
      if (m![3]) {
        // "among creatures and planeswalkers they control": the same objects as the ones exiled.
        const among = describe(m![3].replace(/ and /, ' or '));
        if (!among || JSON.stringify(among.filter) !== JSON.stringify(d.filter)) return null;
      }
      return [{ do: 'exileChosen', who: who!, filter: d.filter, ...(m![3] ? { greatestManaValue: true as const } : {}) }];
    },
  },
  {
    name: 'counter',
    reads: ['Counter target spell.', 'Counter target creature spell.', 'Counter target spell unless its controller pays {2}.'],
    read: (t, ctx) => {
      const m = /^counter (target .+?)(?: unless its controller pays ((?:\{\w\})+))?$/.exec(t);
      const what = m && targetPhrase(m[1], ctx);
      if (!what || ctx.targets[ctx.targets.length - 1].kind !== 'spell') return null;
      return m![2] ? [{ do: 'counterUnlessPays', what, cost: parseManaCost(m![2]) ?? [] }] : [{ do: 'counter', what }];
    },
  },
  {
    name: 'tap or untap',
    reads: ['Tap target creature.', 'Untap target land.', 'You may tap or untap target creature.'],
    read: (t, ctx) => {
      const may = /^you may tap or untap (.+)$/.exec(t);
      if (may) {
        const what = objectRef(may[1], ctx);
        return what ? [{ do: 'mayTapOrUntap', what }] : null;
      }
      const m = /^(tap|untap) (.+)$/.exec(t);
      const what = m && objectRef(m[2], ctx);
      return what ? [{ do: m![1] as 'tap' | 'untap', what }] : null;
    },
  },
  {
    name: 'tap untapped permanents',
    reads: ['Tap three untapped creatures you control.'],
    read: (t) => {
      const m = new RegExp(`^tap (${NUMBER}) untapped (.+) you control$`).exec(t);
      const n = m && count(m[1]);
      const d = m && describe(m[2]);
      return typeof n === 'number' && d && d.place === 'battlefield' ? [{ do: 'tapUntapped', n, filter: d.filter }] : null;
    },
  },
  {
    name: 'pump',
    reads: ['Target creature gets +3/+3 until end of turn.', 'Target creature gets +1/+0 and gains flying until end of turn.', 'This creature gets +1/+1 until end of turn.',
      'It gains vigilance until end of turn.', 'Creatures you control get +1/+1 and gain trample until end of turn.', 'Target creature gains your choice of double strike or lifelink until end of turn.',
      'Until end of turn, target creature gains trample and gets +2/+0.',
      'Until end of turn, any number of target creatures you control each get +1/+0 and gain "When this creature dies, draw a card."',
      'Until end of turn, creatures you control get +2/+2 and gain menace and "Whenever this creature attacks, you gain 1 life."'],
    read: (t, ctx) => {
      const m = /^(.+?) ((?:gets?|gains?) .+ until end of turn)$/.exec(t) ;
      const until = /^until end of turn, (.+?) ((?:gets?|gains?) .+)$/.exec(t);
      const [subject, tail] = m ? [m[1], m[2]] : until ? [until[1], `${until[2]} until end of turn`] : [null, null];
      if (!subject) return null;
      const what = objectRef(subject.replace(/ each$/, ''), ctx);
      return what ? pumpTail(what, tail!) : null;
    },
  },
  {
    name: "can't block this turn",
    reads: ["It can't block this turn.", "Target creature can't block this turn.", "This creature can't be blocked this turn."],
    read: (t, ctx) => {
      const m = /^(.+?) can't (block|be blocked) this turn$/.exec(t);
      const what = m && objectRef(m[1], ctx);
      return what ? [{ do: m![2] === 'block' ? 'cantBlock' : 'cantBeBlocked', what, until: 'endOfTurn' }] : null;
    },
  },
  {
    name: 'becomes colors and creature type',
    reads: ['Until end of turn, target creature becomes a green and blue Fractal with base power and toughness each equal to X plus 1.'],
    // 205.1b: "becomes a <creature type>" replaces its creature types, "green and blue" its colors (reminder text: it loses the others).
    read: (t, ctx) => {
      const m = /^until end of turn, (.+?) becomes an? ((?:white|blue|black|red|green)(?:(?:,|,? and) (?:white|blue|black|red|green))*) ([A-Z][a-z]+) with base power and toughness each equal to (\w+)(?: plus (\d+))?$/.exec(t);
      const what = m && objectRef(m[1], ctx);
      const n = m && count(m[4]);
      if (!what || n === null) return null;
      const colors = m![2].split(/,? and |, /).map((w) => COLOR_WORDS[w]);
      const pt: Amount = m![5] ? { plus: Number(m![5]), of: n! } : n!;
      return [{ do: 'becomes', what, colors, creatureTypes: [m![3]], power: pt, toughness: pt, until: 'endOfTurn' }];
    },
  },
  {
    name: 'base power and toughness',
    reads: ['Target creature has base power and toughness 5/5 until end of turn.'],
    read: (t, ctx) => {
      const m = /^(.+?) (?:has|have) base power and toughness (\d+)\/(\d+) until end of turn$/.exec(t);
      const what = m && objectRef(m[1], ctx);
      return what ? [{ do: 'setBasePT', what, power: Number(m![2]), toughness: Number(m![3]), until: 'endOfTurn' }] : null;
    },
  },
  {
    name: 'counters',
    reads: ['Put a +1/+1 counter on target creature.', 'Put two +1/+1 counters on each creature you control.', 'Put a +1/+1 counter on this creature.',
      'Put twice X stun counters on it.', 'Put a +1/+1 counter on each creature target player controls.'],
    read: (t, ctx) => {
      const m = new RegExp(`^put (${NUMBER}|twice X) (\\S+) counters? on (.+)$`).exec(t);
      if (!m || !COUNTERS.has(m[2])) return null;
      const what = objectRef(m[3], ctx);
      const n = m[1] === 'twice X' ? { times: 2, of: 'X' as const } : count(m[1])!;
      return what ? [{ do: 'putCounters', what, counter: m[2], n }] : null;
    },
  },
  {
    name: "this creature's counters",
    reads: ["Put this creature's counters on target creature."],
    // CR 122.8: after it left the battlefield, the same number of each kind it had (as it last existed, 603.10a);
    // "those counters" when the trigger is about this object and its condition named them ("if it had counters on it").
    read: (t, ctx) => {
      const m = /^put (~'s|those) counters on (.+)$/.exec(t);
      if (!m || (m[1] === 'those' && !ctx.selfEvent)) return null;
      const what = objectRef(m[2], ctx);
      return what ? [{ do: 'putCountersOfSource', what }] : null;
    },
  },
  {
    name: 'move counters',
    reads: ['Move X +1/+1 counters from this creature onto another target creature.'],
    // CR 122.5: the source is named first, so "another target creature" is read after it.
    read: (t, ctx) => {
      const m = new RegExp(`^move (${NUMBER}) (\\S+) counters? from (.+?) onto (.+)$`).exec(t);
      if (!m || !COUNTERS.has(m[2])) return null;
      const from = objectRef(m[3], ctx);
      const to = from && objectRef(m[4], ctx);
      return to ? [{ do: 'moveCounters', from: from!, to, counter: m[2], n: count(m[1])! }] : null;
    },
  },
  {
    name: 'double counters',
    reads: ['Double the number of +1/+1 counters on target creature.'],
    // CR 701.10e: "double the number of <kind> counters on <it>".
    read: (t, ctx) => {
      const m = /^double the number of (\S+) counters on (.+)$/.exec(t);
      const what = m && COUNTERS.has(m[1]) ? objectRef(m[2], ctx) : null;
      return what ? [{ do: 'doubleCounters', what, counter: m![1] }] : null;
    },
  },
  {
    name: 'prepared',
    reads: ['This creature becomes prepared.', 'Target creature becomes unprepared.', 'Abigale becomes prepared.'],
    read: (t, ctx) => {
      const m = /^(.+) becomes (prepared|unprepared)$/.exec(t);
      const what = m && objectRef(m[1], ctx);
      return what ? [{ do: m![2] === 'prepared' ? 'prepare' : 'unprepare', what }] : null;
    },
  },
  {
    name: 'search',
    reads: ['Search your library for a card, put that card into your hand, then shuffle.',
      'Search your library for a basic land card, put that card onto the battlefield tapped, then shuffle.',
      'Search your library for an instant or sorcery card, reveal it, put it into your hand, then shuffle.',
      'Search your library for a creature card, reveal it, put it into your hand or graveyard, then shuffle.',
      'Search your library for four basic land cards, put them onto the battlefield tapped, then shuffle.'],
    read: (t) => {
      const m = /^search your library for (a|an|up to \w+|two|three|four|five) (.+?), (reveal (?:it|them), )?put (?:it|that card|them) (into your hand or graveyard|into your hand|onto the battlefield tapped|onto the battlefield), then shuffle$/.exec(t)
        ?? /^search your library for (up to two) (.+?), (reveal them, )put (one onto the battlefield tapped and the other into your hand), then shuffle$/.exec(t);
      if (!m) return null;
      // 701.23b: "search for four basic land cards" may find fewer, as "up to four" may.
      const max = m[1].startsWith('up to') ? count(m[1].slice(6)) : count(m[1]);
      const what = m[2] === 'card' ? { filter: {} as ObjectFilter } : describe(m[2].replace(/ cards?$/, ' card') + ' from your graveyard');
      if (typeof max !== 'number' || !what) return null;
      const to = m[4] === 'into your hand' ? 'hand' : m[4] === 'into your hand or graveyard' ? (m[3] && max === 1 ? 'handOrGraveyard' : null) : m[4] === 'onto the battlefield' ? 'battlefield' : m[4] === 'onto the battlefield tapped' ? 'battlefieldTapped' : 'oneBattlefieldTappedRestHand';
      if (!to) return null;
      return [{ do: 'search', filter: what.filter, max, to, reveal: !!m[3] || to !== 'hand' }];
    },
  },
  {
    name: 'another player searches',
    reads: ['Its controller may search their library for a basic land card, put it onto the battlefield tapped, then shuffle.'],
    read: (t, ctx) => {
      // 701.23a: that player searches their own library; the card enters under their control (110.2a).
      const m = /^(its controller|that player|target player|target opponent) (may )?searche?s? their library for (.+)$/.exec(t);
      const who = m && playerRef(m[1], ctx);
      const search = EFFECTS.find((x) => x.name === 'search')!;
      const inner = who && search.read(`search your library for ${m![3]}`, ctx);
      if (!inner || inner[0].do !== 'search' || inner[0].to === 'hand' || inner[0].to === 'handOrGraveyard') return null;
      return [{ ...inner[0], who: who!, ...(m![2] ? { may: 'search their library', mayBy: who! } : {}) }];
    },
  },
  {
    name: 'add mana',
    reads: ['Add {R}{R}{R}{R}{R}.', 'Add {B}{B}{B}.', "Add an amount of {G} equal to this creature's power.", 'Add {C} for each charge counter on Everflowing Chalice.'],
    read: (t) => {
      const power = /^add an amount of \{([WUBRGC])\} equal to ~'s power$/.exec(t);
      if (power) return [{ do: 'addMana', mana: [[power[1] as ManaType]], times: 'sourcePower' }];
      const per = /^add \{([WUBRGC])\} for each (\w+) counter on ~$/.exec(t);
      if (per) return [{ do: 'addMana', mana: [[per[1] as ManaType]], times: { countersOnSource: per[2] } }];
      const m = /^add (.+)$/.exec(t);
      const mana = m && manaProduction(m[1]);
      return mana ? [{ do: 'addMana', mana }] : null;
    },
  },
  {
    name: 'gains flashback',
    reads: ['Target instant or sorcery card in your graveyard gains flashback until end of turn.'],
    read: (t, ctx) => {
      const m = /^(target .+) gains flashback until end of turn$/.exec(t);
      const what = m && targetPhrase(m[1], ctx);
      return what ? [{ do: 'gainFlashback', what }] : null;
    },
  },
  {
    name: 'copy spell',
    reads: ['Copy target instant or sorcery spell.', 'Copy target instant or sorcery spell you control.'],
    read: (t, ctx) => {
      // "copy that spell": the spell a cast trigger is about (707.10); "copy ~" / "copy it": the spell whose "when you
      // cast this spell" ability it is (113.6b).
      if (t === 'copy that spell' && ctx.subject && ctx.it === undefined) return [{ do: 'copySpell', what: 'subject', newTargets: false }];
      if ((t === 'copy ~' || t === 'copy it') && ctx.it === 'self' && ctx.selfSpell) return [{ do: 'copySpell', what: 'self', newTargets: false }];
      const m = /^copy (target .+ spell(?: you control)?)$/.exec(t);
      const what = m && targetPhrase(m[1], ctx);
      return what && ctx.targets[ctx.targets.length - 1].kind === 'spell' ? [{ do: 'copySpell', what, newTargets: false }] : null;
    },
  },
  {
    name: 'fight',
    reads: ["Target creature you control fights target creature you don't control.", 'Target creature you control fights another target creature.'],
    read: (t, ctx) => {
      // CR 701.14a: "<creature> fights <creature>"; each side a target, this creature or "it".
      const m = /^(.+?) fights (.+)$/.exec(t);
      const what = m && objectRef(m[1], ctx);
      const other = what && objectRef(m![2], ctx);
      if (!what || !other || typeof what === 'object' && 'each' in what || typeof other === 'object' && 'each' in other) return null;
      return [{ do: 'fight', what, other }];
    },
  },
  {
    name: 'token copy',
    reads: ["Create a token that's a copy of target creature you control.",
      "Create a token that's a copy of target non-Aura permanent you control, except it's a 0/0 Fractal creature in addition to its other types.",
      "Create a token that's a copy of target nonlegendary creature you control, except it has haste."],
    read: (t, ctx) => {
      const m = /^create a token that's a copy of (.+?)(?:, except it's an? (\d+)\/(\d+) ([A-Z][a-z]+) creature in addition to its other types|, except it has ([a-z, ]+)|, except the token has "(.+)")?$/.exec(t);
      // Mythos of Illuna's "instead create a token that's a copy of that permanent": after a token copy of a target,
      // "that permanent" is still that target (the token would be "the token").
      const of = m && (m[1] === 'that permanent' && ctx.it === 'created' && ctx.targets.length ? { target: ctx.targets.length - 1 } : objectRef(m[1], ctx));
      const keywords = m?.[5] === undefined ? undefined : keywordList(m[5]);
      const ability = m?.[6] === undefined ? undefined : quotedAbility(m[6]);
      if (!of || keywords === null || ability === null) return null;
      ctx.it = 'created';
      // 707.9b: the exception is part of the copy's copiable values: base power and toughness, a creature type and the
      // type; or keywords or an ability it has in addition (707.9a: a copy of the token has them too).
      const except = keywords ? { keywords } : ability ? { abilities: [ability] } : m![2] === undefined ? undefined : { power: Number(m![2]), toughness: Number(m![3]), addTypes: ['Creature'], addSubtypes: [m![4]] };
      return [{ do: 'createTokenCopy', of, ...(except ? { except } : {}) }];
    },
  },
  {
    name: 'put back from hand',
    reads: ['Put two cards from your hand on top of your library in any order.'],
    read: (t) => {
      const m = new RegExp(`^put (${NUMBER}) cards? from your hand on top of your library in any order$`).exec(t);
      const n = m && count(m[1]);
      return typeof n === 'number' ? [{ do: 'putBackFromHand', n }] : null;
    },
  },
  {
    name: 'flicker',
    reads: ["Exile target non-Pilot creature you control, then return that card to the battlefield under its owner's control."],
    read: (t, ctx) => {
      const m = /^exile (target .+?), then return that card to the battlefield under (its owner's|your) control( with a \+1\/\+1 counter on it)?$/.exec(t);
      const what = m && targetPhrase(m[1], ctx);
      if (!what || ctx.targets[ctx.targets.length - 1].kind !== 'permanent') return null;
      return [{ do: 'exile', what }, {
        do: 'moveCard', what: 'chosen', to: 'battlefield', ...(m![2] === 'your' ? { under: 'you' as const } : {}),
        ...(m![3] ? { withCounters: { '+1/+1': 1 } } : {}),
      }];
    },
  },
  {
    name: 'put one from among',
    reads: ['Then put a creature card from among them onto the battlefield.'],
    read: (t) => {
      const m = /^(?:then )?put an? (.+?) card from among them onto the battlefield$/.exec(t);
      const d = m && describe(`${m[1]} card from your graveyard`);
      return d ? [{ do: 'putOneFromAmongOntoBattlefield', filter: d.filter }] : null;
    },
  },
  {
    name: 'put a card from your hand onto the battlefield',
    reads: ['Put a land card from your hand onto the battlefield tapped.', 'Put a permanent card with mana value X or less from your hand onto the battlefield tapped.'],
    read: (t) => {
      // CR 110.2a: it enters under the control of the player who puts it there.
      const m = /^put an? (.+?)( with mana value X or less)? from your hand onto the battlefield( tapped)?$/.exec(t);
      const d = m && describe(`${m[1]} from your graveyard`);
      if (!d || d.place !== 'graveyard') return null;
      return [{ do: 'putFromHand', filter: { ...d.filter, ...(m![2] ? { maxManaValueX: true } : {}) }, ...(m![3] ? { tapped: true as const } : {}) }];
    },
  },
  {
    name: 'may exile from your graveyard',
    reads: ['You may exile a card from your graveyard.', 'You may exile eight cards from your graveyard.'],
    read: (t) => {
      const m = new RegExp(`^you may exile (${NUMBER}) cards? from your graveyard$`).exec(t);
      const n = m && count(m[1]);
      return typeof n === 'number' ? [{ do: 'mayExileFromYourGraveyard', n }] : null;
    },
  },
  {
    name: 'gain control',
    reads: ['Gain control of target creature until end of turn.'],
    read: (t, ctx) => {
      const m = /^gain control of (.+) until end of turn$/.exec(t);
      const what = m && objectRef(m[1], ctx);
      return what ? [{ do: 'gainControl', what, until: 'endOfTurn' }] : null;
    },
  },
  {
    name: 'no maximum hand size',
    reads: ['You have no maximum hand size for the rest of the game.'],
    read: (t) => (t === 'you have no maximum hand size for the rest of the game' ? [{ do: 'noMaximumHandSize', who: 'you' }] : null),
  },
  {
    name: 'no prevention',
    reads: ["Damage can't be prevented this turn."],
    read: (t) => (t === "damage can't be prevented this turn" ? [{ do: 'noPrevention', until: 'endOfTurn' }] : null),
  },
  {
    name: 'cast without paying its mana cost',
    reads: ['You may cast target instant or sorcery card from your graveyard without paying its mana cost.'],
    read: (t, ctx) => {
      const m = /^you may cast (target .+? card from your graveyard) without paying its mana cost$/.exec(t);
      const what = m && targetPhrase(m[1], ctx);
      return what && ctx.targets[ctx.targets.length - 1].kind === 'graveyardCard' ? [{ do: 'castWithoutPaying', what }] : null;
    },
  },
  {
    name: 'emblem',
    reads: ['You get an emblem with "Whenever you gain life, target opponent loses that much life."'],
    // CR 114.1–114.2: the emblem has only the quoted abilities; it is in the command zone (114.4: they work there).
    read: (t) => {
      const m = /^you get an emblem with "([^"]+)"$/.exec(t);
      const ability = m && quotedAbility(m[1]);
      return ability ? [{ do: 'createEmblem', abilities: [ability] }] : null;
    },
  },
  {
    name: 'phase out',
    reads: ['It phases out.'],
    read: (t, ctx) => {
      const m = /^(.+) phases out$/.exec(t);
      const what = m && objectRef(m[1], ctx);
      return what ? [{ do: 'phaseOut', what }] : null;
    },
  },
  ...KEYWORD_ACTIONS,
];

/**
 * Sentences that only complete the instruction before them, each setting a flag of it: 614.1a, the spell an effect
 * lets you cast goes to exile instead of your graveyard, and a countered spell on top of its owner's library (Memory
 * Lapse; r614 'libraryTop'); 707.10c, "you may choose new targets for the copy"; 701.23a, the player whose library was
 * searched shuffles it (Infinite Obliteration).
 */
const COMPLETING: { sentence: string; after: Effect['do']; flag: 'exileInstead' | 'toLibraryTop' | 'newTargets' | 'shuffle' }[] = [
  { sentence: 'if that spell would be put into your graveyard, exile it instead', after: 'castWithoutPaying', flag: 'exileInstead' },
  { sentence: 'if that spell would be put into a graveyard, exile it instead', after: 'allowCast', flag: 'exileInstead' },
  { sentence: "if that spell is countered this way, put it on top of its owner's library instead of into that player's graveyard", after: 'counter', flag: 'toLibraryTop' },
  { sentence: 'you may choose new targets for the copy', after: 'copySpell', flag: 'newTargets' },
  { sentence: 'then that player shuffles', after: 'searchExileNamed', flag: 'shuffle' },
];

/** Whether `sentence` only completes the instruction before it (also: the flashback cost of "gains flashback" is its mana cost, 702.34a). */
function completes(sentence: string, prior: Effect[]): boolean {
  const last = prior[prior.length - 1];
  if (/^the flashback cost is equal to its mana cost$/i.test(sentence) && last?.do === 'gainFlashback') return true;
  const c = COMPLETING.find((x) => x.sentence === sentence && x.after === last?.do);
  if (!c) return false;
  (last as unknown as Record<string, boolean>)[c.flag] = true;
  return true;
}

/** The effects with every amount that is X replaced by `n` ("where X is ..."); null if none was X. */
export function withX(effects: Effect[], n: Amount): Effect[] | null {
  let used = false;
  const out = effects.map((e) => {
    const copy = { ...e } as Record<string, unknown>;
    for (const k of ['amount', 'n', 'power', 'toughness']) {
      if (copy[k] === 'X') {
        copy[k] = n;
        used = true;
      }
    }
    return copy as Effect;
  });
  return used ? out : null;
}

/** Lower-cases a sentence's first word unless it is a name or subtype (templates read lower-case openings). */
export function lowerFirst(text: string): string {
  return text.replace(/^(Damage|Double|Target|Draw|Destroy|Exile|Return|Counter|Create|Put|Tap|Untap|You|Each|Up|Any|Mill|Surveil|Scry|Add|Search|Sacrifice|Discard|Its|It|That|Another|Choose|Look|All|Creatures|Then|Until|Other|One|Gain|Lose|If|When|Whenever|At|As|Copy|Enchanted|Equipped|This|Spells|Lands|Pay|The|Investigate|Flip|Reveal|Move)\b/, (w) => w.toLowerCase());
}

/** One effect clause or sentence (no final period), or null. */
function clause(text: string, ctx: Ctx): Effect[] | null {
  const may = /^you may (.+)$/.exec(text);
  if (may && !/^you may tap or untap/.test(text)) {
    const inner = readWith(EFFECTS, may[1], ctx);
    // The choice's text names the object itself as a player reads it ("copy this spell", 201.5).
    if (inner && inner.length === 1) return [{ ...inner[0], may: may[1].replace(/~/g, ctx.selfSpell ? 'this spell' : 'this') }];
  }
  return readWith(EFFECTS, text, ctx);
}

/**
 * CR 702.166d, 702.174m — the targets of a part that happens only if the spell was bargained (or its gift promised) are
 * chosen only if it was; the engine chooses a spell's targets whatever its costs, so such a part with targets isn't read.
 */
function targetsOnlyIfPaid(cond: StateCondition, before: number, ctx: Ctx): boolean {
  return cond.kind === 'optionalCostPaid' && ctx.targets.length > before;
}

/**
 * One sentence of effects: read whole, or as clauses. "Then if <condition>, <effects>" sets `thenIf` (608.2c).
 * Returns null when the sentence is not read.
 */
export function effectSentence(sentence: string, ctx: Ctx, prior: Effect[]): Effect[] | null {
  let s = lowerFirst(sentence.trim().replace(/\.$/, ''));
  if (completes(s, prior)) return [];
  s = s.replace(/^then /, '');
  // Mechanic sentences opening with "If" that aren't conditions ("If ..., instead put two of them", mechanics.ts).
  const early = earlySentence(s, ctx, prior, effectSentence);
  if (early) return early;
  // 608.2c: "You may <instruction>. If you do, <effects>": the rest happens only if the instruction was done.
  const ifDone = /^if you do, (.+)$/.exec(s);
  if (ifDone) {
    const last = prior[prior.length - 1];
    const gated = last && ((last.may && ['discard', 'draw', 'sacrifice', 'tapUntapped', 'blight'].includes(last.do)) || endsUnlessDone(last));
    const inner = gated && effectSentence(ifDone[1].replace(/^(~|it) also /, '$1 '), ctx, prior);
    if (!inner) return null;
    if (!endsUnlessDone(last)) last.restIfDone = true;
    return inner;
  }
  // Opus: "If five or more mana was spent to cast that spell, <effects> [instead]" — about the trigger's subject spell.
  const spent = /^if (\w+) or more mana was spent to cast that spell, (.+?)( instead)?$/.exec(s);
  if (spent && ctx.subject) {
    const n = count(spent[1]);
    const inner = typeof n === 'number' && effectSentence(spent[2].replace(/^(~|it) also /, '$1 '), ctx, prior);
    if (!inner || (spent[3] && prior.length !== 1)) return null;
    if (spent[3]) prior[0].ifSpent = { atLeast: n as number, holds: false };
    return inner.map((e) => ({ ...e, ifSpent: { atLeast: n as number, holds: true } }));
  }
  const thenIf = /^if (.+?), (.+)$/.exec(s.replace(/^(if .+?), instead (.+)$/, '$1, $2 instead')); // "If <condition>, instead <effect>" too
  if (thenIf) {
    const cond = stateCondition(thenIf[1]);
    if (!cond) return null;
    const targetsBefore = ctx.targets.length;
    // "If this land isn't a creature, it becomes ...": "it" is the object the condition names.
    if (/^~ /.test(thenIf[1]) && !ctx.it) ctx.it = 'self';
    // "If <condition>, <effect> instead" (608.2c): the one effect before happens only if the condition doesn't hold.
    const instead = / instead$/.test(thenIf[2]) && prior.length === 1 && !prior[0].thenIf && effectSentence(thenIf[2].replace(/ instead$/, ''), ctx, prior);
    if (instead && targetsOnlyIfPaid(cond, targetsBefore, ctx)) return null;
    if (instead) {
      prior[0].thenIf = { kind: 'not', condition: cond };
      return instead.map((e) => ({ ...e, thenIf: cond }));
    }
    // Infusion: "If you gained life this turn, that creature also gains trample ...": "also" adds nothing.
    const inner = effectSentence(thenIf[2].replace(/^(that creature|it|~) also (?=gets? |gains? |deals )/, '$1 '), ctx, prior);
    if (targetsOnlyIfPaid(cond, targetsBefore, ctx)) return null;
    return inner && inner.map((e) => ({ ...e, thenIf: cond }));
  }
  const mechanic = mechanicSentence(s, ctx, prior, effectSentence);
  if (mechanic) return mechanic;
  // "..., where X is <amount>": the effects' X is that amount, not the spell's X (107.3).
  const where = /^(.+), where X is (.+)$/.exec(s);
  if (where) {
    const n = amount(where[2], ctx);
    if (n === null || typeof n === 'number' || n === 'X') return null;
    const inner = effectSentence(where[1], ctx, prior);
    return inner && withX(inner, n);
  }
  const whole = clause(s, ctx);
  if (whole) return whole;
  // "<effect> if <condition>" at the end of an instruction: checked as it is reached, like "Then if" (608.2c);
  // not an intervening "if", which follows the trigger condition (603.4).
  const trailingIf = /^(.+) if (.+)$/.exec(s);
  if (trailingIf) {
    const cond = stateCondition(trailingIf[2]);
    const inner = cond && effectSentence(trailingIf[1], ctx, prior);
    if (inner && inner.every((e) => !e.thenIf)) return inner.map((e) => ({ ...e, thenIf: cond! }));
  }
  // Split into clauses: "A, then B", "A and B", "A. Then B".
  // Each place the separator occurs, left to right ("a 0/0 green and blue Fractal creature token and put ...").
  for (const sep of [', then ', ' and ']) for (let i = s.indexOf(sep); i >= 0; i = s.indexOf(sep, i + 1)) {
    const snapshot = { n: ctx.targets.length, it: ctx.it };
    const left = clause(s.slice(0, i), ctx);
    const right = left && effectSentence(s.slice(i + sep.length), ctx, [...prior, ...left]);
    if (left && right) return [...left, ...right];
    ctx.targets.length = snapshot.n;
    ctx.it = snapshot.it;
  }
  return null;
}

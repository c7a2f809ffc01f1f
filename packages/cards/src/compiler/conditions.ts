import type { Condition, ManaType, StateCondition } from '@arbiter/engine';
import { count, describe, type Ctx } from './nouns';
import type { Template } from './template';
import { upperFirst } from './text';

/**
 * Conditions of "if" clauses: intervening ifs of triggered abilities (CR 603.4), "Then if ..." (608.2c),
 * "as long as ..." (611.3a) and "Activate only if ..." (602.5b).
 */
export const CONDITIONS: Template<Condition>[] = [
  {
    name: 'not prepared',
    reads: ["this creature isn't prepared"],
    read: (t) => (t === "~ isn't prepared" ? { kind: 'selfNotPrepared' } : null),
  },
  {
    // 205.2a, 613.1d: the object's card types as they are now (an animated land is a creature).
    name: "this is (isn't) a <card type>",
    reads: ["this land isn't a creature", 'this permanent is a creature'],
    read: (t) => {
      const m = /^~ (is|isn't) an? (artifact|creature|enchantment|land)$/.exec(t);
      if (!m) return null;
      const is: Condition = { kind: 'selfIs', filter: { types: [upperFirst(m[2])] } };
      return m[1] === 'is' ? is : { kind: 'not', condition: is };
    },
  },
  {
    // 601.2h: the mana paid to cast the spell, kept on it (as Converge's count is).
    name: 'mana was spent',
    reads: ['{R}{G} was spent to cast this spell'],
    read: (t) => {
      const m = /^((?:\{[WUBRG]\})+) was spent to cast ~$/.exec(t);
      return m ? { kind: 'manaWasSpent', mana: [...m[1].matchAll(/\{(\w)\}/g)].map((x) => x[1] as ManaType) } : null;
    },
  },
  {
    name: 'cast',
    reads: ['you cast it'],
    read: (t) => (t === 'you cast it' ? { kind: 'selfWasCast' } : null),
  },
  {
    name: 'bargained',
    reads: ['this spell was bargained', 'it was bargained'],
    read: (t) => (t === '~ was bargained' || t === 'it was bargained' ? { kind: 'optionalCostPaid', cost: 'bargain' } : null), // 702.166b
  },
  {
    name: 'gift promised',
    reads: ['the gift was promised', "the gift wasn't promised"],
    read: (t) => {
      const promised: Condition = { kind: 'optionalCostPaid', cost: 'gift' }; // 702.174k
      return t === 'the gift was promised' ? promised : t === "the gift wasn't promised" ? { kind: 'not', condition: promised } : null;
    },
  },
  {
    name: 'more cards in hand',
    reads: ['an opponent has more cards in hand than you'],
    read: (t) => (t === 'an opponent has more cards in hand than you' ? { kind: 'opponentHasMoreCardsInHand' } : null),
  },
  {
    name: 'more creatures',
    reads: ['an opponent controls more creatures than you'],
    read: (t) => (t === 'an opponent controls more creatures than you' ? { kind: 'opponentControlsMoreCreatures' } : null),
  },
  {
    name: 'you control N or more',
    reads: ['you control eight or more lands', 'you control two or more other lands', 'you control a creature'],
    read: (t) => {
      const m = /^you control (\w+) or more ((?:other )?.+)$/.exec(t) ?? /^you control (an?) ((?:other )?.+)$/.exec(t);
      const n = m && count(m[1]);
      const d = m && describe(m[2]);
      return typeof n === 'number' && d && d.place === 'battlefield' ? { kind: 'youControlAtLeast', n, filter: d.filter } : null;
    },
  },
  {
    name: 'cards in your graveyard',
    reads: ['there are three or more creature cards in your graveyard', 'there are seven or more cards in your graveyard'],
    read: (t) => {
      const m = /^there are (\w+) or more (?:(.+) )?cards in your graveyard$/.exec(t);
      const n = m && count(m[1]);
      if (typeof n !== 'number') return null;
      if (!m![2]) return { kind: 'cardsInYourGraveyard', n };
      const d = describe(m![2]);
      return d ? { kind: 'cardsInYourGraveyard', n, filter: d.filter } : null;
    },
  },
  {
    name: 'a card of each kind in your graveyard',
    reads: ['there is an instant card and a sorcery card in your graveyard'],
    read: (t) => {
      const m = /^there is an? (.+?) card and an? (.+?) card in your graveyard$/.exec(t);
      const a = m && describe(`${m[1]} card from your graveyard`);
      const b = m && describe(`${m[2]} card from your graveyard`);
      if (!a || !b) return null;
      return { kind: 'all', conditions: [{ kind: 'cardsInYourGraveyard', n: 1, filter: a.filter }, { kind: 'cardsInYourGraveyard', n: 1, filter: b.filter }] };
    },
  },
  {
    name: "the turn's history",
    reads: ['a creature died under your control this turn', 'a card left your graveyard this turn', 'one or more cards were put into exile this turn',
      'one or more cards left your graveyard this turn'],
    read: (t) => {
      if (t === 'a creature died under your control this turn') return { kind: 'thisTurn', what: 'creatureDiedUnderYourControl' };
      if (/^(a card|one or more cards) left your graveyard this turn$/.test(t)) return { kind: 'thisTurn', what: 'cardLeftYourGraveyard' };
      if (/^(a card was|one or more cards were) put into exile this turn$/.test(t)) return { kind: 'thisTurn', what: 'cardPutIntoExile' };
      return null;
    },
  },
  {
    name: 'creatures died',
    reads: ['two or more creatures died this turn'],
    read: (t) => {
      const m = /^(\w+) or more creatures died this turn$/.exec(t);
      const n = m && count(m[1]);
      return typeof n === 'number' ? { kind: 'creaturesDiedThisTurn', n } : null;
    },
  },
  {
    name: 'gained life',
    reads: ['you gained 2 or more life this turn', 'you gained life this turn'],
    read: (t) => {
      if (t === 'you gained life this turn') return { kind: 'youGainedLifeThisTurn', n: 1 };
      const m = /^you gained (\w+) or more life this turn$/.exec(t);
      const n = m && count(m[1]);
      return typeof n === 'number' ? { kind: 'youGainedLifeThisTurn', n } : null;
    },
  },
  {
    name: 'total toughness',
    reads: ['creatures you control have total toughness 10 or greater'],
    read: (t) => {
      const m = /^creatures you control have total toughness (\d+) or greater$/.exec(t);
      return m ? { kind: 'totalToughnessAtLeast', n: Number(m[1]) } : null;
    },
  },
  {
    name: 'your turn',
    reads: ["it's your turn"],
    read: (t) => (t === "it's your turn" ? { kind: 'yourTurn' } : null),
  },
  {
    name: 'counters on this',
    reads: ['you put a counter on this creature this turn', 'there are five or more growth counters on this enchantment'],
    read: (t) => {
      if (t === 'you put a counter on ~ this turn') return { kind: 'youPutCounterOnSelfThisTurn' };
      const m = /^there are (\w+) or more (\S+) counters on ~$/.exec(t);
      const n = m && count(m[1]);
      return typeof n === 'number' ? { kind: 'countersOnSelf', counter: m![2], n } : null;
    },
  },
  {
    name: 'it had counters',
    reads: ['it had counters on it', 'it had one or more counters on it'],
    // 603.10a: a leaves-the-battlefield ability looks back at the object as it last existed.
    read: (t) => (/^it had (?:one or more )?counters on it$/.test(t) ? { kind: 'subjectHadCounters' } : null),
  },
  {
    name: 'cast from',
    reads: ['this spell was cast from anywhere other than your hand'],
    read: (t) => (t === '~ was cast from anywhere other than your hand' ? { kind: 'selfCastNotFromHand' } : null),
  },
  {
    name: 'cast this turn',
    reads: ["you've cast an instant or sorcery spell this turn", "you've cast another instant or sorcery spell this turn"],
    read: (t) => {
      const m = /^you've cast (an|another) instant or sorcery spell this turn$/.exec(t);
      return m ? { kind: 'youCastThisTurn', types: ['Instant', 'Sorcery'], ...(m[1] === 'another' ? { another: true as const } : {}) } : null;
    },
  },
];

/** Reads one condition with the templates above. */
export function condition(text: string): Condition | null {
  const ctx: Ctx = { targets: [] };
  for (const t of CONDITIONS) {
    const c = t.read(text, ctx);
    if (c) return c;
  }
  return null;
}

/** A condition about the game as it is (no trigger event): "Then if ...", "as long as ...", "Activate only if ...". */
export function stateCondition(text: string): StateCondition | null {
  const c = condition(text);
  return c && c.kind !== 'subjectHadNoCounters' && c.kind !== 'subjectHadCounters' && c.kind !== 'manaSpentExceedsPowerOrToughness' && c.kind !== 'casualtyPaid' && c.kind !== 'subjectReplicated' && c.kind !== 'subjectHasGreaterPowerOrToughness' ? c : null;
}

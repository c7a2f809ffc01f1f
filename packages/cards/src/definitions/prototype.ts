import { activated, cost, face, kw, spell, T0, target, type Definitions } from './dsl';

/**
 * Prototype cards (CR 702.160, 718) and the related cards their rulings use; Oracle text in the vendored data
 * (data/cards.json, layout `prototype`). Only the `normal` behaviour is written: a prototyped spell or
 * permanent has the same abilities as the card (718.5), and the prototype keyword itself (the castable
 * `prototype` characteristic set, 718.3) comes from the printed card. Prototype cards are not derived from
 * their keywords (the "Prototype {2}{R} — 3/2" paragraph is not a keyword line), so keyword-only ones are
 * listed here too.
 *
 * A card is defined only when every ability is expressed exactly with the engine's vocabulary. Every prototype
 * card in the vendored data is defined, each with a smoke scenario in scenarios/prototype/cards/ (cast prototyped
 * and normally). Chandra, Dressed to Kill, the ruling's example, is defined too (scenarios/prototype/chandra-*);
 * so is Recommission, which the rulings name (scenarios/prototype/recommission-*).
 */
export const prototypeCards: Definitions = {
  'Chandra, Dressed to Kill': {
    normal: face(
      activated('+1: Add {R}. Chandra, Dressed to Kill deals 1 damage to up to one target player or planeswalker.', { loyalty: 1 },
        [{ kind: 'playerOrPlaneswalker', count: { min: 0, max: 1 } }], [{ do: 'addMana', mana: [['R']] }, { do: 'damage', amount: 1, to: T0 }]),
      activated("+1: Exile the top card of your library. If it's red, you may cast it this turn.", { loyalty: 1 }, [],
        [{ do: 'exileTop', n: 1 }, { do: 'allowCast', what: 'chosen', ifItIs: { colors: ['R'] } }]),
      activated('−7: Exile the top five cards of your library. You may cast red spells from among them this turn. You get an emblem with "Whenever you cast a red spell, this emblem deals X damage to any target, where X is the amount of mana spent to cast that spell."',
        { loyalty: -7 }, [], [
          { do: 'exileTop', n: 5 }, { do: 'allowCast', what: 'chosen', spells: { colors: ['R'] } },
          { do: 'createEmblem', abilities: [{
            kind: 'triggered', text: 'Whenever you cast a red spell, this emblem deals X damage to any target, where X is the amount of mana spent to cast that spell.',
            trigger: { on: 'cast', by: 'you', filter: { colors: ['R'] } }, targets: [target.any], effects: [{ do: 'damage', amount: 'manaSpentOnSubject', to: T0 }],
          }] },
        ]),
    ),
  },
  'Autonomous Assembler': {
    normal: face(kw('vigilance'), activated('{1}, {T}: Put a +1/+1 counter on target Assembly-Worker you control.',
      { mana: cost('{1}'), tap: true }, [target.permanent({ subtypes: ['Assembly-Worker'], controller: 'you' })],
      [{ do: 'putCounters', what: T0, counter: '+1/+1', n: 1 }])),
  },
  'Blitz Automaton': { normal: face(kw('haste')) },
  // Not a prototype card: a seed 004 ruling's example of a spell that can't target a prototype card in a graveyard (its mana value there is the normal one).
  Recommission: {
    normal: face(spell('Return target artifact or creature card with mana value 3 or less from your graveyard to the battlefield. If a creature enters this way, it enters with an additional +1/+1 counter on it.',
      [target.graveyardCard({ types: ['Artifact', 'Creature'], maxManaValue: 3 })],
      { do: 'moveCard', what: T0, to: 'battlefield', withCountersIf: { filter: { types: ['Creature'] }, counters: { '+1/+1': 1 } } })),
  },
  'Combat Thresher': {
    normal: face(kw('double strike'), {
      kind: 'triggered', text: 'When Combat Thresher enters, draw a card.',
      trigger: { on: 'enters', who: 'self' }, targets: [], effects: [{ do: 'draw', who: 'you', n: 1 }],
    }),
  },
  'Fallaji Dragon Engine': {
    normal: face(kw('flying'), activated('{2}: Fallaji Dragon Engine gets +1/+0 until end of turn.', { mana: cost('{2}') }, [],
      [{ do: 'modifyPT', what: 'self', power: 1, toughness: 0, until: 'endOfTurn' }])),
  },
  'Goring Warplow': { normal: face(kw('deathtouch')) },
  'Rust Goliath': { normal: face(kw('reach'), kw('trample')) },
  // Not a prototype card: a token copy of a prototyped permanent has the prototype values (718.3d, seed 004).
  'Cackling Counterpart': {
    normal: face(
      spell("Create a token that's a copy of target creature you control.", [target.creature({ controller: 'you' })],
        { do: 'createTokenCopy', of: T0 }),
      { kind: 'keyword', keyword: 'flashback', cost: cost('{5}{U}{U}'), text: 'Flashback {5}{U}{U}' },
    ),
  },
  // Prototype {3}{U} — 2/3; flying; scry X, where X is its power (the prototype's 2 when cast prototyped, 718.3).
  'Spotter Thopter': {
    normal: face(kw('flying'), {
      kind: 'triggered', text: 'When Spotter Thopter enters, scry X, where X is its power.',
      trigger: { on: 'enters', who: 'self' }, targets: [], effects: [{ do: 'scry', n: 'sourcePower' }],
    }),
  },
  // Prototype {3}{G} — 3/3; gains life equal to its power as it is on the battlefield (3 when prototyped).
  'Boulderbranch Golem': {
    normal: face({
      kind: 'triggered', text: 'When Boulderbranch Golem enters, you gain life equal to its power.',
      trigger: { on: 'enters', who: 'self' }, targets: [], effects: [{ do: 'gainLife', who: 'you', n: 'sourcePower' }],
    }),
  },
  'Depth Charge Colossus': {
    normal: face(
      { kind: 'static', text: "This creature doesn't untap during your untap step.", effect: { kind: 'doesntUntap' } },
      activated('{3}: Untap this creature.', { mana: cost('{3}') }, [], [{ do: 'untap', what: 'self' }]),
    ),
  },
  'Iron-Craw Crusher': {
    normal: face({
      kind: 'triggered', text: "Whenever this creature attacks, target attacking creature gets +X/+0 until end of turn, where X is this creature's power.",
      trigger: { on: 'attacks', who: 'self' }, targets: [target.creature({ attacking: true })],
      effects: [{ do: 'modifyPT', what: T0, power: 'sourcePower', toughness: 0, until: 'endOfTurn' }],
    }),
  },
  // The tokens copy the permanent's copiable values: 2/2 red ones if it was prototyped (718.3d, seed 004).
  'Skitterbeam Battalion': {
    normal: face(kw('trample'), kw('haste'), {
      kind: 'triggered', text: 'When Skitterbeam Battalion enters, if you cast it, create two tokens that are copies of it.',
      trigger: { on: 'enters', who: 'self' }, condition: { kind: 'selfWasCast' }, targets: [],
      effects: [{ do: 'createTokenCopy', of: 'self', n: 2 }],
    }),
  },
  // Ward's life cost is its power as the ward ability resolves: 3 when prototyped, 7 otherwise (718.3).
  'Phyrexian Fleshgorger': {
    normal: face(kw('menace'), kw('lifelink'), { kind: 'keyword', keyword: 'ward', life: 'sourcePower', text: "Ward—Pay life equal to Phyrexian Fleshgorger's power." }),
  },
  // Its mana ability adds {G} equal to its power: {G} prototyped (1/3), {G}{G}{G} otherwise (3/6).
  'Cradle Clearcutter': {
    normal: face({
      kind: 'activated', text: "{T}: Add an amount of {G} equal to this creature's power.", cost: { tap: true }, targets: [],
      effects: [{ do: 'addMana', mana: [['G']], times: 'sourcePower' }], manaAbility: true,
    }),
  },
  'Steel Seraph': {
    normal: face(kw('flying'), {
      kind: 'triggered', text: 'At the beginning of combat on your turn, target creature you control gains your choice of flying, vigilance, or lifelink until end of turn.',
      trigger: { on: 'beginningOf', step: 'beginningOfCombat', whose: 'you' }, targets: [target.creature({ controller: 'you' })],
      effects: [{ do: 'grantKeywordChoice', what: T0, keywords: ['flying', 'vigilance', 'lifelink'], until: 'endOfTurn' }],
    }),
  },
  // Entering as a copy, it keeps its own P/T: 3/3 when cast prototyped, 7/7 otherwise (718.3, 707.9b).
  'Hulking Metamorph': {
    normal: face({
      kind: 'static', text: "You may have Hulking Metamorph enter as a copy of an artifact or creature you control, except it's an artifact creature in addition to its other types, and its power and toughness are equal to Hulking Metamorph's power and toughness.",
      effect: { kind: 'enters', who: 'self', effect: { kind: 'copyOf', filter: { types: ['Artifact', 'Creature'], controller: 'you' }, except: { addTypes: ['Artifact', 'Creature'], ownPT: true } } },
    }),
  },
  // The mana value limit is its power as the target is chosen and on resolution: 2 prototyped, 4 otherwise.
  'Arcane Proxy': {
    normal: face({
      kind: 'triggered', text: "When Arcane Proxy enters, if you cast it, exile target instant or sorcery card with mana value less than or equal to Arcane Proxy's power from your graveyard. Copy that card. You may cast the copy without paying its mana cost.",
      trigger: { on: 'enters', who: 'self' }, condition: { kind: 'selfWasCast' },
      targets: [target.graveyardCard({ types: ['Instant', 'Sorcery'], maxManaValueSourcePower: true })],
      effects: [{ do: 'exile', what: T0 }, { do: 'copyCardMayCast', what: 'chosen' }],
    }),
  },
  // The land's base P/T is the Automaton's as the ability resolves, or as it last existed (608.2h, seed 004).
  'Woodcaller Automaton': {
    normal: face({
      kind: 'triggered', text: "When Woodcaller Automaton enters, if you cast it, untap target land you control. It becomes a Treefolk creature with haste and base power and toughness equal to Woodcaller Automaton's power and toughness. It's still a land.",
      trigger: { on: 'enters', who: 'self' }, condition: { kind: 'selfWasCast' }, targets: [target.permanent({ types: ['Land'], controller: 'you' })],
      effects: [{ do: 'untap', what: T0 }, { do: 'becomesCreature', what: T0, subtypes: ['Treefolk'], keywords: ['haste'], basePT: 'sourcePT' }],
    }),
  },
};

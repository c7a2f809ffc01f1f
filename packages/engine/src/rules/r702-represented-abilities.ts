import type { AbilityDef, KeywordAbility } from '../cards/definition';
import type { TokenSpec } from '../state/types';
import { formatManaCost } from '../mana/symbols';

/**
 * CR 702 — keywords that stand for other abilities, written once: the triggered and static abilities each
 * instance represents (each instance works separately: 702.23c, 702.24b, 702.43b, 702.44d, 702.46b, 702.63c,
 * 702.64c, 702.86b, 702.135b). Triggers (r603-triggers.ts), "enters with" replacements (r614-replacement.ts) and
 * prevention (r614-events.ts) read these abilities like printed ones.
 */

type Triggered = Extract<AbilityDef, { kind: 'triggered' }>;

const YOUR_UPKEEP = { on: 'beginningOf', step: 'upkeep', whose: 'you' } as const;
const PUT_INTO_GRAVEYARD = { on: 'leaves', who: 'self', to: 'graveyard' } as const;

/** CR 702.135a — afterlife's token: a 1/1 white and black Spirit creature token with flying. */
const SPIRIT: TokenSpec = {
  name: 'Spirit Token', colors: ['W', 'B'], supertypes: [], types: ['Creature'], subtypes: ['Spirit'], power: 1, toughness: 1,
  text: 'Flying', abilities: [{ kind: 'keyword', keyword: 'flying' }],
};

/** CR 702.92a — living weapon's token: a 0/0 black Phyrexian Germ creature token. */
const GERM: TokenSpec = { name: 'Phyrexian Germ Token', colors: ['B'], supertypes: [], types: ['Creature'], subtypes: ['Phyrexian', 'Germ'], power: 0, toughness: 0, text: '', abilities: [] };
/** CR 702.163a — For Mirrodin!'s token: a 2/2 red Rebel creature token. */
const REBEL: TokenSpec = { name: 'Rebel Token', colors: ['R'], supertypes: [], types: ['Creature'], subtypes: ['Rebel'], power: 2, toughness: 2, text: '', abilities: [] };

/** CR 702.182a — job select's token: a 1/1 colorless Hero creature token. */
const HERO: TokenSpec = { name: 'Hero Token', colors: [], supertypes: [], types: ['Creature'], subtypes: ['Hero'], power: 1, toughness: 1, text: '', abilities: [] };

/** CR 702.92a, 702.163a, 702.182a — "When this Equipment enters, create <token>, then attach this Equipment to it." */
function equipToken(keyword: string, token: TokenSpec, described: string): Triggered {
  return {
    kind: 'triggered', text: `${keyword} (When this Equipment enters, create ${described}, then attach this to it.)`,
    trigger: { on: 'enters', who: 'self' }, targets: [],
    effects: [{ do: 'createToken', token, n: 1 }, { do: 'attach', what: 'self', to: 'created' }],
  };
}

/** CR 702.123a — fabricate's token: a 1/1 colorless Servo artifact creature token. */
const SERVO: TokenSpec = { name: 'Servo Token', colors: [], supertypes: [], types: ['Artifact', 'Creature'], subtypes: ['Servo'], power: 1, toughness: 1, text: '', abilities: [] };

/** The tokens keywords create (scenarios may name them whichever card has the keyword). */
export const KEYWORD_TOKENS: readonly TokenSpec[] = [SPIRIT, GERM, REBEL, SERVO, HERO];

function entersWith(text: string, counter: string, n: number): AbilityDef {
  return { kind: 'static', text, effect: { kind: 'enters', who: 'self', effect: { kind: 'counters', counters: { [counter]: n } } } };
}

/** The abilities keyword instance `ab` represents (none for a keyword that is only itself). */
function representedAbilities(ab: KeywordAbility): AbilityDef[] {
  const n = ab.n ?? 0;
  switch (ab.keyword) {
    case 'cumulative upkeep':
      return [cumulativeUpkeep(ab)];
    case 'echo': {
      // CR 702.30a — "At the beginning of your upkeep, if this permanent came under your control since the beginning of
      // your last upkeep, sacrifice it unless you pay [cost]."
      if (!ab.cost) return [];
      const cost = formatManaCost(ab.cost);
      return [{
        kind: 'triggered', text: `Echo ${cost} (At the beginning of your upkeep, if this came under your control since the beginning of your last upkeep, sacrifice it unless you pay ${cost}.)`,
        trigger: YOUR_UPKEEP, condition: { kind: 'selfCameUnderControlSinceLastUpkeep' }, targets: [],
        effects: [{ do: 'sacrificeUnlessPays', what: 'self', cost: ab.cost }],
      }];
    }
    case 'rampage':
      // CR 702.23a–b — the bonus is computed once, as the ability resolves (the amount is read then).
      return [{
        kind: 'triggered', text: `Rampage ${n} (Whenever this creature becomes blocked, it gets +${n}/+${n} until end of turn for each creature blocking it beyond the first.)`,
        trigger: { on: 'becomesBlocked', who: 'self' }, targets: [],
        effects: [{ do: 'modifyPT', what: 'self', power: { times: n, of: 'blockersOfSourceBeyondFirst' }, toughness: { times: n, of: 'blockersOfSourceBeyondFirst' }, until: 'endOfTurn' }],
      }];
    case 'fading':
      // CR 702.32a — two abilities.
      return [
        entersWith(`Fading ${n} (This enters with ${n} fade counters on it.)`, 'fade', n),
        {
          kind: 'triggered', text: `Fading ${n} (At the beginning of your upkeep, remove a fade counter from it. If you can't, sacrifice it.)`,
          trigger: YOUR_UPKEEP, targets: [], effects: [{ do: 'removeCounter', what: 'self', counter: 'fade', orSacrifice: true }],
        },
      ];
    case 'vanishing':
      // CR 702.63a — three abilities; without a number, the last two (702.63b).
      return [
        ...(ab.n !== undefined ? [entersWith(`Vanishing ${n} (This enters with ${n} time counters on it.)`, 'time', n)] : []),
        {
          kind: 'triggered', text: 'Vanishing (At the beginning of your upkeep, if this has a time counter on it, remove a time counter from it.)',
          trigger: YOUR_UPKEEP, condition: { kind: 'countersOnSelf', counter: 'time', n: 1 }, targets: [],
          effects: [{ do: 'removeCounter', what: 'self', counter: 'time' }],
        },
        {
          kind: 'triggered', text: 'Vanishing (When the last time counter is removed from this, sacrifice it.)',
          trigger: { on: 'lastCounterRemoved', who: 'self', counter: 'time' }, targets: [], effects: [{ do: 'sacrifice', what: 'self' }],
        },
      ];
    case 'modular':
      // CR 702.43a — a static ability and a triggered ability; the counters are counted as it last existed (603.10a).
      return [
        entersWith(`Modular ${n} (This enters with ${n} +1/+1 counters on it.)`, '+1/+1', n),
        {
          kind: 'triggered', text: `Modular ${n} (When this is put into a graveyard from the battlefield, you may put a +1/+1 counter on target artifact creature for each +1/+1 counter on this.)`,
          trigger: PUT_INTO_GRAVEYARD, targets: [{ kind: 'permanent', filter: { types: ['Artifact'], anyOf: [{ types: ['Creature'] }] } }],
          effects: [{ do: 'putCounters', what: { target: 0 }, counter: '+1/+1', n: { countersOnSource: '+1/+1' }, may: 'put the counters on it' }],
        },
      ];
    case 'sunburst':
      // CR 702.44a–b — only a spell that resolves has mana spent on it, so only it gets counters.
      return [{
        kind: 'static', text: 'Sunburst (This enters with a +1/+1 counter on it for each color of mana spent to cast it if it\'s a creature, or a charge counter if not.)',
        effect: { kind: 'enters', who: 'self', effect: { kind: 'counters', counters: { charge: 1 }, perColorSpent: true, sunburst: true } },
      }];
    case 'soulshift':
      // CR 702.46a — "you may return target Spirit card with mana value N or less from your graveyard to your hand".
      return [{
        kind: 'triggered', text: `Soulshift ${n} (When this is put into a graveyard from the battlefield, you may return target Spirit card with mana value ${n} or less from your graveyard to your hand.)`,
        trigger: PUT_INTO_GRAVEYARD, targets: [{ kind: 'graveyardCard', filter: { subtypes: ['Spirit'], maxManaValue: n }, owner: 'you' }],
        effects: [{ do: 'moveCard', what: { target: 0 }, to: 'hand', may: 'return it' }],
      }];
    case 'absorb':
      // CR 702.64a–b — prevents N of each damage event a source would deal to it (615.10).
      return [{
        kind: 'static', text: `Absorb ${n} (If a source would deal damage to this creature, prevent ${n} of that damage.)`,
        effect: { kind: 'replacement', match: { event: 'damage', to: { permanent: { self: true } } }, instead: { kind: 'prevent', n } },
      }];
    case 'annihilator':
      return [{
        kind: 'triggered', text: `Annihilator ${n} (Whenever this creature attacks, defending player sacrifices ${n} permanents.)`,
        trigger: { on: 'attacks', who: 'self' }, targets: [], effects: [{ do: 'sacrifice', who: 'eventPlayer', filter: {}, n }],
      }];
    case 'afterlife':
      return [{
        kind: 'triggered', text: `Afterlife ${n} (When this is put into a graveyard from the battlefield, create ${n} 1/1 white and black Spirit creature token${n === 1 ? '' : 's'} with flying.)`,
        trigger: PUT_INTO_GRAVEYARD, targets: [], effects: [{ do: 'createToken', token: SPIRIT, n }],
      }];
    case 'bloodthirst':
      // CR 702.54a (not "Bloodthirst X", 702.54b).
      return [{
        kind: 'static', text: `Bloodthirst ${n} (If an opponent was dealt damage this turn, this enters with ${n} +1/+1 counters on it.)`,
        effect: { kind: 'enters', who: 'self', effect: { kind: 'counters', counters: { '+1/+1': n }, if: { kind: 'opponentWasDealtDamageThisTurn' } } },
      }];
    case 'graft':
      // CR 702.58a — a static ability and a triggered ability.
      return [
        entersWith(`Graft ${n} (This enters with ${n} +1/+1 counters on it.)`, '+1/+1', n),
        {
          kind: 'triggered', text: `Graft ${n} (Whenever another creature enters, if this has a +1/+1 counter on it, you may move a +1/+1 counter from this onto that creature.)`,
          trigger: { on: 'enters', who: { types: ['Creature'], other: true } }, condition: { kind: 'countersOnSelf', counter: '+1/+1', n: 1 }, targets: [],
          effects: [{ do: 'moveCounters', from: 'self', to: 'subject', counter: '+1/+1', n: 1, may: 'move a +1/+1 counter onto it' }],
        },
      ];
    case 'frenzy':
      return [{
        kind: 'triggered', text: `Frenzy ${n} (Whenever this creature attacks and isn't blocked, it gets +${n}/+0 until end of turn.)`,
        trigger: { on: 'attacksUnblocked', who: 'self' }, targets: [], effects: [{ do: 'modifyPT', what: 'self', power: n, toughness: 0, until: 'endOfTurn' }],
      }];
    case 'renown':
      // CR 702.112a, 702.112c — an intervening "if": a second instance resolving after the first does nothing.
      return [{
        kind: 'triggered', text: `Renown ${n} (When this creature deals combat damage to a player, if it isn't renowned, put ${n} +1/+1 counter${n === 1 ? '' : 's'} on it and it becomes renowned.)`,
        trigger: { on: 'dealsCombatDamageToPlayer', who: 'self' }, condition: { kind: 'selfNotRenowned' }, targets: [],
        effects: [{ do: 'putCounters', what: 'self', counter: '+1/+1', n }, { do: 'becomeRenowned', what: 'self' }],
      }];
    case 'extort':
      // CR 702.101a — "Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses 1 life and you gain life
      // equal to the total life lost this way."
      return [{
        kind: 'triggered', text: 'Extort (Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses 1 life and you gain that much life.)',
        trigger: { on: 'cast', by: 'you' }, targets: [],
        effects: [
          { do: 'mayPay', cost: [{ kind: 'hybrid', halves: [{ color: 'W' }, { color: 'B' }], phyrexian: false }] },
          { do: 'loseLife', who: 'each-opponent', n: 1 }, { do: 'gainLife', who: 'you', n: 'lifeLostThisWay' },
        ],
      }];
    case 'exploit':
      // CR 702.110a (not the "when this creature exploits a creature" abilities, 702.110b).
      return [{
        kind: 'triggered', text: 'Exploit (When this creature enters, you may sacrifice a creature.)', trigger: { on: 'enters', who: 'self' }, targets: [],
        effects: [{ do: 'sacrifice', who: 'you', filter: { types: ['Creature'] }, n: 1, may: 'sacrifice a creature' }],
      }];
    case 'ravenous':
      // CR 702.156a — a replacement effect and a triggered ability; X is that of the spell it was (107.3m).
      return [
        { kind: 'static', text: 'Ravenous (This enters with X +1/+1 counters on it.)', effect: { kind: 'enters', who: 'self', effect: { kind: 'counters', counters: { '+1/+1': 1 }, perX: true } } },
        {
          kind: 'triggered', text: 'Ravenous (When this enters, if X is 5 or more, draw a card.)', trigger: { on: 'enters', who: 'self' },
          condition: { kind: 'selfXAtLeast', n: 5 }, targets: [], effects: [{ do: 'draw', who: 'you', n: 1 }],
        },
      ];
    case 'riot':
      return [{ kind: 'static', text: 'Riot (This enters with your choice of an additional +1/+1 counter on it or haste.)', effect: { kind: 'enters', who: 'self', effect: { kind: 'extraCounterChoice', orHaste: true } } }];
    case 'unleash':
      // CR 702.98a — two static abilities.
      return [
        { kind: 'static', text: 'Unleash (You may have this enter with an additional +1/+1 counter on it.)', effect: { kind: 'enters', who: 'self', effect: { kind: 'extraCounterChoice' } } },
        { kind: 'static', text: "Unleash (It can't block as long as it has a +1/+1 counter on it.)", effect: { kind: 'cantBlock', while: { kind: 'countersOnSelf', counter: '+1/+1', n: 1 } } },
      ];
    case 'fabricate':
      // CR 702.123a — the choice is made as it resolves; counters can't be put on it once it has left the battlefield.
      return [{
        kind: 'triggered', text: `Fabricate ${n} (When this enters, put ${n} +1/+1 counter${n === 1 ? '' : 's'} on it or create ${n} 1/1 colorless Servo artifact creature token${n === 1 ? '' : 's'}.)`,
        trigger: { on: 'enters', who: 'self' }, targets: [],
        effects: [
          { do: 'putCounters', what: 'self', counter: '+1/+1', n, may: `put ${n} +1/+1 counter${n === 1 ? '' : 's'} on it` },
          { do: 'createToken', token: SERVO, n, ifDeclined: true },
        ],
      }];
    case 'amplify':
      return [{
        kind: 'static', text: `Amplify ${n} (As this enters, reveal any number of cards from your hand that share a creature type with it. It enters with ${n} +1/+1 counter${n === 1 ? '' : 's'} on it for each card revealed.)`,
        effect: { kind: 'enters', who: 'self', effect: { kind: 'revealForCounters', n } },
      }];
    case 'living weapon':
      return [equipToken('Living weapon', GERM, 'a 0/0 black Phyrexian Germ creature token')];
    case 'for mirrodin!':
      return [equipToken('For Mirrodin!', REBEL, 'a 2/2 red Rebel creature token')];
    case 'job select':
      return [equipToken('Job select', HERO, 'a 1/1 colorless Hero creature token')];
    case 'decayed':
      // CR 702.147a — a static ability and a triggered ability; "at end of combat" is the beginning of the end of combat step (511.1).
      return [
        { kind: 'static', text: "Decayed (This creature can't block.)", effect: { kind: 'cantBlock' } },
        {
          kind: 'triggered', text: 'Decayed (When this creature attacks, sacrifice it at end of combat.)', trigger: { on: 'attacks', who: 'self' }, targets: [],
          effects: [{ do: 'delayed', when: { on: 'beginningOf', step: 'endOfCombat', whose: 'any' }, effects: [{ do: 'sacrifice', what: 'self' }], text: 'sacrifice it at end of combat', thisTurnOnly: true }],
        },
      ];
    case 'melee':
      return [{
        kind: 'triggered', text: 'Melee (Whenever this creature attacks, it gets +1/+1 until end of turn for each opponent you attacked this combat.)',
        trigger: { on: 'attacks', who: 'self' }, targets: [],
        effects: [{ do: 'modifyPT', what: 'self', power: 'opponentsAttackedThisCombat', toughness: 'opponentsAttackedThisCombat', until: 'endOfTurn' }],
      }];
    case 'dethrone':
      return [{
        kind: 'triggered', text: 'Dethrone (Whenever this creature attacks the player with the most life or tied for most life, put a +1/+1 counter on it.)',
        trigger: { on: 'attacks', who: 'self', mostLife: true }, targets: [], effects: [{ do: 'putCounters', what: 'self', counter: '+1/+1', n: 1 }],
      }];
    case 'training':
      return [{
        kind: 'triggered', text: "Training (Whenever this creature attacks with another creature with greater power, put a +1/+1 counter on this creature.)",
        trigger: { on: 'attacks', who: 'self', withGreaterPower: true }, targets: [], effects: [{ do: 'putCounters', what: 'self', counter: '+1/+1', n: 1 }],
      }];
    case 'evolve':
      return [{
        kind: 'triggered', text: "Evolve (Whenever a creature you control enters, if that creature has greater power or toughness than this creature, put a +1/+1 counter on this creature.)",
        trigger: { on: 'enters', who: { types: ['Creature'], controller: 'you' } }, condition: { kind: 'subjectHasGreaterPowerOrToughness' }, targets: [],
        effects: [{ do: 'putCounters', what: 'self', counter: '+1/+1', n: 1 }],
      }];
    case 'mentor':
      return [{
        kind: 'triggered', text: 'Mentor (Whenever this creature attacks, put a +1/+1 counter on target attacking creature with lesser power.)',
        trigger: { on: 'attacks', who: 'self' }, targets: [{ kind: 'permanent', filter: { types: ['Creature'], attacking: true, lessPowerThanSource: true } }],
        effects: [{ do: 'putCounters', what: { target: 0 }, counter: '+1/+1', n: 1 }],
      }];
    case 'umbra armor':
      return [{
        kind: 'static', text: 'Umbra armor (If enchanted permanent would be destroyed, instead remove all damage marked on it and destroy this Aura.)',
        effect: { kind: 'replacement', match: { event: 'destroy', enchanted: true }, instead: { kind: 'umbraArmor' } },
      }];
    case 'firebending':
      // CR 702.189a (not "whenever you firebend" triggers, 702.189b).
      return [{
        kind: 'triggered', text: `Firebending ${n} (Whenever this creature attacks, add ${'{R}'.repeat(n)}. This mana lasts until end of combat.)`,
        trigger: { on: 'attacks', who: 'self' }, targets: [], effects: [{ do: 'addMana', mana: [Array.from({ length: n }, () => 'R' as const)], untilEndOfCombat: true }],
      }];
    case 'ingest':
      // CR 702.115a; each instance triggers separately (702.115b).
      return [{
        kind: 'triggered', text: 'Ingest (Whenever this creature deals combat damage to a player, that player exiles the top card of their library.)',
        trigger: { on: 'dealsCombatDamageToPlayer', who: 'self' }, targets: [], effects: [{ do: 'exileTop', who: 'eventPlayer', n: 1 }],
      }];
    default:
      return [];
  }
}

/**
 * CR 702.24a — "At the beginning of your upkeep, if this permanent is on the battlefield, put an age counter on this
 * permanent. Then you may pay [cost] for each age counter on it. If you don't, sacrifice it." Each ability counts all
 * the age counters on the permanent as it resolves (702.24b).
 */
function cumulativeUpkeep(ab: KeywordAbility): Triggered {
  const cost = ab.lifeCost !== undefined ? `Pay ${ab.lifeCost} life` : formatManaCost(ab.cost ?? []);
  return {
    kind: 'triggered', text: `${ab.text ?? `Cumulative upkeep ${cost}`} (At the beginning of your upkeep, put an age counter on this permanent, then sacrifice it unless you pay its upkeep cost for each age counter on it.)`,
    trigger: YOUR_UPKEEP, targets: [],
    effects: [
      { do: 'putCounters', what: 'self', counter: 'age', n: 1 },
      { do: 'sacrificeUnlessPays', what: 'self', cost: ab.cost ?? [], ...(ab.lifeCost !== undefined ? { life: ab.lifeCost } : {}), perCounter: 'age' },
    ],
  };
}

/** Abilities with the ones their keywords represent after each keyword (r603's triggers, r614's replacements read these). */
export function withRepresentedAbilities(abilities: AbilityDef[]): AbilityDef[] {
  if (!representsAny(abilities)) return abilities;
  return abilities.flatMap((a) => (a.kind === 'keyword' && REPRESENTING.has(a.keyword) ? [a, ...representedAbilities(a)] : [a]));
}

/** Whether a keyword among `abilities` represents other abilities (a loop: asked of every permanent on every event). */
function representsAny(abilities: AbilityDef[]): boolean {
  for (const a of abilities) if (a.kind === 'keyword' && REPRESENTING.has(a.keyword)) return true;
  return false;
}

const REPRESENTING = new Set<string>([
  'cumulative upkeep', 'echo', 'rampage', 'fading', 'vanishing', 'modular', 'sunburst', 'soulshift', 'absorb', 'annihilator', 'afterlife',
  'living weapon', 'for mirrodin!', 'decayed', 'melee', 'dethrone', 'training', 'evolve', 'mentor', 'bloodthirst', 'graft', 'frenzy', 'renown', 'extort', 'exploit', 'ravenous', 'riot', 'unleash', 'fabricate', 'amplify', 'ingest', 'umbra armor', 'job select', 'firebending',
]);

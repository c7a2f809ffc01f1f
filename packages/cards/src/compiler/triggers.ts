import type { TriggerDef, StepName, Whose } from '@arbiter/engine';
import { stateCondition } from './conditions';
import { describe, type Ctx } from './nouns';
import type { Template } from './template';
import { KEYWORD_ACTION_TRIGGERS } from './keyword-actions';

/**
 * CR 603.1 — trigger conditions: the words between "When"/"Whenever"/"At" and the comma. `subject` tells
 * whether the event has an object "it" can refer to (603.2).
 */
export interface ReadTrigger {
  trigger: TriggerDef;
  subject: boolean;
  /** What "it" means in the effect: the source itself while it is still on the battlefield ("Whenever this creature attacks, it ..."). */
  it?: 'self';
  /** The event has an amount "that much" can refer to (the life gained, 119.3). */
  amount?: true;
}

const OBJECT_EVENTS: Record<string, 'enters' | 'dies' | 'attacks' | 'blocks' | 'leaves' | 'dealsCombatDamageToPlayer'> = {
  enters: 'enters', enter: 'enters', dies: 'dies', die: 'dies', attacks: 'attacks', blocks: 'blocks', 'leaves the battlefield': 'leaves',
  'deals combat damage to a player': 'dealsCombatDamageToPlayer', 'deal combat damage to a player': 'dealsCombatDamageToPlayer',
};

const STEPS: Record<string, StepName> = {
  upkeep: 'upkeep', 'draw step': 'draw', 'end step': 'end', 'first main phase': 'main1', 'precombat main phase': 'main1',
  'second main phase': 'main2', 'postcombat main phase': 'main2',
};

/** Whose turn or step: "your", "each", "each opponent's". */
const WHOSE: Record<string, Whose> = { your: 'you', each: 'any', "each opponent's": 'opponent', 'the': 'any' };

export const TRIGGERS: Template<ReadTrigger>[] = [
  {
    name: 'self event',
    reads: ['When this creature enters', 'Whenever this creature attacks', 'When this creature dies', 'When Kitchen Finks enters', 'Whenever this creature attacks while saddled'],
    read: (t) => {
      // CR 702.171b — "Whenever this creature attacks while saddled".
      if (t === 'whenever ~ attacks while saddled') return { trigger: { on: 'attacks', who: 'self', whileSaddled: true }, subject: true, it: 'self' };
      const m = /^(?:when|whenever) ~ (enters|dies|attacks|blocks|leaves the battlefield|deals combat damage to a player)$/.exec(t);
      if (!m) return null;
      const on = m[1] === 'deals combat damage to a player' ? 'dealsCombatDamageToPlayer' : OBJECT_EVENTS[m[1]];
      return { trigger: { on, who: 'self' }, subject: true, ...(on === 'dies' || on === 'leaves' ? {} : { it: 'self' as const }) };
    },
  },
  {
    name: 'you attack',
    reads: ['Whenever you attack'],
    // CR 508.3d: "whenever [a player] attacks" triggers once when one or more creatures they control are declared as attackers.
    read: (t) => (t === 'whenever you attack' ? { trigger: { on: 'attacks', who: { types: ['Creature'], controller: 'you' }, batched: true }, subject: false } : null),
  },
  {
    name: 'object event',
    reads: ['Whenever another creature enters', 'Whenever a creature you control dies', 'Whenever a land you control enters',
      'Whenever this creature or another creature you control enters', 'Whenever one or more tokens you control enter',
      'Whenever one or more creatures you control deal combat damage to a player'],
    read: (t) => {
      const m = /^(?:when|whenever) (~ or )?(one or more |a |an |another )(.+?) (enters|enter|dies|die|attacks|attack|deals combat damage to a player|deal combat damage to a player)$/.exec(t);
      if (!m) return null;
      const d = describe(m[2] === 'another ' ? `another ${m[3]}` : m[3]);
      if (!d || d.place !== 'battlefield') return null;
      if (m[2] === 'one or more ' && !/s$/.test(m[3].split(' ')[0])) return null;
      const on = OBJECT_EVENTS[m[4]];
      return {
        trigger: { on, who: d.filter, ...(m[1] ? { orSelf: true } : {}), ...(m[2] === 'one or more ' ? { batched: true } : {}) },
        subject: m[2] !== 'one or more ',
      };
    },
  },
  {
    name: 'cast',
    reads: ['Whenever you cast a creature spell', 'Whenever you cast an instant or sorcery spell', 'Whenever you cast your third spell each turn',
      'Whenever an opponent casts a noncreature spell', 'Whenever you cast an instant or sorcery spell that targets a creature',
      'Whenever you cast a spell with {X} in its mana cost', 'When you cast this spell',
      'When you cast this spell while you control a creature', "Whenever you cast a spell you don't own", 'Whenever you cast or copy an instant or sorcery spell'],
    read: (t) => {
      // CR 108.3: the spell's owner is not its caster (a card cast from another player's graveyard or exile).
      if (t === "whenever you cast a spell you don't own") return { trigger: { on: 'cast', by: 'you', filter: { owner: 'notYou' } }, subject: true };
      // CR 113.6b: "When you cast this spell [while <condition>]": the spell's own ability; "it" is the spell.
      const self = /^when you cast ~(?: while (.+))?$/.exec(t);
      if (self) {
        const cond = self[1] ? stateCondition(self[1]) : null;
        if (self[1] && !cond) return null;
        return { trigger: { on: 'cast', by: 'you', self: true, ...(cond ? { while: cond } : {}) }, subject: false, it: 'self' };
      }
      const nth = /^whenever you cast your (second|third|fourth) spell each turn$/.exec(t);
      if (nth) return { trigger: { on: 'cast', by: 'you', nth: { second: 2, third: 3, fourth: 4 }[nth[1]]! }, subject: true };
      // 707.10: "Whenever you cast or copy an instant or sorcery spell" (magecraft, 207.2c).
      const copy = /^whenever you cast or copy (?:a|an) (.+)$/.exec(t);
      const copied = copy && describe(copy[1]);
      if (copied) return copied.place === 'stack' && !copied.filter.controller ? { trigger: { on: 'cast', by: 'you', filter: copied.filter, orCopy: true }, subject: true } : null;
      const m = /^whenever (you|an opponent|a player) casts? (?:a|an) (.+?)( from your hand)?( that targets (?:a|an) (.+))?$/.exec(t);
      if (!m || !/spell(?: with \{X\} in its mana cost)?$/.test(m[2])) return null;
      const by: Whose = m[1] === 'you' ? 'you' : m[1] === 'an opponent' ? 'opponent' : 'any';
      const targeted = m[5] ? describe(m[5]) : null;
      if (m[5] && (!targeted || targeted.place !== 'battlefield')) return null;
      const extra = { ...(m[3] ? { fromHand: true } : {}), ...(targeted ? { targeting: targeted.filter } : {}) };
      if (m[2] === 'spell') return { trigger: { on: 'cast', by, ...extra }, subject: true };
      const d = describe(m[2]);
      if (!d || d.place !== 'stack' || d.filter.controller || d.filter.other) return null;
      return { trigger: { on: 'cast', by, filter: d.filter, ...extra }, subject: true };
    },
  },
  {
    name: 'beginning of',
    reads: ['At the beginning of your upkeep', 'At the beginning of each end step', 'At the beginning of combat on your turn', 'At the beginning of your first main phase',
      "At the beginning of each opponent's upkeep"],
    read: (t) => {
      if (t === 'at the beginning of combat on your turn') return { trigger: { on: 'beginningOf', step: 'beginningOfCombat', whose: 'you' }, subject: false };
      const m = /^at the beginning of (your|each opponent's|each|the) (.+)$/.exec(t);
      if (!m || !STEPS[m[2]] || (m[1] === 'the' && m[2] !== 'end step')) return null;
      return { trigger: { on: 'beginningOf', step: STEPS[m[2]], whose: WHOSE[m[1]] }, subject: false };
    },
  },
  {
    name: 'gain life',
    reads: ['Whenever you gain life for the first time each turn', 'Whenever you gain life'],
    read: (t) => {
      if (t === 'whenever you gain life for the first time each turn') return { trigger: { on: 'gainLife', by: 'you', firstEachTurn: true }, subject: false };
      return t === 'whenever you gain life' ? { trigger: { on: 'gainLife', by: 'you' }, subject: false, amount: true } : null;
    },
  },
  {
    name: 'leave graveyard',
    reads: ['Whenever one or more cards leave your graveyard'],
    read: (t) => (t === 'whenever one or more cards leave your graveyard' ? { trigger: { on: 'leavesGraveyard', whose: 'you', batched: true }, subject: false } : null),
  },
  {
    name: 'scry or surveil',
    reads: ['Whenever you scry or surveil'],
    read: (t) => (t === 'whenever you scry or surveil' ? { trigger: { on: 'scryOrSurveil', by: 'you' }, subject: false } : null),
  },
  {
    name: 'counters put',
    reads: ['Whenever one or more +1/+1 counters are put on this creature', 'Whenever one or more +1/+1 counters are put on Berta'],
    // CR 122.6: one trigger for each event that puts such counters on it (an effect, or entering with them).
    read: (t) => {
      const m = /^whenever one or more (\S+) counters are put on ~$/.exec(t);
      return m ? { trigger: { on: 'countersPut', who: 'self', counter: m[1] }, subject: false, it: 'self' } : null;
    },
  },
  {
    name: 'becomes target',
    reads: ['Whenever this creature becomes the target of a spell or ability an opponent controls', 'Whenever this creature becomes the target of a spell',
      'When this creature becomes the target of a spell or ability'],
    read: (t) => {
      // Phantasmal Image's granted ability: "it" is this creature (its "sacrifice it").
      if (t === 'when ~ becomes the target of a spell or ability') return { trigger: { on: 'becomesTarget', who: 'self', by: 'any' }, subject: false, it: 'self' };
      if (t === 'whenever ~ becomes the target of a spell or ability an opponent controls') return { trigger: { on: 'becomesTarget', who: 'self', by: 'opponent' }, subject: true };
      if (t === 'whenever ~ becomes the target of a spell') return { trigger: { on: 'becomesTarget', who: 'self', by: 'any', spellsOnly: true }, subject: true };
      return null;
    },
  },
  ...KEYWORD_ACTION_TRIGGERS,
];

/** Reads a trigger condition (lower-cased opening word). */
export function readTrigger(text: string, ctx: Ctx): ReadTrigger | null {
  for (const t of TRIGGERS) {
    const r = t.read(text, ctx);
    if (r) return r;
  }
  return null;
}

import type { AbilityDef, Effect, Keyword } from '../cards/definition';
import type { Answer } from '../decisions';
import { actionError, type ActionError } from '../errors';
import { createObject } from '../rules/r400-zones';
import { cantBeCopied, copiableSourceOf, copyOfNoncardArrives, extraSpellCopies } from '../rules/r707-copy';
import { COLOR_WORDS } from '../rules/r612-text';
import { durationText, permissionFor } from '../rules/r701-18-play';
import { characteristics, matchesFilter } from '../rules/r613-characteristics';
import { emit, nameOf, obj, playerName, type Game } from '../state/draft';
import { canCastForCost, castableSets, castDuringResolution, castForCost } from '../rules/r601-casting';
import { miracleCost } from '../rules/r702-94-miracle';
import { madnessCardToGraveyard } from '../rules/r702-35-madness';
import { keywordCost } from '../rules/r702-keywords';
import { formatManaCost } from '../mana/symbols';
import { resolvingTargets } from '../rules/r608-resolving';
import { fireTrigger } from '../rules/r603-triggers';
import { countProblem, describeTarget, isLegalTarget, legalTargets, repeatedTarget, targetCount, targetName } from '../rules/r115-targets';
import type { CharacteristicSet, CopiableSource, ObjectId, PlayerId } from '../state/types';
import { amountOf, refObjects, type EffectContext } from './context';
import { addEffect, ask, chosenObjects, type EffectResult } from './shared';
import { applyEffect } from './apply';

/** An option naming a card with the characteristic set it would be cast with: "Bonecrusher Giant (adventure)". */
function setLabel(g: Game, id: ObjectId, set: CharacteristicSet): string {
  return `${nameOf(g, id)}${set === 'normal' ? '' : ` (${set})`}`;
}

/** CR 707.10, 707.12, 608.2g, 601.3 — effects that copy spells, create copies to cast, and cast or allow casting spells during or after a resolution. */
export function castingEffect(g: Game, ctx: EffectContext, e: Effect, answer: Answer | undefined): EffectResult {
  switch (e.do) {
    case 'castCopyFromExile':
    case 'copyCardMayCast': {
      const p = ctx.controller;
      if (!answer) {
        let source: { card: string; base: CopiableSource; fromNoncard: boolean };
        if (e.do === 'castCopyFromExile') source = { card: e.card, base: { card: e.card, set: 'normal' }, fromNoncard: e.fromNoncard };
        else {
          const [of] = refObjects(g, ctx, e.what);
          if (!of || g.s.objects[of].zone !== 'exile') return 'done';
          source = { card: g.s.objects[of].card, base: copiableSourceOf(g, g.s.objects[of]), fromNoncard: false };
        }
        const copy = createObject(g, {
          card: source.card, owner: p, controller: p, zone: 'exile', kind: 'copy', base: source.base,
          fromNoncard: source.fromNoncard, castPermission: { player: p, until: 'resolution' },
        });
        emit(g, { kind: 'copy', rules: ['707.12', ...(e.do === 'castCopyFromExile' ? ['702.192a'] : [])], player: p, object: copy, text: `${playerName(g, p)} creates a copy of ${nameOf(g, copy)} in exile` });
        const sets = castableSets(g, g.s.objects[copy]);
        if (sets.length > 1) {
          // 709.3, 709.3c, 715.3, 718.3: a copy of a card with several characteristic sets is cast as one of them.
          g.s.pending = {
            id: g.s.seq, player: p, rule: '707.12', prompt: `${playerName(g, p)}: cast the copy of ${nameOf(g, copy)} without paying its mana cost, as which part — or don't`,
            kind: 'chooseOption', options: [...sets.map((set) => setLabel(g, copy, set)), "don't cast"], suggested: sets.length,
          };
          return 'paused';
        }
        return ask(g, ctx, p, '707.12', `cast the copy of ${nameOf(g, copy)} without paying its mana cost? (choose it, or nothing)`, [copy], 0, 1, false);
      }
      if (answer.kind === 'chooseOption' && g.s.pending?.kind === 'chooseOption') {
        const copy = [...g.s.exile].reverse().find((id) => g.s.objects[id].castPermission?.until === 'resolution' && g.s.objects[id].castPermission?.player === p)!;
        const sets = castableSets(g, g.s.objects[copy]);
        if (!(answer.choice >= 0 && answer.choice <= sets.length)) return actionError('illegal-choice', '707.12', `choose one of ${sets.length + 1} options`);
        g.s.pending = null;
        if (answer.choice === sets.length) {
          copyOfNoncardArrives(g, g.s.objects[copy]);
          return 'done';
        }
        const r = castDuringResolution(g, p, copy, sets[answer.choice]);
        if (r) return r;
        return g.s.pending ? 'casting' : 'done';
      }
      const picked = chosenObjects(g, answer);
      if (!Array.isArray(picked)) return picked;
      if (!picked.length) {
        // Not cast: a copy of a card in exile ceases to exist (704.5e); under cr a copy made from a noncard object stays.
        const left = g.s.objects[(g.s.pending?.kind === 'chooseObjects' && g.s.pending.options[0]) || ''];
        if (left) copyOfNoncardArrives(g, left);
        return 'done';
      }
      g.s.pending = null;
      const r = castDuringResolution(g, p, picked[0]);
      if (r) return r;
      return g.s.pending ? 'casting' : 'done';
    }
    case 'allowCast': {
      const p = ctx.controller;
      const allowed: ObjectId[] = [];
      for (const id of refObjects(g, ctx, e.what)) {
        const o = g.s.objects[id];
        if (o.zone !== 'exile') continue;
        if (e.ifItIs && !matchesFilter(characteristics(g, id), o, e.ifItIs, p)) {
          emit(g, { kind: 'noEffect', rules: ['608.2c'], object: id, text: `${nameOf(g, id)} isn't ${(e.ifItIs.colors ?? []).map((c) => COLOR_WORDS[c]).join(' or ')}: it can't be cast this way` });
          continue;
        }
        obj(g, id).castPermission = { ...permissionFor(g, p, e.until), ...(e.spells ? { spells: e.spells } : {}), ...(e.anyMana ? { anyMana: true } : {}), ...(e.exileInstead ? { exileInstead: true } : {}) };
        allowed.push(id);
      }
      // 601.3e: a permission for some spells only is judged on each spell as it would be cast.
      const which = e.spells ? `${(e.spells.colors ?? []).map((c) => COLOR_WORDS[c]).join(' or ')} spells from among ` : '';
      if (allowed.length) emit(g, { kind: 'permission', rules: ['601.3'], player: p, text: `${playerName(g, p)} may cast ${which}${allowed.map((id) => nameOf(g, id)).join(', ')} ${durationText(e.until)}` });
      return 'done';
    }
    case 'castWithoutPaying': {
      // 608.2g: cast during the resolution, or not; 601.2: with every other choice of casting.
      const p = ctx.controller;
      const [id] = refObjects(g, ctx, e.what);
      const o = id ? g.s.objects[id] : undefined;
      const sets = o && (o.zone === 'graveyard' || o.zone === 'exile') ? castableSets(g, o) : [];
      if (!sets.length) return 'done';
      if (!answer) return ask(g, ctx, p, '608.2g', `cast ${nameOf(g, id!)} without paying its mana cost? (choose it, or nothing)`, [id!], 0, 1, false);
      const picked = chosenObjects(g, answer);
      if (!Array.isArray(picked)) return picked;
      g.s.pending = null;
      if (!picked.length) {
        emit(g, { kind: 'decline', rules: ['608.2g'], player: p, text: `${playerName(g, p)} doesn't cast ${nameOf(g, id!)}` });
        return 'done';
      }
      // @simplification A card with several characteristic sets (a split card) is cast as the first it may be.
      const r = castDuringResolution(g, p, id!, sets[0], !!e.exileInstead);
      if (r) return r;
      return g.s.pending ? 'casting' : 'done';
    }
    case 'castForMiracle': {
      // 702.94a, 608.2g: cast it for its miracle cost during the resolution, or not (offered only if it could be cast).
      const p = ctx.controller;
      const [id] = refObjects(g, ctx, e.what);
      const cost = id ? miracleCost(g, p, id) : null;
      if (!id || !cost || !canCastForCost(g, p, id, 'miracle')) {
        emit(g, { kind: 'noEffect', rules: ['702.94a'], player: p, text: `${id ? nameOf(g, id) : 'the card'} can't be cast for its miracle cost now` });
        return 'done';
      }
      const choice = castOrNot(g, p, '702.94a', [`reveal ${nameOf(g, id)} and cast it for its miracle cost ${formatManaCost(cost)}`, "don't cast it"], `cast ${nameOf(g, id)} for its miracle cost?`, answer);
      if (choice !== 'cast' && choice !== 'decline') return choice;
      if (choice === 'decline') {
        emit(g, { kind: 'decline', rules: ['702.94a'], player: p, text: `${playerName(g, p)} doesn't cast ${nameOf(g, id)}` });
        return 'done';
      }
      emit(g, { kind: 'reveal', rules: ['702.94a', '701.20a'], player: p, object: id, text: `${playerName(g, p)} reveals ${nameOf(g, id)} and casts it for its miracle cost` });
      const r = castForCost(g, p, id, 'miracle');
      if (r) return r;
      return g.s.pending ? 'casting' : 'done';
    }
    case 'castForMadness': {
      // 702.35a, 608.2g: its owner casts it for its madness cost during the resolution, or puts it into their graveyard.
      const p = ctx.controller;
      const [id] = refObjects(g, ctx, e.what);
      if (!id || g.s.objects[id]?.zone !== 'exile') {
        emit(g, { kind: 'noEffect', rules: ['702.35a', '400.7'], player: p, text: 'the card exiled by madness has left exile: it can be neither cast nor put into the graveyard' });
        return 'done';
      }
      const cost = keywordCost(characteristics(g, id), 'madness');
      const choice = cost && canCastForCost(g, p, id, 'madness')
        ? castOrNot(g, p, '702.35a', [`cast ${nameOf(g, id)} for its madness cost ${formatManaCost(cost)}`, "don't cast it (put it into your graveyard)"], `cast ${nameOf(g, id)} for its madness cost?`, answer)
        : 'decline';
      if (choice !== 'cast' && choice !== 'decline') return choice;
      if (choice === 'decline') {
        madnessCardToGraveyard(g, id);
        return 'done';
      }
      const r = castForCost(g, p, id, 'madness');
      if (r) return r;
      return g.s.pending ? 'casting' : 'done';
    }
    case 'castAnyFromChosen': {
      // 608.2g: one spell at a time; after each cast the same effect offers the rest again ('castingAgain').
      // Each castable card with each characteristic set it may be cast with (prototyped or not, 718.3; a split half).
      const p = ctx.controller;
      const choices = ctx.chosen
        .filter((id) => g.s.objects[id]?.zone === 'exile' && !characteristics(g, id).types.includes('Land'))
        .flatMap((id) => castableSets(g, g.s.objects[id]).map((set) => ({ id, set })));
      if (!choices.length) return 'done';
      const label = (c: { id: ObjectId; set: CharacteristicSet }) => setLabel(g, c.id, c.set);
      if (!answer) {
        g.s.pending = {
          id: g.s.seq, player: p, rule: '608.2g', prompt: `${playerName(g, p)}: cast a spell from among them without paying its mana cost, or stop`,
          kind: 'chooseOption', options: [...choices.map(label), 'stop'], suggested: choices.length,
        };
        return 'paused';
      }
      if (answer.kind !== 'chooseOption' || !(answer.choice >= 0 && answer.choice <= choices.length)) return actionError('illegal-choice', '608.2g', `choose one of ${choices.length + 1} options`);
      g.s.pending = null;
      if (answer.choice === choices.length) return 'done';
      const pick = choices[answer.choice];
      const r = castDuringResolution(g, p, pick.id, pick.set);
      if (r) return r;
      return g.s.pending ? 'castingAgain' : applyEffect(g, ctx, e); // cast at once: offer the rest
    }
    case 'copySpell': {
      if (answer) {
        const error = chooseCopyTargets(g, answer);
        if (error) return error;
      }
      // 702.40a: "copy it for each ...": the copies this effect made so far are the copies in this resolution's chosen objects.
      const [spellId] = refObjects(g, ctx, e.what);
      if (!spellId) return 'done';
      if (cantBeCopied(g, spellId)) {
        emit(g, { kind: 'noEffect', rules: ['707.10'], object: spellId, text: `${nameOf(g, spellId)} can't be copied: no copy is made` });
        return 'done';
      }
      const wanted = e.n === undefined ? 1 : amountOf(g, ctx, e.n);
      const sp = g.s.objects[spellId];
      const made = () => ctx.chosen.filter((id) => g.s.objects[id]?.kind === 'spellCopy' && g.s.objects[id].card === sp.card).length;
      while (made() < wanted) if (copyOnce(g, ctx, e, spellId) === 'paused') return 'paused';
      // CR 614.1a: "instead copy it that many times plus an additional time", with new targets for the additional copy.
      const extra = wanted > 0 ? extraSpellCopies(g, ctx.controller) : [];
      while (made() < wanted + extra.length) {
        const by = extra[made() - wanted];
        emit(g, { kind: 'replacement', rules: ['614.1a', '707.10'], object: by, text: `${nameOf(g, by)}: ${playerName(g, ctx.controller)} copies ${nameOf(g, spellId)} an additional time` });
        if (copyOnce(g, ctx, { ...e, newTargets: true }, spellId) === 'paused') return 'paused';
      }
      return 'done';
    }
  }
  throw new Error(`${e.do} is not handled here`);
}

/** CR 707.10 — puts one copy of spell `spellId` on the stack (its choices copied); 707.10c: asks for new targets if the effect allows. */
function copyOnce(g: Game, ctx: EffectContext, e: Extract<Effect, { do: 'copySpell' }>, spellId: ObjectId): 'paused' | 'done' {
  const p = ctx.controller;
  const sp = g.s.objects[spellId];
  const base = sp.base ? { ...sp.base, except: { ...(sp.base.except ?? {}), ...(e.except ?? {}) } } : { card: sp.card, set: sp.set, except: e.except };
  const copy = createObject(g, {
    card: sp.card, owner: p, controller: p, zone: 'stack', kind: 'spellCopy', set: sp.set, base,
    choices: sp.choices ? { ...sp.choices, targets: sp.choices.targets.map((t) => [...t]) } : undefined,
    ...(sp.bestowed ? { bestowed: true as const } : {}), // 702.103c
  });
  ctx.chosen.push(copy);
  emit(g, { kind: 'copySpell', rules: ['707.10'], player: p, object: copy, text: `${playerName(g, p)} puts a copy of ${nameOf(g, spellId)} on the stack (its choices copied)` });
  fireTrigger(g, { type: 'copy', spell: copy, player: p }); // "whenever you cast or copy" (magecraft)
  if (e.gains) copyGains(g, ctx, copy, e.gains);
  const specs = resolvingTargets(g, copy);
  const current = g.s.objects[copy].choices?.targets ?? [];
  if (!e.newTargets || !specs.length) return 'done';
  g.s.pending = {
    id: g.s.seq, player: p, rule: '707.10c', prompt: `${playerName(g, p)} may choose new targets for the copy of ${nameOf(g, copy)}`,
    kind: 'newTargets', copy, current, suggested: current,
    requirements: specs.map((spec) => ({ description: describeTarget(spec), ...targetCount(spec), legal: legalTargets(g, spec, p, copy) })),
  };
  return 'paused';
}

/**
 * CR 613.1f, 400.7a — "The copy gains haste and "<ability>"": effects on the spell copy, lasting indefinitely; they
 * follow it onto the battlefield if it is a permanent spell (r400-zones.ts `followPermanentSpell`).
 */
function copyGains(g: Game, ctx: EffectContext, copy: ObjectId, gains: { keywords: Keyword[]; abilities: AbilityDef[] }): void {
  const name = nameOf(g, copy);
  if (gains.keywords.length) addEffect(g, ctx, [copy], { kind: 'addKeywords', keywords: gains.keywords }, ['613.1f', '400.7a'], `the copy of ${name} gains ${gains.keywords.join(', ')}`, 'permanent');
  for (const ability of gains.abilities) {
    addEffect(g, ctx, [copy], { kind: 'addAbility', ability }, ['613.1f', '400.7a'], `the copy of ${name} gains "${ability.kind === 'keyword' ? ability.text ?? ability.keyword : ability.text}"`, 'permanent');
  }
}

/** CR 707.10c — the answer to "you may choose new targets for the copy": each changed target must be legal. */
function chooseCopyTargets(g: Game, answer: Answer): ActionError | null {
  const d = g.s.pending;
  if (!d || d.kind !== 'newTargets' || answer.kind !== 'targets') return actionError('wrong-decision', '707.10c', 'expected targets for the copy');
  const p = d.player;
  const specs = resolvingTargets(g, d.copy);
  if (answer.targets.length !== specs.length) return actionError('illegal-target', '707.10c', `give ${specs.length} target(s)`);
  for (let i = 0; i < specs.length; i++) {
    const t = answer.targets[i];
    const unchanged = JSON.stringify(t) === JSON.stringify(d.current[i]);
    if (!unchanged && (countProblem(specs[i], t) || t.some((one) => !isLegalTarget(g, specs[i], one, p, d.copy)))) {
      return actionError('illegal-target', '707.10c', `a changed target must be legal for "${describeTarget(specs[i])}"`);
    }
  }
  const repeated = repeatedTarget(specs, answer.targets);
  if (repeated >= 0) return actionError('illegal-target', '115.3', `"${describeTarget(specs[repeated])}" must be a different object from the earlier target`);
  const w = obj(g, d.copy);
  w.choices = { ...w.choices!, targets: answer.targets };
  if (JSON.stringify(answer.targets) !== JSON.stringify(d.current)) {
    emit(g, { kind: 'target', rules: ['707.10c', '115.1'], object: d.copy, text: `the copy of ${nameOf(g, d.copy)} targets ${answer.targets.flat().map((t) => targetName(g, t)).join(', ')}` });
  }
  g.s.pending = null;
  return null;
}

/** CR 608.2g — asks `p` whether to cast a card for a keyword's cost as its ability resolves (options: cast, don't), or reads the answer. */
function castOrNot(g: Game, p: PlayerId, rule: string, options: [string, string], question: string, answer: Answer | undefined): 'cast' | 'decline' | EffectResult {
  if (!answer) {
    g.s.pending = { id: g.s.seq, player: p, rule, kind: 'chooseOption', options, suggested: 0, prompt: `${playerName(g, p)}: ${question}` };
    return 'paused';
  }
  if (answer.kind !== 'chooseOption' || (answer.choice !== 0 && answer.choice !== 1)) return actionError('illegal-choice', rule, 'choose one of the 2 options');
  g.s.pending = null;
  return answer.choice === 0 ? 'cast' : 'decline';
}

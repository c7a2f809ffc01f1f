import { targetName } from '../rules/r115-targets';
import type { Effect, ObjectFilter } from '../cards/definition';
import type { Answer } from '../decisions';
import { actionError } from '../errors';
import { copiableSourceOf } from '../rules/r707-copy';
import { castableSets } from '../rules/r601-casting';
import { wordChangeOptions } from '../rules/r612-text';
import { characteristics, matchesFilter } from '../rules/r613-characteristics';
import { emit, list, nameOf, newTimestamp, playerName, type Game } from '../state/draft';
import { formatManaCost } from '../mana/symbols';
import type { ContinuousEffect, ObjectId } from '../state/types';
import { amountOf, refObjects, resolveRef, type EffectContext } from './context';
import { ask, addEffect, chosenObjects, type EffectResult } from './shared';

/** A power/toughness change as printed: "+2", "-1", "+0". */
function signed(n: number): string {
  return n >= 0 ? `+${n}` : `${n}`;
}

/** CR 611, 613 — effects of resolving spells and abilities that create continuous effects (P/T, keywords, abilities, control, text, copies, prevention and replacement shields). */
export function continuousEffect(g: Game, ctx: EffectContext, e: Effect, answer: Answer | undefined): EffectResult {
  const src = nameOf(g, ctx.source);
  switch (e.do) {
    case 'switchPT': {
      const ids = refObjects(g, ctx, e.what);
      addEffect(g, ctx, ids, { kind: 'switchPT' }, ['611.2a', '613.4d'],
        `${ids.map((id) => nameOf(g, id)).join(', ')} ${ids.length > 1 ? 'have their' : 'has its'} power and toughness switched until end of turn`);
      return 'done';
    }
    case 'modifyPT': {
      const ids = refObjects(g, ctx, e.what);
      const power = amountOf(g, ctx, e.power);
      const toughness = amountOf(g, ctx, e.toughness);
      addEffect(g, ctx, ids, { kind: 'pt', power, toughness }, ['611.2a', '613.4c'],
        `${ids.map((id) => nameOf(g, id)).join(', ')} get${ids.length > 1 ? '' : 's'} ${signed(power)}/${signed(toughness)} until end of turn`);
      return 'done';
    }
    case 'grantKeywords': {
      const ids = refObjects(g, ctx, e.what);
      addEffect(g, ctx, ids, { kind: 'addKeywords', keywords: e.keywords }, ['611.2a', '613.1f'],
        `${ids.map((id) => nameOf(g, id)).join(', ')} gain${ids.length > 1 ? '' : 's'} ${e.keywords.join(', ')} until end of turn`);
      return 'done';
    }
    case 'grantKeywordChoice': {
      // 608.2c: the choice is made on resolution, as a number standing for one of the keywords.
      const ids = refObjects(g, ctx, e.what);
      if (!ids.length) return 'done';
      if (!answer) {
        g.s.pending = {
          id: g.s.seq, player: ctx.controller, rule: '608.2c', kind: 'chooseNumber', min: 1, max: e.keywords.length, suggested: 1,
          prompt: `${playerName(g, ctx.controller)} chooses what ${nameOf(g, ids[0])} gains: ${e.keywords.map((k, i) => `${i + 1} ${k}`).join(', ')}`,
        };
        return 'paused';
      }
      if (answer.kind !== 'chooseNumber' || !Number.isInteger(answer.value) || answer.value < 1 || answer.value > e.keywords.length) {
        return actionError('illegal-choice', '608.2c', `choose a number from 1 to ${e.keywords.length}`);
      }
      const keyword = e.keywords[answer.value - 1];
      g.s.pending = null;
      addEffect(g, ctx, ids, { kind: 'addKeywords', keywords: [keyword] }, ['608.2c', '611.2a', '613.1f'],
        `${ids.map((id) => nameOf(g, id)).join(', ')} gain${ids.length > 1 ? '' : 's'} ${keyword} until end of turn (chosen)`);
      return 'done';
    }
    case 'regenerate': {
      const ids = refObjects(g, ctx, e.what);
      addEffect(g, ctx, ids, { kind: 'replacement', match: { event: 'destroy' }, instead: { kind: 'regenerate' }, text: 'regeneration shield', once: true }, ['701.19a'],
        `the next time ${ids.map((id) => nameOf(g, id)).join(', ')} would be destroyed this turn, it regenerates instead`);
      return 'done';
    }
    case 'replaceFor': {
      const ids = refObjects(g, ctx, e.what);
      addEffect(g, ctx, ids, { kind: 'replacement', match: e.match, instead: e.instead, text: e.text }, ['614.1a'], `${e.text} (${ids.map((id) => nameOf(g, id)).join(', ')})`);
      return 'done';
    }
    case 'prevent': {
      // CR 615.11: the players and objects it protects are locked in as it resolves.
      const to = e.to ? resolveRef(g, ctx, e.to) : undefined;
      const affected = e.toOrBy ? refObjects(g, ctx, e.toOrBy) : [];
      if ((to && !to.length) || (e.toOrBy && !affected.length)) return 'done';
      let from: { source: ObjectId; filter: ObjectFilter } | undefined;
      if (e.fromChosen) {
        // CR 609.7a: the source is chosen as the effect is created: a permanent or a spell on the stack.
        // @simplification Objects only referred to by objects on the stack or by waiting effects aren't offered.
        const options = [...g.s.battlefield, ...g.s.stack].filter((id) => !g.s.objects[id].phasedOut && g.s.objects[id].kind !== 'ability'
          && matchesFilter(characteristics(g, id), g.s.objects[id], e.fromChosen!, ctx.controller));
        if (!answer) return options.length ? ask(g, ctx, ctx.controller, '609.7a', 'choose the source whose damage will be prevented', options, 1, 1, false) : 'done';
        const picked = chosenObjects(g, answer);
        if (!Array.isArray(picked)) return picked;
        from = { source: picked[0], filter: e.fromChosen };
      }
      const mod: ContinuousEffect['mod'] = {
        kind: 'prevention', ...(e.combat ? { combat: true } : {}), ...(to ? { to } : {}), ...(e.toOrBy ? { toOrBy: true } : {}),
        ...(e.amount !== undefined ? { remaining: e.amount } : {}), ...(from ? { from } : {}),
      };
      const whom = to ? to.map((t) => targetName(g, t)).join(', ') : affected.map((id) => nameOf(g, id)).join(', ');
      const text = from ? `the next time ${nameOf(g, from.source)} would deal damage to ${whom} this turn, that damage will be prevented`
        : e.amount !== undefined ? `the next ${e.amount} damage that would be dealt to ${whom} this turn will be prevented`
        : `all ${e.combat ? 'combat ' : ''}damage that would be dealt${e.toOrBy ? ` to and dealt by ${whom}` : to ? ` to ${whom}` : ''} this turn will be prevented`;
      addEffect(g, ctx, affected, mod, from ? ['615.8', '609.7'] : ['615.1', ...(e.amount !== undefined ? ['615.7'] : [])], text);
      return 'done';
    }
    case 'gainAbility': {
      // CR 611.2b, 613.1f: an ability-adding effect from a resolved ability; it lasts while the object stays (400.7), or until end of turn (611.2a).
      const ids = refObjects(g, ctx, e.what);
      if (!ids.length) return 'done';
      const effects = list<ContinuousEffect>(g, { shared: 'effects' });
      const timestamp = newTimestamp(g);
      for (const id of ids) {
        effects.push({ id: `e${g.s.nextId++}`, timestamp, source: ctx.source, controller: ctx.controller, affected: [id], duration: e.until ?? { whileOnBattlefield: id }, mod: { kind: 'addAbility', ability: e.ability } });
      }
      const until = e.until ? ' until end of turn' : '';
      emit(g, { kind: 'effect', rules: e.until ? ['611.2a', '613.1f'] : ['611.2b', '613.1f'], text: `${ids.map((id) => nameOf(g, id)).join(', ')} gain${ids.length > 1 ? '' : 's'} "${e.ability.kind === 'keyword' ? e.ability.text ?? e.ability.keyword : e.ability.text}"${until}` });
      return 'done';
    }
    case 'gainFlashback':
      for (const id of refObjects(g, ctx, e.what)) {
        // The cost is read as the card is cast: a split card's half pays that half's mana cost (709.3a).
        const parts = castableSets(g, g.s.objects[id]).length > 1;
        const cost = formatManaCost(characteristics(g, id).manaCost ?? []);
        const text = parts ? 'Flashback (the mana cost of the part cast)' : `Flashback ${cost}`;
        addEffect(g, ctx, [id], { kind: 'addAbility', ability: { kind: 'keyword', keyword: 'flashback', costIsManaCost: true, text } }, ['611.2a', '702.34a'],
          `${nameOf(g, id)} gains flashback until end of turn (its flashback cost is ${parts ? 'the mana cost of the half or part cast, 709.3a' : `its mana cost, ${cost}`})`);
      }
      return 'done';
    case 'becomeCopy': {
      // CR 613.2a, 611.2c: a timestamped layer-1 effect; the copied values are those of `of` as it resolves.
      const [of] = refObjects(g, ctx, e.of);
      if (!of) return 'done';
      const thisAbility = g.s.objects[ctx.object]?.ability?.def;
      const except = {
        ...(e.keepThisAbility && thisAbility ? { abilities: [thisAbility] } : {}),
        ...(e.notLegendary ? { removeSupertypes: ['Legendary'] } : {}),
      };
      const source = copiableSourceOf(g, g.s.objects[of], Object.keys(except).length ? except : undefined);
      const ofName = nameOf(g, of);
      const exceptions = [...(except.abilities ? ['it has this ability'] : []), ...(e.notLegendary ? ["it isn't legendary"] : [])];
      const effects = list<ContinuousEffect>(g, { shared: 'effects' });
      const timestamp = newTimestamp(g);
      for (const id of refObjects(g, ctx, e.what)) {
        if (id === of) continue;
        const name = nameOf(g, id);
        effects.push({ id: `e${g.s.nextId++}`, timestamp, source: ctx.source, controller: ctx.controller, affected: [id], duration: e.until ?? { whileOnBattlefield: id }, mod: { kind: 'copy', source, of: ofName } });
        emit(g, {
          kind: 'copy', rules: ['707.1', '613.2a', ...(except.abilities ? ['707.9a'] : []), ...(e.notLegendary ? ['707.9b'] : []), ...(e.until ? ['611.2a'] : [])], object: id,
          text: `${name} becomes a copy of ${ofName}${exceptions.length ? `, except ${exceptions.join(' and ')}` : ''}${e.until ? ' until end of turn' : ''}`,
        });
      }
      return 'done';
    }
    case 'noPrevention':
      addEffect(g, ctx, [], { kind: 'noPrevention' }, ['615.12'], "damage can't be prevented this turn");
      return 'done';
    case 'stealTokens':
      addEffect(g, ctx, [], { kind: 'tokenControl', player: ctx.controller }, ['614.1a'],
        `this turn, each token that would be created under an opponent's control is created under ${playerName(g, ctx.controller)}'s control instead`);
      return 'done';
    case 'pump': {
      const ids = refObjects(g, ctx, e.what);
      const n = amountOf(g, ctx, e.amount);
      addEffect(g, ctx, ids, { kind: 'pt', power: n, toughness: n }, ['611.2a', '613.4c'],
        `${ids.map((id) => nameOf(g, id)).join(', ')} get${ids.length > 1 ? '' : 's'} +${n}/+${n} until end of turn`);
      return 'done';
    }
    case 'becomesCreature': {
      const ids = refObjects(g, ctx, e.what);
      if (!ids.length) return 'done';
      const live = g.s.objects[ctx.source] ? characteristics(g, ctx.source) : null;
      const fixed = e.basePT === 'sourcePT' ? null : e.basePT;
      const power = fixed ? fixed.power : (live ? live.power : g.s.lki[ctx.source]?.power) ?? 0;
      const toughness = fixed ? fixed.toughness : (live ? live.toughness : g.s.lki[ctx.source]?.toughness) ?? 0;
      const names = ids.map((id) => nameOf(g, id)).join(', ');
      // One effect, with one timestamp, in each layer it applies in (613.6).
      addEffect(g, ctx, ids, { kind: 'addTypes', types: ['Creature'], subtypes: e.subtypes }, ['611.2a', '613.1d'], `${names} becomes a ${e.subtypes.join(' ')} creature (still a land)`, 'permanent');
      if (e.keywords.length) addEffect(g, ctx, ids, { kind: 'addKeywords', keywords: e.keywords }, ['611.2a', '613.1f'], `${names} has ${e.keywords.join(', ')}`, 'permanent');
      for (const ability of e.abilities ?? []) {
        addEffect(g, ctx, ids, { kind: 'addAbility', ability }, ['611.2a', '613.1f'], `${names} has "${ability.kind === 'keyword' ? ability.text ?? ability.keyword : ability.text}"`, 'permanent');
      }
      addEffect(g, ctx, ids, { kind: 'setPT', power, toughness }, ['611.2a', '613.4b', '608.2h'], `${names} has base power and toughness ${power}/${toughness}`, 'permanent');
      return 'done';
    }
    case 'becomesTypes': {
      const ids = refObjects(g, ctx, e.what);
      addEffect(g, ctx, ids, { kind: 'setTypes', types: e.types, subtypes: [] }, ['611.2a', '613.1d', '205.1b'],
        `${ids.map((id) => nameOf(g, id)).join(', ')} becomes ${/^[AEIOU]/.test(e.types[0]) ? 'an' : 'a'} ${e.types.map((t) => t.toLowerCase()).join(' ')} until end of turn`);
      return 'done';
    }
    case 'cantBlock':
    case 'cantBeBlocked': {
      const ids = refObjects(g, ctx, e.what);
      addEffect(g, ctx, ids, { kind: e.do }, ['509.1b', '611.2c'], `${ids.map((id) => nameOf(g, id)).join(', ')} can't ${e.do === 'cantBlock' ? 'block' : 'be blocked'} this turn`);
      return 'done';
    }
    case 'becomes': {
      const ids = refObjects(g, ctx, e.what);
      const power = amountOf(g, ctx, e.power);
      const toughness = amountOf(g, ctx, e.toughness);
      const names = ids.map((id) => nameOf(g, id)).join(', ');
      addEffect(g, ctx, ids, { kind: 'setCreatureTypes', subtypes: e.creatureTypes }, ['611.2a', '613.1d', '205.1b'], `${names} becomes a ${e.creatureTypes.join(' ')} (losing its other creature types) until end of turn`);
      addEffect(g, ctx, ids, { kind: 'setColors', colors: e.colors }, ['611.2a', '613.1e'], `${names} becomes ${e.colors.join('')} until end of turn`);
      addEffect(g, ctx, ids, { kind: 'setPT', power, toughness }, ['611.2a', '613.4b'], `${names} has base power and toughness ${power}/${toughness} until end of turn`);
      return 'done';
    }
    case 'setBasePT': {
      const ids = refObjects(g, ctx, e.what);
      const power = amountOf(g, ctx, e.power);
      const toughness = amountOf(g, ctx, e.toughness);
      addEffect(g, ctx, ids, { kind: 'setPT', power, toughness }, ['611.2a', '613.4b'],
        `${ids.map((id) => nameOf(g, id)).join(', ')} ${ids.length > 1 ? 'have' : 'has'} base power and toughness ${power}/${toughness} until end of turn`);
      return 'done';
    }
    case 'gainControl': {
      const ids = refObjects(g, ctx, e.what);
      addEffect(g, ctx, ids, { kind: 'control', player: ctx.controller }, ['611.2a', '613.1b'],
        `${playerName(g, ctx.controller)} gains control of ${ids.map((id) => nameOf(g, id)).join(', ')} until end of turn`);
      return 'done';
    }
    case 'exchangeText': {
      // CR 612.5, 611.2c: the two creatures are locked in; the exchange lasts while its source remains on the battlefield.
      const [a, b] = e.what.map((r) => refObjects(g, ctx, r)[0]);
      if (!a || !b || !g.s.objects[ctx.source] || g.s.objects[ctx.source].zone !== 'battlefield') return 'done';
      const effects = list<ContinuousEffect>(g, { shared: 'effects' });
      effects.push({
        id: `e${g.s.nextId++}`, timestamp: newTimestamp(g), source: ctx.source, controller: ctx.controller, affected: [a, b],
        duration: { whileOnBattlefield: ctx.source }, mod: { kind: 'exchangeText', objects: [a, b] },
      });
      emit(g, { kind: 'effect', rules: ['612.5', '613.1c'], text: `the text boxes of ${nameOf(g, a)} and ${nameOf(g, b)} are exchanged for as long as ${src} remains on the battlefield` });
      return 'done';
    }
    case 'changeWord': {
      const [id] = refObjects(g, ctx, e.what);
      if (!id) return 'done';
      const options = wordChangeOptions(e.words);
      if (!answer) {
        g.s.pending = {
          id: g.s.seq, player: ctx.controller, rule: '612.2', prompt: `${playerName(g, ctx.controller)}: choose the word to replace in the text of ${nameOf(g, id)}, and its replacement`,
          kind: 'chooseOption', options: options.map((o) => o.label), suggested: 0,
        };
        return 'paused';
      }
      const picked = answer.kind === 'chooseOption' ? options[answer.choice] : undefined;
      if (!picked) return actionError('illegal-choice', '612.2', `choose one of: ${options.map((o) => o.label).join(', ')}`);
      // CR 611.2a, 612.2: an indefinite text change of the object (a new object after a zone change, 400.7).
      const effects = list<ContinuousEffect>(g, { shared: 'effects' });
      effects.push({ id: `e${g.s.nextId++}`, timestamp: newTimestamp(g), source: ctx.source, controller: ctx.controller, affected: [id], duration: 'permanent', mod: { kind: 'replaceWord', change: picked.change } });
      emit(g, { kind: 'effect', rules: ['612.2', '613.1c'], object: id, text: `${src} changes the text of ${nameOf(g, id)}: ${picked.label}` });
      return 'done';
    }
  }
  throw new Error(`${e.do} is not handled here`);
}

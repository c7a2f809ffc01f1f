import { manaLetters, splitManaSource } from './refs';
import type { Path, Source } from './source';
import {
  PLAYER_ZONES,
  type Announcement,
  type Expectation,
  type InlineCard,
  type ManaLetter,
  type ObjectExpectation,
  type Payment,
  type Scenario,
  type ScenarioObject,
  type ScenarioPlayer,
  type ScriptStep,
  type ZoneExpectation,
  type ZoneName,
} from './types';

/**
 * Schema-valid data as parsed from YAML. Only ever read after validation, so its shape is the
 * schema's; `any` here stands for "checked already", not "unknown".
 */
type Raw = any;

/** Zones whose order is part of the game state (library and graveyard CR 401.2/404.2, stack 405.2). */
const ORDERED: ZoneName[] = ['library', 'graveyard', 'stack'];
/** Keys of `expect.zones` naming a shared zone rather than a player. */
const SHARED_ZONE_KEYS = ['stack', 'exile', 'battlefield', 'command'];

/** Keeps only the keys present, so absent options stay absent. */
function defined<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

function setupObject(raw: Raw, owner: string, path: Path, src: Source): ScenarioObject {
  const e: Raw = typeof raw === 'string' ? { card: raw } : raw;
  return defined({
    loc: src.loc(path),
    card: e.card,
    id: e.id,
    owner: e.owner ?? owner,
    counters: e.counters ?? {},
    faceDown: e.faceDown ?? false,
    faceDownBy: e.faceDownBy,
    tapped: e.tapped ?? false,
    sick: e.sick ?? false,
    damage: e.damage ?? 0,
    token: e.token ?? false,
    phasedOut: e.phasedOut ?? false,
    prepared: e.prepared ?? false,
    bestowed: e.bestowed,
    attachedTo: e.attachedTo,
    castAs: e.castAs,
    preparedCopy: e.preparedCopy,
    copyOf: e.copyOf,
    becameCopyOf: e.becameCopyOf,
    chosenName: e.chosenName,
    enteredAs: e.enteredAs,
  });
}

function player(raw: Raw, path: Path, src: Source): ScenarioPlayer {
  const zones = Object.fromEntries(
    PLAYER_ZONES.map((zone) => [
      zone,
      (raw[zone] ?? []).map((e: Raw, i: number) => setupObject(e, raw.name, [...path, zone, i], src)),
    ]),
  ) as Record<(typeof PLAYER_ZONES)[number], ScenarioObject[]>;
  return defined({
    loc: src.loc(path),
    name: raw.name,
    life: raw.life ?? 20,
    poison: raw.poison ?? 0,
    manaPool: raw.manaPool,
    ...zones,
  });
}

function inlineCard(raw: Raw, path: Path, src: Source): InlineCard {
  return defined({
    loc: src.loc(path),
    name: raw.name,
    manaCost: raw.manaCost ?? null,
    types: raw.types,
    subtypes: raw.subtypes ?? [],
    supertypes: raw.supertypes ?? [],
    colors: raw.colors,
    power: raw.power,
    toughness: raw.toughness,
    text: raw.text ?? '',
  });
}

function announcement(raw: string | number): Announcement {
  if (raw === 'life') return { life: true };
  if (typeof raw === 'number' || /^[0-9]+$/.test(raw)) return { generic: Number(raw) };
  return { half: raw as ManaLetter };
}

function payment(raw: Raw, path: Path, src: Source): Payment {
  if (raw === undefined || raw === 'auto') return 'auto';
  return raw.map((e: Raw, i: number) => {
    const loc = src.loc([...path, i]);
    if (typeof e === 'string') return { loc, ...splitManaSource(e) };
    const [[source, mana]] = Object.entries(e) as [string, string][];
    return { loc, source, mana: manaLetters(mana) };
  });
}

function stackChoices(raw: Raw, path: Path, src: Source) {
  return {
    by: raw.by,
    targets: raw.targets,
    x: raw.x,
    modes: raw.modes,
    announce: raw.announce?.map(announcement),
    pay: payment(raw.pay, [...path, 'pay'], src),
  };
}

function step(raw: Raw, path: Path, src: Source): ScriptStep {
  const loc = src.loc(path);
  if (raw === 'pass') return { kind: 'pass', loc, all: false };
  if ('cast' in raw) {
    return defined({ kind: 'cast', loc, card: raw.cast, ...stackChoices(raw, path, src), as: raw.as, using: raw.using, from: raw.from });
  }
  if ('activate' in raw) {
    return defined({ kind: 'activate', loc, source: raw.activate, ...stackChoices(raw, path, src), ability: raw.ability });
  }
  if ('play' in raw) return defined({ kind: 'play', loc, card: raw.play, by: raw.by });
  if ('turnFaceUp' in raw) {
    return defined({ kind: 'turnFaceUp', loc, permanent: raw.turnFaceUp, by: raw.by, using: raw.using, pay: payment(raw.pay, [...path, 'pay'], src) });
  }
  if ('pass' in raw) {
    const all = raw.pass === 'all';
    return defined({ kind: 'pass', loc, all, by: all || raw.pass === null ? undefined : raw.pass });
  }
  if ('advance' in raw) return defined({ kind: 'advance', loc, step: raw.advance, turn: raw.turn, answers: raw.answers });
  if ('attack' in raw) {
    const at = [...path, 'attack'];
    const attackers = Array.isArray(raw.attack)
      ? raw.attack.map((attacker: string, i: number) => ({ loc: src.loc([...at, i]), attacker }))
      : Object.entries(raw.attack).map(([attacker, defender]) => ({ loc: src.loc([...at, attacker], true), attacker, defender }));
    return { kind: 'attack', loc, attackers };
  }
  if ('block' in raw) {
    const at = [...path, 'block'];
    const blocks =
      raw.block === 'none'
        ? []
        : Object.entries(raw.block).map(([blocker, attackers]) => ({
            loc: src.loc([...at, blocker], true),
            blocker,
            attackers: ([] as string[]).concat(attackers as string | string[]),
          }));
    return defined({ kind: 'block', loc, by: raw.by, blocks });
  }
  if ('answer' in raw) return defined({ kind: 'answer', loc, value: raw.answer, by: raw.by });
  if ('concede' in raw) return { kind: 'concede', loc, player: raw.concede };
  return { kind: 'expect', loc, expect: expectation(raw.expect, [...path, 'expect'], src) };
}

function playerValues(raw: Raw, path: Path, src: Source) {
  return raw && Object.entries(raw).map(([player, value]) => ({ loc: src.loc([...path, player], true), player, value: value as number }));
}

function zones(raw: Raw, path: Path, src: Source): ZoneExpectation[] {
  // A zone's value is a list of names, or `{ anyOrder: [...] }` to compare an ordered zone as a multiset (a shuffled library).
  const zone = (player: string | undefined, name: ZoneName, cards: string[] | { anyOrder: string[] }, at: Path): ZoneExpectation =>
    Array.isArray(cards)
      ? defined({ loc: src.loc(at, true), player, zone: name, cards, ordered: ORDERED.includes(name) })
      : defined({ loc: src.loc(at, true), player, zone: name, cards: cards.anyOrder, ordered: false });
  return Object.entries(raw as Record<string, Raw>).flatMap(([key, value]) =>
    Array.isArray(value) || (SHARED_ZONE_KEYS.includes(key) && value && 'anyOrder' in value)
      ? [zone(undefined, key as ZoneName, value, [...path, key])]
      : Object.entries(value as Record<string, string[]>).map(([name, cards]) =>
          zone(key, name as ZoneName, cards, [...path, key, name]),
        ),
  );
}

function expectation(raw: Raw, path: Path, src: Source): Expectation {
  const at = (key: string) => src.loc([...path, key], true);
  return defined({
    loc: src.loc(path),
    life: playerValues(raw.life, [...path, 'life'], src),
    poison: playerValues(raw.poison, [...path, 'poison'], src),
    manaPool: raw.manaPool && Object.entries(raw.manaPool as Record<string, string>).map(([player, mana]) => ({ loc: src.loc([...path, 'manaPool', player], true), player, mana })),
    librarySize: playerValues(raw.librarySize, [...path, 'librarySize'], src),
    handSize: playerValues(raw.handSize, [...path, 'handSize'], src),
    zones: raw.zones && zones(raw.zones, [...path, 'zones'], src),
    objects: raw.objects?.map(
      (o: Raw, i: number): ObjectExpectation => ({ loc: src.loc([...path, 'objects', i]), ...o }),
    ),
    pending: raw.pending && { loc: at('pending'), ...raw.pending },
    log: raw.log && defined({ loc: at('log'), contains: raw.log.contains ?? [], lacks: raw.log.lacks ?? [], events: raw.log.events }),
    gameOver:
      raw.gameOver === undefined
        ? undefined
        : typeof raw.gameOver === 'boolean'
          ? { loc: at('gameOver'), over: raw.gameOver }
          : { loc: at('gameOver'), over: true, winners: raw.gameOver.winners },
    turn: raw.turn && { loc: at('turn'), ...raw.turn },
    error: raw.error && { loc: at('error'), ...raw.error },
  });
}

/** The typed scenario from schema-valid data, defaults filled in and every part located. */
export function normalizeScenario(raw: Raw, src: Source): Scenario {
  const players: ScenarioPlayer[] = raw.players.map((p: Raw, i: number) => player(p, ['players', i], src));
  const ruleset: Raw = raw.ruleset ?? 'cr';
  const active = raw.turn?.active ?? players[0].name;
  return defined({
    file: src.file,
    loc: src.loc([]),
    name: raw.name,
    source: raw.source,
    description: raw.description,
    ruleset: typeof ruleset === 'string'
      ? { base: ruleset as 'cr' | 'amended', switches: {}, given: raw.ruleset !== undefined }
      : { base: ruleset.base, switches: ruleset.switches ?? {}, given: true },
    seed: raw.seed ?? 1,
    strict: raw.strict ?? true,
    turn: {
      loc: src.loc(raw.turn ? ['turn'] : [], true),
      number: raw.turn?.number ?? 1,
      active,
      step: raw.turn?.step ?? 'main1',
      priority: raw.turn?.priority ?? active,
    },
    history: raw.history && { loc: src.loc(['history']), ...raw.history },
    stack: (raw.stack ?? []).map((o: Raw, i: number) => ({ loc: src.loc(['stack', i]), copy: false, ...o })),
    cards: (raw.cards ?? []).map((c: Raw, i: number) => inlineCard(c, ['cards', i], src)),
    players,
    script: (raw.script ?? []).map((s: Raw, i: number) => step(s, ['script', i], src)),
    expect: raw.expect && expectation(raw.expect, ['expect'], src),
  });
}

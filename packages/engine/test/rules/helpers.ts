import assert from 'node:assert/strict';
import { addedCards, buildRegistry, vendoredCards } from '@arbiter/cards';
import { inspect, parseManaCost, renderEvent, setupPosition, step, type CardRegistry, type GameEvent, type GameState, type Input, type ManaUnit, type ObjectId, type PlayerId, type PrintedCard, type StepName, type Target } from '@arbiter/engine';

/**
 * Helpers for rules tests that drive the engine through its public API (setupPosition, step, inspect).
 * Keyword creatures missing from the vendored data are built here as printed cards: a keyword-only
 * Oracle text needs no hand-written behaviour (the registry derives it, DESIGN 7).
 */
function creature(name: string, cost: string, power: number, toughness: number, text: string): PrintedCard {
  return {
    name, layout: 'normal', alts: [],
    normal: {
      name, manaCost: parseManaCost(cost), colors: [], supertypes: [], types: ['Creature'], subtypes: ['Test'],
      oracleText: text, power: String(power), toughness: String(toughness), loyalty: null, defense: null,
    },
  };
}

export const TEST_CREATURES: PrintedCard[] = [
  creature('Test Trampler', '{4}{G}', 4, 4, 'Trample'),
  creature('Test Deathtoucher', '{B}', 1, 1, 'Deathtouch'),
  creature('Test Deathtouch Trampler', '{2}{B}{G}', 3, 3, 'Deathtouch, trample'),
  creature('Test Lifelinker', '{1}{W}', 2, 2, 'Lifelink'),
  creature('Test Menace', '{2}{R}', 3, 3, 'Menace'),
  creature('Test Reacher', '{1}{G}', 1, 4, 'Reach'),
  creature('Test Wall', '{1}{W}', 0, 4, 'Defender'),
  creature('Test Indestructible', '{2}{W}', 2, 2, 'Indestructible'),
  creature('Test Double Striker', '{1}{R}{W}', 2, 2, 'Double strike'),
  creature('Test First Striker', '{1}{W}', 2, 2, 'First strike'),
  creature('Test Hasty', '{1}{R}', 2, 2, 'Haste'),
  creature('Test Lifelink Double Striker', '{2}{W}{W}', 3, 3, 'Double strike, lifelink'),
];

let reg: CardRegistry | null = null;
export function cards(): CardRegistry {
  reg ??= buildRegistry([...vendoredCards(), ...addedCards(), ...TEST_CREATURES]);
  return reg;
}

export interface PermanentSpec {
  card: string;
  tapped?: boolean;
  sick?: boolean;
  damage?: number;
  counters?: Record<string, number>;
  token?: boolean;
}
export interface PlayerSpec {
  name: string;
  life?: number;
  poison?: number;
  manaPool?: ManaUnit[];
  library?: string[];
  hand?: string[];
  graveyard?: string[];
  battlefield?: (string | PermanentSpec)[];
}

/** A game driven step by step; every input must be accepted unless `tryInput` is used. */
export class Table {
  state: GameState;
  events: GameEvent[] = [];
  readonly reg: CardRegistry;
  /** `reg`: a registry with hand-built test cards, when the vendored ones don't show the rule. */
  constructor(players: PlayerSpec[], turn: { number: number; active: string; step: StepName; priority?: string }, seed = 1, reg = cards()) {
    this.reg = reg;
    const pid = (n: string) => `p${players.findIndex((p) => p.name === n) + 1}`;
    const objects: Parameters<typeof setupPosition>[0]['objects'] = [];
    players.forEach((p, i) => {
      const owner = `p${i + 1}`;
      for (const zone of ['library', 'hand', 'graveyard'] as const) for (const card of p[zone] ?? []) objects.push({ zone, card, owner });
      for (const b of p.battlefield ?? []) {
        const spec = typeof b === 'string' ? { card: b } : b;
        objects.push({ zone: 'battlefield', owner, ...spec });
      }
    });
    const r = setupPosition({
      players: players.map((p, i) => ({ id: `p${i + 1}`, name: p.name, life: p.life, poison: p.poison, manaPool: p.manaPool })),
      objects, seed,
      turn: { number: turn.number, active: pid(turn.active), step: turn.step, priority: turn.priority ? pid(turn.priority) : undefined },
    }, this.reg);
    this.state = r.state;
    this.events.push(...r.events);
  }

  player(name: string): PlayerId {
    const id = this.state.order.find((p) => this.state.players[p].name === name);
    assert.ok(id, `no player ${name}`);
    return id;
  }

  /** The n-th (0-based) object named `card`, optionally controlled/owned by `who`, in any zone. */
  id(card: string, who?: string, n = 0): ObjectId {
    const p = who ? this.player(who) : undefined;
    const ids = Object.values(this.state.objects)
      .filter((o) => o.card === card && (!p || o.controller === p || o.owner === p) && o.kind !== 'ability')
      .map((o) => o.id);
    assert.ok(ids[n], `no object ${card}${who ? `@${who}` : ''}#${n}`);
    return ids[n];
  }

  tryInput(input: Input): ReturnType<typeof step>['error'] {
    const r = step(this.state, input, this.reg);
    if (r.error) return r.error;
    this.state = r.state;
    this.events.push(...r.events);
    return undefined;
  }

  do(input: Input): void {
    const err = this.tryInput(input);
    assert.equal(err, undefined, `input rejected: ${JSON.stringify(err)}\n${this.log()}`);
  }

  get pending() {
    return this.state.pending;
  }

  pendingPlayerName(): string | undefined {
    return this.state.pending ? this.state.players[this.state.pending.player].name : undefined;
  }

  pass(): void {
    const d = this.state.pending;
    assert.ok(d && d.kind === 'priority', `expected a priority decision, got ${d?.kind}`);
    this.do({ player: d.player, kind: 'pass' });
  }

  /** Every player still in the game passes once in succession. */
  passAll(): void {
    const n = this.state.order.filter((p) => !this.state.players[p].left).length;
    for (let i = 0; i < n && this.state.pending?.kind === 'priority'; i++) this.pass();
  }

  /** Passes with an empty stack (declaring no attackers/blockers) until `step` begins with a decision. */
  advance(to: StepName, turn?: number): void {
    for (let guard = 0; guard < 500; guard++) {
      const s = this.state;
      const d = s.pending;
      assert.ok(d, `game ended before ${to}`);
      if (s.turn.step === to && (turn === undefined || s.turn.number === turn)) return;
      if (d.kind === 'declareAttackers') this.do({ player: d.player, kind: 'answer', answer: { kind: 'declareAttackers', attacks: [] } });
      else if (d.kind === 'declareBlockers') this.do({ player: d.player, kind: 'answer', answer: { kind: 'declareBlockers', blocks: [] } });
      else { assert.equal(d.kind, 'priority', `advance stopped at a ${d.kind} decision`); this.pass(); }
    }
    assert.fail(`never reached ${to}`);
  }

  /** Passes until a decision of `kind` pends. */
  until(kind: NonNullable<GameState['pending']>['kind']): void {
    for (let guard = 0; guard < 100; guard++) {
      const d = this.state.pending;
      assert.ok(d, `game ended before a ${kind} decision`);
      if (d.kind === kind) return;
      assert.equal(d.kind, 'priority', `expected priority while waiting for ${kind}, got ${d.kind}`);
      this.pass();
    }
    assert.fail(`no ${kind} decision came`);
  }

  attack(attacks: [string, string][], who?: string): ReturnType<typeof step>['error'] {
    this.until('declareAttackers');
    return this.tryInput({
      player: this.state.turn.active, kind: 'answer',
      answer: { kind: 'declareAttackers', attacks: attacks.map(([a, d]) => ({ attacker: this.id(a, who), defender: { player: this.player(d) } as Target })) },
    });
  }

  block(blocker: string, blocks: [string, string][]): ReturnType<typeof step>['error'] {
    this.until('declareBlockers');
    return this.tryInput({
      player: this.player(blocker), kind: 'answer',
      answer: { kind: 'declareBlockers', blocks: blocks.map(([b, a]) => ({ blocker: this.id(b, blocker), attacker: this.id(a) })) },
    });
  }

  /** The winners' ids once the game is over (104.2a), or null while it goes on. */
  winners(): string[] | null {
    return this.state.over ? this.state.over.winners : null;
  }

  life(name: string): number {
    return this.state.players[this.player(name)].life;
  }

  zone(id: ObjectId): string | undefined {
    return this.state.objects[id]?.zone;
  }

  /** Names of the cards in a player's zone (graveyard and library top first). */
  names(who: string, zone: 'hand' | 'library' | 'graveyard' | 'battlefield'): string[] {
    const p = this.player(who);
    const s = this.state;
    const ids = zone === 'battlefield' ? s.battlefield.filter((id) => s.objects[id].controller === p) : zone === 'graveyard' ? [...s.players[p].graveyard].reverse() : s.players[p][zone];
    return ids.map((id) => s.objects[id].card);
  }

  chars(id: ObjectId) {
    return inspect(this.state, this.reg).characteristics(id);
  }

  log(): string {
    return this.events.map(renderEvent).join('\n');
  }

  logged(text: string): boolean {
    return this.events.some((e) => renderEvent(e).includes(text));
  }
}

import { inspect, type CardRegistry, type GameState, type ObjectId } from '@arbiter/engine';

/**
 * A game state as plain JSON for `--json` output: per player life, poison, mana pool and zones (names, top
 * first), the battlefield with each permanent's status, the stack (top first), the turn and how the game ended.
 * Names are current names (CR 613); the full state is `encodeState`'s business, not this.
 */
export function stateJson(state: GameState, cards: CardRegistry) {
  const ins = inspect(state, cards);
  const name = (id: ObjectId) => (state.objects[id]!.kind === 'ability' ? `ability of ${state.objects[id]!.ability?.sourceCard}` : ins.characteristics(id).name);
  const player = (id: string) => state.players[id]?.name ?? id;
  return {
    turn: { number: state.turn.number, active: player(state.turn.active), step: state.turn.step },
    players: state.order.map((id) => {
      const p = state.players[id]!;
      return {
        name: p.name, life: p.life, poison: p.poison, left: !!p.left,
        manaPool: p.manaPool.map((m) => m.type),
        hand: p.hand.map(name), library: p.library.map(name), graveyard: [...p.graveyard].reverse().map(name),
        exile: state.exile.filter((o) => state.objects[o]!.owner === id).map(name),
      };
    }),
    battlefield: state.battlefield.map((id) => {
      const o = state.objects[id]!;
      const c = ins.characteristics(id);
      return {
        name: c.name, controller: player(c.controller), owner: player(o.owner), kind: o.kind, tapped: o.tapped,
        ...(c.power !== null ? { power: c.power, toughness: c.toughness } : {}),
        ...(o.damage ? { damage: o.damage } : {}),
        ...(Object.values(o.counters).some((n) => n) ? { counters: o.counters } : {}),
        ...(o.prepared ? { prepared: true } : {}), ...(o.faceDown ? { faceDown: true } : {}), ...(o.phasedOut ? { phasedOut: true } : {}),
        ...(o.attachedTo ? { attachedTo: name(o.attachedTo) } : {}),
      };
    }),
    stack: [...state.stack].reverse().map(name),
    command: state.command.map(name),
    over: state.over ? { winners: state.over.winners.map(player), reason: state.over.reason } : null,
  };
}

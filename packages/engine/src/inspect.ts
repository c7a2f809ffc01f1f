import type { CardRegistry } from './cards/definition';
import { characteristics, explainCharacteristics, type Characteristics } from './rules/r613-characteristics';
import type { LayerStep } from './rules/r613-layers';
import { beginStep } from './state/draft';
import type { GameState, ObjectId } from './state/types';
import { manaValue } from './mana/value';

/** Read-only queries on a game state, for front ends, tests and the scenario runner. */
export interface Inspector {
  /** CR 613 — current characteristics of an object. */
  characteristics(id: ObjectId): Characteristics;
  /** CR 202.3 — current mana value (X counts as chosen while on the stack). */
  manaValue(id: ObjectId): number;
  /** CR 613 — how the characteristics came about: copiable values, then each effect in layer order. */
  explain(id: ObjectId): { base: Characteristics; steps: LayerStep[]; result: Characteristics };
}

const memo = new WeakMap<GameState, Inspector>();

/** An inspector for one state version; characteristics are memoised per state (DESIGN 4). */
export function inspect(state: GameState, cards: CardRegistry): Inspector {
  const hit = memo.get(state);
  if (hit) return hit;
  const g = beginStep(state, cards);
  const ins: Inspector = {
    characteristics: (id) => characteristics(g, id),
    explain: (id) => explainCharacteristics(beginStep(state, cards), id),
    manaValue: (id) => manaValue(characteristics(g, id).manaCost, state.objects[id]?.zone === 'stack' ? state.objects[id].choices?.x ?? 0 : 0),
  };
  memo.set(state, ins);
  return ins;
}

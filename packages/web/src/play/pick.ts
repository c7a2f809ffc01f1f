import { createContext, useContext } from 'react';
import type { ObjectId, PlayerId } from '@arbiter/engine';

/**
 * What clicking an object or a player means now, set by the decision panel: the table only marks the
 * candidates the engine offered and reports clicks (chessground's "movable pieces" and callbacks).
 */
export interface Picking {
  /** Objects and players the decision offers. */
  candidates: ReadonlySet<string>;
  /** Already chosen in the answer being built. */
  chosen: ReadonlySet<string>;
  pickObject(id: ObjectId): void;
  pickPlayer(id: PlayerId): void;
}

export const NO_PICKING: Picking = { candidates: new Set(), chosen: new Set(), pickObject() {}, pickPlayer() {} };

export const PickContext = createContext<Picking>(NO_PICKING);

export const usePicking = () => useContext(PickContext);

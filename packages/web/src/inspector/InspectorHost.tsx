import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import type { ObjectId } from '@arbiter/engine';
import type { Inspection } from '../lab/messages';
import { Inspector } from './Inspector';

export interface Inspected {
  inspection: Inspection | null;
  problem: string | null;
}

/** Opens an object in the inspector; null where no inspector is wired (a card then offers none). */
export const InspectContext = createContext<((id: ObjectId) => void) | null>(null);

export const useInspect = () => useContext(InspectContext);

/**
 * Gives the cards below a way to open the inspector (right-click on the table) and shows it as a panel over
 * the page. `ask` reaches the worker, which inspects the object in the game it holds, as the viewer may see it.
 */
export function InspectorHost({ ask, ruleset, children }: { ask(id: ObjectId): Promise<Inspected>; ruleset: string; children: ReactNode }) {
  const [shown, setShown] = useState<Inspected | null>(null);
  const inspect = useCallback((id: ObjectId) => { ask(id).then(setShown); }, [ask]);
  return (
    <InspectContext.Provider value={inspect}>
      {children}
      {shown && (
        <div className="inspector-overlay">
          <Inspector inspection={shown.inspection} problem={shown.problem} ruleset={ruleset} onClose={() => setShown(null)} />
        </div>
      )}
    </InspectContext.Provider>
  );
}

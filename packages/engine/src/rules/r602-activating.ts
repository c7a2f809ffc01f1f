import type { PriorityOption } from '../decisions';
import type { Game } from '../state/draft';
import type { PlayerId } from '../state/types';
import { isMainPhaseWithEmptyStack } from './r500-turn';
import { canPayNonManaCost } from './r605-mana-abilities';
import { forbiddenBy } from './r201-names';
import { characteristics, controllerOf } from './r613-characteristics';
import { activatedDef, activationZone } from './r702-keywords';

/**
 * CR 602.1, 602.5 — the activated abilities of permanents `p` controls, and of cards in `p`'s hand that
 * function there (cycling, 702.29a), that may be activated now. Mana abilities are listed with `mana: true` (605.3a).
 * @simplification Options list abilities whose non-mana costs can be paid; mana payability is checked
 * when the activation is made.
 */
export function activatableOptions(g: Game, p: PlayerId): PriorityOption[] {
  const out: PriorityOption[] = [];
  const sorceryTime = g.s.turn.active === p && isMainPhaseWithEmptyStack(g);
  const battlefield = g.s.battlefield.filter((id) => !g.s.objects[id].phasedOut && controllerOf(g, id) === p);
  for (const id of [...battlefield, ...g.s.players[p].hand]) {
    characteristics(g, id).abilities.forEach((raw, ability) => {
      const ab = activatedDef(raw);
      if (!ab || activationZone(ab) !== g.s.objects[id].zone) return;
      if (ab.sorcerySpeed && !sorceryTime) return;
      if (!ab.manaAbility && forbiddenBy(g, characteristics(g, id).name, 'cantActivateChosen')) return; // Pithing Needle (101.2)
      if (!canPayNonManaCost(g, id, ab)) return;
      out.push({ kind: 'activate', object: id, ability, mana: !!ab.manaAbility });
    });
  }
  return out;
}

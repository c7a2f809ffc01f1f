import { face, tapForMana, type Definitions } from './dsl';

/**
 * Lands whose mana abilities are printed. Basic land types' mana abilities are intrinsic (CR 305.6) and
 * come from the rules, not from definitions; Wastes has no basic land type, so its ability is printed.
 */
export const lands: Definitions = {
  Wastes: { normal: face(tapForMana('{T}: Add {C}.', [['C']])) },
};

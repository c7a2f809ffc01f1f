import { face, tapForMana, type Definitions } from './dsl';

/** CR 305.6 — basic land types have intrinsic mana abilities ("{T}: Add {W}" for Plains, etc.). */
export const lands: Definitions = {
  Plains: { normal: face(tapForMana('({T}: Add {W}.)', [['W']])) },
  Island: { normal: face(tapForMana('({T}: Add {U}.)', [['U']])) },
  Swamp: { normal: face(tapForMana('({T}: Add {B}.)', [['B']])) },
  Mountain: { normal: face(tapForMana('({T}: Add {R}.)', [['R']])) },
  Forest: { normal: face(tapForMana('({T}: Add {G}.)', [['G']])) },
  Wastes: { normal: face(tapForMana('{T}: Add {C}.', [['C']])) },
};


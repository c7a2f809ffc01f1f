import { face, tapForMana, type Definitions } from './dsl';

/**
 * Lands whose mana abilities are printed. Basic land types' mana abilities are intrinsic (CR 305.6) and
 * come from the rules, not from definitions; Wastes has no basic land type, so its ability is printed.
 */
export const lands: Definitions = {
  Wastes: { normal: face(tapForMana('{T}: Add {C}.', [['C']])) },
  'Petrified Hamlet': {
    normal: face(
      { kind: 'triggered', text: 'When this land enters, choose a land card name.', trigger: { on: 'enters', who: 'self' }, targets: [], effects: [{ do: 'chooseName', filter: { types: ['Land'] } }] },
      { kind: 'static', text: "Activated abilities of sources with the chosen name can't be activated unless they're mana abilities.", effect: { kind: 'cantActivateChosen' } },
      { kind: 'static', text: 'Lands with the chosen name have "{T}: Add {C}."', effect: { kind: 'chosenNameGains', filter: { types: ['Land'] }, ability: tapForMana('{T}: Add {C}.', [['C']]) } },
      tapForMana('{T}: Add {C}.', [['C']]),
    ),
  },
};

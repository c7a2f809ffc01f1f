/**
 * Rulesets as data (DESIGN 6; ../shared/spec/rulesets.md). Rule code reads a switch, never a ruleset name.
 * `false` is the official Comprehensive Rules behaviour, `true` the behaviour proposed in
 * "Potential Rules Amendments" (seed 003).
 */
export interface RulesetSwitches {
  /** 109.1, 704.5e, 707.10a — any object (not only cards and spells) can be copied; such copies cease outside the stack. */
  copyOfAnyObject: boolean;
  /** 112.2b — the creator of a copy it may cast owns it, even if another player casts it. */
  copyOwnerIsCreator: boolean;
  /** 704.5e — copies of any object outside the stack cease to exist (no battlefield exemption). */
  copiesOutsideStackCease: boolean;
  /** 722.3c — the permanent becomes unprepared as its exiled object leaves exile for any reason. */
  prepareUnprepareOnLeave: boolean;
  /** 722.2c/d — the exiled object is built from the permanent's actual alternative characteristics. */
  prepareAlternativeValues: boolean;
  /** 201.4 — card-name rules apply to every instruction to choose a name, not only effects. */
  nameChoiceAnyInstruction: boolean;
  /** 201.4f–h — a constraint on a chosen alternative name is checked on the alternative characteristics only. */
  nameChoiceAltCharsOnly: boolean;
  /** 715.2c, 720.2c — copy exceptions don't reach Adventure/Omen alternative characteristics. */
  adventureOmenCopyExceptions: boolean;
  /** 106.8 — mana "represented by" a hybrid symbol may be its colorless half. */
  hybridColorlessProduction: boolean;
  /** 714.3 — Sagas have one intrinsic lore-counter ability (read ahead folded in). */
  sagaSingleIntrinsic: boolean;
  /** 305.7 — a land given a basic land type loses every ability not granted in layer 6. */
  bloodMoonRemovesAll: boolean;
  /** Spry and Mighty reads "Choose two creatures you control. If you do, ...". */
  spryAndMightyIfYouDo: boolean;
}

export type SwitchName = keyof RulesetSwitches;

export const SWITCH_NAMES: readonly SwitchName[] = [
  'copyOfAnyObject',
  'copyOwnerIsCreator',
  'copiesOutsideStackCease',
  'prepareUnprepareOnLeave',
  'prepareAlternativeValues',
  'nameChoiceAnyInstruction',
  'nameChoiceAltCharsOnly',
  'adventureOmenCopyExceptions',
  'hybridColorlessProduction',
  'sagaSingleIntrinsic',
  'bloodMoonRemovesAll',
  'spryAndMightyIfYouDo',
];

export type RulesetName = 'cr' | 'amended';

function all(value: boolean): RulesetSwitches {
  return Object.fromEntries(SWITCH_NAMES.map((n) => [n, value])) as unknown as RulesetSwitches;
}

/** The two built-in rulesets. */
export const RULESETS: Record<RulesetName, RulesetSwitches> = { cr: all(false), amended: all(true) };

/** A ruleset: a built-in base with single switches flipped. */
export function ruleset(base: RulesetName, overrides: Partial<RulesetSwitches> = {}): RulesetSwitches {
  return { ...RULESETS[base], ...overrides };
}

import { RULESETS, SWITCH_NAMES, type RulesetName, type SwitchName } from '@arbiter/engine';
import type { LabRuleset } from './messages';

/** What each switch changes (spec/rulesets.md), shown as its tooltip. */
const SWITCH_RULES: Record<SwitchName, string> = {
  copyOfAnyObject: '109.1, 704.5e, 707.10a', copyOwnerIsCreator: '112.2b', copiesOutsideStackCease: '704.5e',
  prepareUnprepareOnLeave: '722.3c', prepareAlternativeValues: '722.2c–d', nameChoiceAnyInstruction: '201.4',
  nameChoiceAltCharsOnly: '201.4f–h', adventureOmenCopyExceptions: '715.2c, 720.2c', hybridColorlessProduction: '106.8',
  sagaSingleIntrinsic: '714.3', bloodMoonRemovesAll: '305.7', spryAndMightyIfYouDo: 'Spry and Mighty (seed 003)',
};

/**
 * A ruleset: `cr` or `amended` with single switches flipped (spec/rulesets.md). With `allowScenario`, null
 * stands for the ruleset the scenario file names.
 */
export function RulesetPicker({ label, value, onChange, allowScenario = false }: {
  label: string;
  value: LabRuleset | null;
  onChange(r: LabRuleset | null): void;
  allowScenario?: boolean;
}) {
  const base = value?.base;
  const values = value ? { ...RULESETS[value.base], ...value.switches } : null;
  const flipped = value ? SWITCH_NAMES.filter((s) => values![s] !== RULESETS[value.base][s]).length : 0;
  return (
    <div className="ruleset-picker">
      <label>{label}{' '}
        <select aria-label={`${label} ruleset`} value={base ?? 'scenario'}
          onChange={(e) => onChange(e.target.value === 'scenario' ? null : { base: e.target.value as RulesetName, switches: {} })}>
          {allowScenario && <option value="scenario">as the scenario says</option>}
          <option value="cr">cr (Comprehensive Rules)</option>
          <option value="amended">amended (seed 003)</option>
        </select>
      </label>
      {value && (
        <details className="switches">
          <summary>switches{flipped ? ` (${flipped} flipped)` : ''}</summary>
          {SWITCH_NAMES.map((s) => (
            <label key={s} title={`rule ${SWITCH_RULES[s]}`} className={values![s] !== RULESETS[value.base][s] ? 'flipped' : ''}>
              <input type="checkbox" checked={values![s]}
                onChange={(e) => onChange({ base: value.base, switches: { ...value.switches, [s]: e.target.checked } })} /> {s}
            </label>
          ))}
        </details>
      )}
    </div>
  );
}

import type { AbilityDef, Effect, TargetSpec } from '../cards/definition';

/** A spell or triggered ability that may be modal (700.2, 700.2b). */
type ModalDef = Extract<AbilityDef, { kind: 'spell' | 'triggered' }>;

/** Shifts every target index an effect refers to by `by` (a mode's first target among all chosen modes' targets). */
function shiftTargets<T>(value: T, by: number): T {
  if (Array.isArray(value)) return value.map((v) => shiftTargets(v, by)) as T;
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    out[k] = ['target', 'controllerOf', 'ownerOf', 'powerOf', 'manaValueOf'].includes(k) && typeof v === 'number' ? v + by : shiftTargets(v, by);
  }
  return out as T;
}

/**
 * CR 700.2, 601.2b–c, 700.2b — a modal spell or triggered ability behaves as the modes chosen for it, in printed
 * order: their targets (each mode's "target" words, in order) and their effects; a mode chosen more than once
 * appears that many times in sequence, each time with its own targets (700.2d). One without modes is itself.
 */
export function withChosenModes<T extends ModalDef>(ab: T, modes: number[]): T {
  if (!ab.modes) return ab;
  const targets: TargetSpec[] = [];
  const effects: Effect[] = [];
  for (const i of [...modes].sort((a, b) => a - b)) {
    const mode = ab.modes[i];
    if (!mode) continue;
    effects.push(...mode.effects.map((e) => shiftTargets(e, targets.length)));
    targets.push(...mode.targets);
  }
  return { ...ab, targets, effects };
}

/** CR 700.2a, 700.2d — a legal choice of modes: the right number, each at most once (unless the text allows more), all existing. */
export function modesError(ab: ModalDef, modes: number[]): string | null {
  if (!ab.modes) return modes.length ? 'it has no modes' : null;
  const { min, max } = ab.chooseModes ?? { min: 1, max: 1 };
  if (modes.length < min || modes.length > max) return `choose ${min === max ? min : `${min} to ${max}`} mode(s)`;
  if (!ab.chooseModes?.sameModeAgain && new Set(modes).size !== modes.length) return 'the same mode can be chosen only once (700.2d)';
  if (modes.some((m) => !Number.isInteger(m) || m < 0 || m >= ab.modes!.length)) return `modes are numbered 1 to ${ab.modes.length}`;
  return null;
}

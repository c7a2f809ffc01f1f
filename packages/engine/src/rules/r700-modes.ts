import type { AbilityDef, Effect, TargetSpec } from '../cards/definition';

type SpellDef = Extract<AbilityDef, { kind: 'spell' }>;

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
 * CR 700.2, 601.2b–c — a modal spell behaves as the modes chosen for it, in printed order: their targets
 * (each mode's "target" words, in order) and their effects. A spell without modes is itself.
 */
export function withChosenModes(ab: SpellDef, modes: number[]): SpellDef {
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

/** CR 700.2a, 700.2d — a legal choice of modes: the right number, each at most once, all existing. */
export function modesError(ab: SpellDef, modes: number[]): string | null {
  if (!ab.modes) return modes.length ? 'this spell has no modes' : null;
  const { min, max } = ab.chooseModes ?? { min: 1, max: 1 };
  if (modes.length < min || modes.length > max) return `choose ${min === max ? min : `${min} to ${max}`} mode(s)`;
  if (new Set(modes).size !== modes.length) return 'the same mode can be chosen only once (700.2d)';
  if (modes.some((m) => !Number.isInteger(m) || m < 0 || m >= ab.modes!.length)) return `modes are numbered 1 to ${ab.modes.length}`;
  return null;
}

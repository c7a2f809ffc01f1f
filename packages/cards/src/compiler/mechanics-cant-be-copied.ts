import type { AbilityDef } from '@arbiter/engine';
import type { Template } from './template';

/** "This spell can't be copied." (707.10): a static ability of the spell; an effect that would copy it makes no copy. */
export const CANT_BE_COPIED_STATICS: Template<AbilityDef>[] = [
  {
    name: "can't be copied",
    reads: ["This spell can't be copied."],
    read: (t) => (t === "~ can't be copied." ? { kind: 'static', text: '', effect: { kind: 'cantBeCopied' } } : null),
  },
];

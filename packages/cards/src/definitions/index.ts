import type { Definitions } from './dsl';
import { lands } from './lands';
import { keywordCards } from './keywords-cards';
import { omenCards } from './omen-cards';
import { prepareCards } from './prepare';
import { prototypeCards } from './prototype';
import { splitCards } from './split-cards';
import { staples } from './staples';
import { triggerCards } from './trigger-cards';

/** Every hand-written card behaviour, by card name. */
export const definitions: Definitions = { ...lands, ...staples, ...keywordCards, ...triggerCards, ...prepareCards, ...prototypeCards, ...splitCards, ...omenCards };

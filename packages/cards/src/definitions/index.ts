import type { Definitions } from './dsl';
import { characteristicCards } from './characteristic-cards';
import { faceDownMergeCards } from './face-down-merge';
import { lands } from './lands';
import { keywordCards } from './keywords-cards';
import { omenCards } from './omen-cards';
import { prepareCards } from './prepare';
import { prototypeCards } from './prototype';
import { replacementCards } from './replacement-cards';
import { splitCards } from './split-cards';
import { staples } from './staples';
import { textChangingCards } from './text-changing';
import { triggerCards } from './trigger-cards';
import { sagaCards } from './sagas';
import { doubleFacedCards } from './double-faced';

/** Every hand-written card behaviour, by card name. */
export const definitions: Definitions = { ...lands, ...staples, ...keywordCards, ...triggerCards, ...prepareCards, ...prototypeCards, ...textChangingCards, ...sagaCards, ...faceDownMergeCards, ...characteristicCards, ...replacementCards, ...splitCards, ...omenCards, ...doubleFacedCards };

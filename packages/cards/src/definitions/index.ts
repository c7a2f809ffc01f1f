import type { Definitions } from './dsl';
import { lands } from './lands';
import { staples } from './staples';

/** Every hand-written card behaviour, by card name. */
export const definitions: Definitions = { ...lands, ...staples };

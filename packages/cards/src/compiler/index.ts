/**
 * The compiler from Oracle text to card definitions (docs/cards.md): the sentence splitter (text.ts),
 * templates for abilities (abilities.ts, triggers.ts), effects (effects.ts), conditions and nouns, and
 * `compileCard`, which reads every face of a card or reports the sentences it did not read.
 */
export { compileCard, compileFace, type Compiled, type Unread } from './compile';
export { paragraphs, sentences, normalizeSelf, selfNames } from './text';

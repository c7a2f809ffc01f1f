/** @arbiter/cards — vendored card data, behaviour definitions, the registry and importers. */
export * from './data/index';
export * from './import/index';
export { buildRegistry, defaultRegistry, referenceNames, unsupportedCards, unsupportedReasonOf, vendoredPool } from './registry';
export { definitions } from './definitions/index';
export type { Definitions } from './definitions/dsl';
export { compileCard, type Compiled, type Unread } from './compiler/index';
export { cardsOfSet, coverage, handComparison, type Coverage } from './coverage';

export { loadPrintedCards, type DataError } from './load';
export { findCardName, suggestNames } from '@arbiter/engine';
export { addedCards, cardSets, sosCards, vendoredCards, type VendoredAlt, type VendoredCard, type VendoredFace } from './vendored';

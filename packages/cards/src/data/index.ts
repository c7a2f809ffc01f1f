export { loadPrintedCards, type DataError } from './load';
export { findCardName, suggestNames } from './names';
export { addedCards, vendoredCards, type VendoredAlt, type VendoredCard, type VendoredFace } from './vendored';

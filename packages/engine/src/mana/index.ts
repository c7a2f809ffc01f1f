export * from './types';
export { ManaSyntaxError, formatManaCost, formatSymbol, parseManaCost } from './symbols';
export { colorsOfCost, manaValue } from './value';
export {
  type CostError,
  addGeneric,
  addPayable,
  emptyPayableCost,
  isCostError,
  legalChoicesFor,
  symbolChoicesNeeded,
  toPayableCost,
  totalManaOf,
} from './announce';
export { findPoolPayment, isValidPoolPayment, removeFromPool } from './pool';
export { type ManaActivation, type ManaOption, type PaymentPlan, findPayment, suggestChoices } from './finder';

// What other features may use of the inventory: the drops list the profile
// page shows, and the labels of a withdrawal's state and end that the
// profile's withdrawals history shows. Everything else here is the
// inventory's own.
export { Inventory } from './Inventory';
export { reasonLabel, tradeStateLabel } from './tradeRules';

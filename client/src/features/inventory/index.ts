// What other features may use of the inventory: the drops list the profile
// page shows, the labels of a withdrawal's state and end, and of a drop's state, that the
// profile's histories show. Everything else here is the
// inventory's own.
export { Inventory } from './Inventory';
export { reasonLabel, tradeStateLabel } from './tradeRules';
export { dropStateLabel } from './states';

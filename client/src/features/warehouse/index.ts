// What other features may use of the warehouse: its profile section (tasks/Progression).
export { default as Warehouse } from './Warehouse';

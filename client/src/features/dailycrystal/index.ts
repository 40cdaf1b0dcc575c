// What other features may use of the daily crystal: its profile section (tasks/Progression).
export { default as DailyCrystal } from './DailyCrystal';

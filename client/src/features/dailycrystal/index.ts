// What other features may use of the daily crystal: its profile section
// (tasks/Progression) and the notices outside it (users/ViewerWatch).
export { default as DailyCrystal } from './DailyCrystal';
export const loadCrystalWatch = () => import('./CrystalWatch');

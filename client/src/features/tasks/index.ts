// What other features may use of the progression: the owner's profile sections
// (daily crystal, tasks, warehouse, socials), one lazy chunk loaded by the profile.
export const loadProgression = () => import('./Progression');

/** sessionStorage key of a level-up the player has not acknowledged yet (the reel sets it, the modal clears it). */
export const LEVEL_UP_KEY = 'level-up';

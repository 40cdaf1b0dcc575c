/** The daily crystal section's id on the owner's profile (`/user/me#daily-crystal`). */
export const CRYSTAL_HASH = 'daily-crystal';

// What other features may use of the histories: the profile's panel of
// tabs (openings, sales, deposits, games, promo codes, withdrawals, the
// statement), a chunk of its own loaded with the owner's profile.
export const loadHistory = () => import('./HistoryPanel');

// The case page and the daily bonus page ship in one chunk: the daily bonus
// opens its case with the play kit's roulette and result, as the case page
// does, and a chunk of its own would add its shared chunks to the entry's
// preload lists, which the home route's budget has no room for. Both routes
// load this module (features/cases/screens.ts, AppRoutes.tsx).
export { default } from '../../features/cases/CasePage';
export { default as DailyBonusPage } from '../../features/dailybonus/DailyBonusPage';

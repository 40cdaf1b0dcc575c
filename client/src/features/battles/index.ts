// What other features may use of case battles: the battle verifier, a section
// of the fair page, which loads with the battle screens' chunk (pages.ts)
// when asked for.
export const loadBattleVerifier = () => import('./pages').then((m) => ({ default: m.BattleVerifier }));

// The battle screens ship in one chunk, with their queries' artifacts: the
// entry then lists one file for all of them (the home route's budget has no
// room for one per screen). screens.ts, and the fair page for the battle verifier (index.ts), load it.
export { default as BattlesPage, battlesPageQuery } from './BattlesPage';
export { default as CreatePage, createPageQuery } from './CreatePage';
export { default as BattlePage, battlePageQuery } from './BattlePage';
export { default as BattleVerifier } from './BattleVerifier';

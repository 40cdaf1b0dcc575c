// Site events and seasonal themes: the layout mounts ThemeWatch after the
// first paint; other features may read the timing rules.
export { runningEvents, refreshDelay, THEMES, type SiteEvent } from './themes';

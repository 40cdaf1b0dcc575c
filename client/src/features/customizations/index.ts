// What other features may use of customizations: the wardrobe the own
// profile shows, and what players wear, resolved from the ids their views
// carry (the feed, battles, profiles, the level-up modal).
export { Wardrobe } from './Wardrobe';
export { useWear, useOwnWear, type WornIds } from './wear';

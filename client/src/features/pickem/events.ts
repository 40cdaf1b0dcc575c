/** Pick'em events with a page (`pick-em/:slug`); any other slug is unknown (spec 2). */
export const PICKEM_EVENTS = [
  'katowice-2025', 'melbourne-2025', 'chengdu-2025', 'dallas-2025',
  'blast-austin-major', 'cologne-2025', 'esports-world-cup-2025',
];

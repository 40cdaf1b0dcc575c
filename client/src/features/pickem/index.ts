// The pick'em feature's public entry: its lazy pages and the event slugs.
export { PICKEM_EVENTS } from './events';

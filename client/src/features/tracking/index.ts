// features/tracking's public entry: what other features use of consent and
// analytics.
export { pullAnalytics } from './server';
export { SENT_KEY } from './dataLayer';

/** The owner's rating of the service, a chunk of its own (the profile shows it). */
export const loadRateWidget = () => import('./RateWidget');

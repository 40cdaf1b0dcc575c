// The push feature's public entry (features/push): what other features use.
export { offerPushOnce } from './offer';

/** The profile's push card, a chunk of its own. */
export const loadPushCard = () => import('./PushCard');

import { commitLocalUpdate } from 'relay-runtime';
import { environment } from '../env/relay';
import { setUnauthorizedHandler } from '../env/http';

/** Drops the viewer from the Relay store so every `me` reader re-renders. */
export function resetViewer(): void {
  commitLocalUpdate(environment, (store) => {
    store.getRoot().setValue(null, 'me');
  });
}
setUnauthorizedHandler(resetViewer);

/** Keeps a partner's referral code for a day, until sign-in (spec 9). */
export function saveReferrer(code: string): void {
  document.cookie = `ref_code=${encodeURIComponent(code)};max-age=86400;path=/;samesite=lax`;
}

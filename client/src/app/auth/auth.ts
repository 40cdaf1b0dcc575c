import { commitLocalUpdate } from 'relay-runtime';
import { environment } from '../env/relay';
import { setUnauthorizedHandler } from '../env/http';

const REF_KEY = 'ref-code';

/** Drops the viewer from the Relay store so every `me` reader re-renders. */
export function resetViewer(): void {
  commitLocalUpdate(environment, (store) => {
    store.getRoot().setValue(null, 'me');
  });
}
setUnauthorizedHandler(resetViewer);

export function saveReferrer(code: string): void {
  try {
    localStorage.setItem(REF_KEY, code);
  } catch {
    /* ignore */
  }
}
export function getReferrer(): string | null {
  try {
    return localStorage.getItem(REF_KEY);
  } catch {
    return null;
  }
}

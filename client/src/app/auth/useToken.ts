import { useSyncExternalStore } from 'react';
import { getToken, onTokenChange } from './token';

export function useToken(): string | null {
  return useSyncExternalStore(onTokenChange, getToken, () => null);
}

import { useSyncExternalStore } from 'react';

// Breakpoints from spec 2 "UI behaviour".
export const MOBILE_MAX = 880;
export const STORE_MOBILE_MAX = 720;
export const PHONE_MAX = 575;
export const PICKEM_MIN = 1200;

export type TopNavWidth = 'large' | 'medium' | 'small';
export function topNavWidth(width: number): TopNavWidth {
  if (width > 1500) return 'large';
  if (width > 1200) return 'medium';
  return 'small';
}

function subscribe(cb: () => void) {
  window.addEventListener('resize', cb);
  return () => window.removeEventListener('resize', cb);
}
export function useViewportWidth(): number {
  return useSyncExternalStore(subscribe, () => window.innerWidth, () => 1280);
}

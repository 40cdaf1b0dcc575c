import { useSyncExternalStore } from 'react';
import type { CooldownPeriod, Notice, Text } from '../errors/errorMap';

// Notices (toasts) and the modal stack, kept outside React so the network
// layer and error handlers can open them.

export type ModalSpec =
  | { type: 'info'; title?: Text; content: Text; icon?: string; caption?: Text; confirmLabel?: Text; onConfirm?: () => void }
  | { type: 'login' }
  | { type: 'levelUp'; level: number; nickname: string; avatar?: string | null }
  | { type: 'selfBan'; until: string; accountId: string }
  | { type: 'promoCooldown'; period: CooldownPeriod; code?: string; title?: Text }
  | { type: 'country'; ipCountry?: string | null }
  | { type: 'skillGaming' };

export interface NoticeItem extends Notice {
  key: number;
}

interface UiState {
  notices: NoticeItem[];
  modals: ModalSpec[];
}

let state: UiState = { notices: [], modals: [] };
const listeners = new Set<() => void>();
let seq = 0;

function set(next: Partial<UiState>) {
  state = { ...state, ...next };
  listeners.forEach((l) => l());
}

export const ui = {
  get: () => state,
  subscribe(l: () => void) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
  notify(n: Notice, ttlMs = 6000) {
    const key = ++seq;
    set({ notices: [...state.notices.slice(-4), { ...n, key }] });
    if (ttlMs > 0) setTimeout(() => ui.dismiss(key), ttlMs);
  },
  dismiss(key: number) {
    set({ notices: state.notices.filter((n) => n.key !== key) });
  },
  open(m: ModalSpec) {
    // One modal of a kind at a time: re-opening replaces it.
    set({ modals: [...state.modals.filter((x) => x.type !== m.type), m] });
  },
  close(type: ModalSpec['type']) {
    set({ modals: state.modals.filter((x) => x.type !== type) });
  },
};

export function useUi(): UiState {
  return useSyncExternalStore(ui.subscribe, ui.get, ui.get);
}

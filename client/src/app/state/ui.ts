import { useSyncExternalStore } from 'react';
import type { Notice, Text } from '../errors/errorMap';

// Notices (toasts) and the modal stack, kept outside React so the network
// layer and error handlers can open them.

/**
 * Modal kinds and what each needs to render. The shell's own are listed here;
 * a feature adds its kinds by declaration merging (`declare module` on this
 * file) and registers the component with app/modals/registry.
 */
export interface ModalSpecs {
  info: { title?: Text; content: Text; icon?: string; caption?: Text; confirmLabel?: Text; onConfirm?: () => void };
  login: Record<never, never>;
}

export type ModalType = keyof ModalSpecs;
export type ModalSpec = { [K in ModalType]: { type: K } & ModalSpecs[K] }[ModalType];
export type ModalSpecOf<K extends ModalType> = Extract<ModalSpec, { type: K }>;

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
  close(type: ModalType) {
    set({ modals: state.modals.filter((x) => x.type !== type) });
  },
};

export function useUi(): UiState {
  return useSyncExternalStore(ui.subscribe, ui.get, ui.get);
}

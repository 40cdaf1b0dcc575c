import { lazy, type ComponentType } from 'react';
import type { Namespace } from '../../i18n/namespaces';
import { importChunk } from '../routing/lazy';
import type { ModalSpecOf, ModalType } from '../state/ui';

// Features register their modals here by kind; ModalHost renders whichever is
// open without knowing the features. Registration happens when a feature's
// modules load (see features/users/modals.ts). A feature's modal is
// registered by its loader, so its code (and its queries) load when it first
// opens, not with the shell.

export interface ModalProps<K extends ModalType> {
  spec: ModalSpecOf<K>;
  onClose: () => void;
}

type Modal<K extends ModalType> = ComponentType<ModalProps<K>>;
type ModalLoader<K extends ModalType> = () => Promise<{ default: Modal<K> }>;

export interface ModalEntry {
  component: ComponentType<ModalProps<any>>;
  /** Starts loading a lazily registered modal's code (the render suspends until it is there). */
  preload?: () => void;
  /** A blocking modal is shown above every other open modal (self-ban). */
  blocking: boolean;
  /** Message namespaces the modal needs beyond the shell's (loaded before it shows). */
  namespaces: readonly Namespace[];
}

interface ModalOptions {
  blocking?: boolean;
  namespaces?: readonly Namespace[];
}

const entries = new Map<ModalType, ModalEntry>();

export function registerModal<K extends ModalType>(type: K, component: Modal<K>, opts: ModalOptions = {}): void {
  entries.set(type, { component: component as Modal<any>, blocking: !!opts.blocking, namespaces: opts.namespaces ?? [] });
}

/** Registers a modal whose module (default export) loads when it first opens. */
export function registerLazyModal<K extends ModalType>(type: K, load: ModalLoader<K>, opts: ModalOptions = {}): void {
  // One attempt per tab (as React.lazy keeps it), shared with preload().
  let loading: Promise<{ default: Modal<K> }> | null = null;
  const start = () => (loading ??= importChunk(`modal ${type}`, load));
  entries.set(type, {
    component: lazy(start) as unknown as Modal<any>,
    preload: () => void start().catch(() => {}), // the render reports it
    blocking: !!opts.blocking,
    namespaces: opts.namespaces ?? [],
  });
}

export function modalEntry(type: ModalType): ModalEntry | undefined {
  return entries.get(type);
}

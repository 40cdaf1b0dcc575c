import { Component as ReactComponent, Suspense, type ReactNode } from 'react';
import { useUi, ui, type ModalSpec } from '../state/ui';
import { WithMessages } from '../routing/messages';
import { modalEntry, registerLazyModal } from './registry';
// Domain modals register from their features (features/*/modals.ts): the
// users' from the layout, on every page; the promo codes' here, as no module
// of theirs is on every page yet.
import '../../features/promo/modals';

// The shell's own modals, loaded when one first opens.
registerLazyModal('info', () => import('./InfoModal'));
registerLazyModal('login', () => import('./LoginModal'));

/** The modal to show: a blocking one wins, else the last opened that is registered. */
export function topModal(modals: readonly ModalSpec[]): ModalSpec | undefined {
  const known = modals.filter((m) => modalEntry(m.type));
  return known.find((m) => modalEntry(m.type)!.blocking) ?? known[known.length - 1];
}

/** A modal whose code failed to load (reported by its loader) shows nothing; the page stays usable. */
class ModalBoundary extends ReactComponent<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function ModalHost() {
  const { modals } = useUi();
  const top = topModal(modals);
  if (!top) return null;
  const { component: Component, namespaces, preload } = modalEntry(top.type)!;
  const modal = <Component spec={top} onClose={() => ui.close(top.type)} />;
  if (!namespaces.length && !preload) return modal;
  // Its code and its messages load together (not one after the other).
  preload?.();
  // A domain modal may wait for its code and messages; the page stays as it is meanwhile.
  return (
    <ModalBoundary key={top.type}>
      <Suspense fallback={null}>
        <WithMessages namespaces={namespaces}>{modal}</WithMessages>
      </Suspense>
    </ModalBoundary>
  );
}

export default ModalHost;

import { lazy, Suspense } from 'react';
import { useUi } from '../state/ui';
import { importChunk } from '../routing/lazy';

const Notices = lazy(() => importChunk('notices', () => import('./Notices')));

/** Notices stack (toasts) for errors and confirmations. The live region is always there, so screen readers announce the first notice. */
export function GlobalAlert() {
  const { notices } = useUi();
  return (
    <div className="notices" aria-live="polite">
      {notices.length > 0 && (
        <Suspense fallback={null}>
          <Notices notices={notices} />
        </Suspense>
      )}
    </div>
  );
}

import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

// Horizontal menu scrolled by mouse drag or wheel, with a progress line.
// A drag longer than DRAG_LOCK_PX swallows the click that ends it, so letting
// go over a link does not follow it.
export const DRAG_LOCK_PX = 30;
const STARTUP_UPDATE_MS = 100;

export function ScrollMenu({ children, className, ariaLabel }: { children: ReactNode; className?: string; ariaLabel?: string }) {
  const track = useRef<HTMLDivElement>(null);
  const drag = useRef({ down: false, startX: 0, startLeft: 0, moved: 0 });
  const [progress, setProgress] = useState(0);
  const [scrollable, setScrollable] = useState(false);

  const update = useCallback(() => {
    const el = track.current;
    if (!el) return;
    const max = el.scrollWidth - el.clientWidth;
    setScrollable(max > 1);
    setProgress(max > 1 ? el.scrollLeft / max : 0);
  }, []);

  useEffect(() => {
    const el = track.current;
    // Layout (fonts, images) settles after mount; measure a little later.
    const t = setTimeout(update, STARTUP_UPDATE_MS);
    const onWheel = (e: WheelEvent) => {
      if (!el || Math.abs(e.deltaY) <= Math.abs(e.deltaX) || el.scrollWidth <= el.clientWidth) return;
      el.scrollLeft += e.deltaY;
      e.preventDefault();
    };
    el?.addEventListener('wheel', onWheel, { passive: false });
    window.addEventListener('resize', update);
    return () => {
      clearTimeout(t);
      el?.removeEventListener('wheel', onWheel);
      window.removeEventListener('resize', update);
    };
  }, [update]);

  return (
    <div className={`scroll-menu ${className ?? ''}`}>
      <div
        ref={track}
        className="scroll-menu__track"
        role="group"
        aria-label={ariaLabel}
        onScroll={update}
        onPointerDown={(e) => {
          if (e.pointerType !== 'mouse' || !track.current) return;
          drag.current = { down: true, startX: e.clientX, startLeft: track.current.scrollLeft, moved: 0 };
        }}
        onPointerMove={(e) => {
          const d = drag.current;
          if (!d.down || !track.current) return;
          const dx = e.clientX - d.startX;
          d.moved = Math.max(d.moved, Math.abs(dx));
          track.current.scrollLeft = d.startLeft - dx;
        }}
        onPointerUp={() => {
          drag.current.down = false;
        }}
        onPointerLeave={() => {
          drag.current.down = false;
        }}
        onClickCapture={(e) => {
          if (drag.current.moved > DRAG_LOCK_PX) {
            e.preventDefault();
            e.stopPropagation();
          }
          drag.current.moved = 0;
        }}
      >
        {children}
      </div>
      {scrollable && (
        <div className="scroll-menu__progress" aria-hidden>
          <span style={{ width: `${Math.max(8, progress * 100)}%` }} />
        </div>
      )}
    </div>
  );
}

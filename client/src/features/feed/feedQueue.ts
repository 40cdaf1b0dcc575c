// Live feed pacing (spec 9): 10 winners shown, one new every 420 ms, and a
// backlog above 1000 is dropped rather than replayed minutes late.
export const FEED_SIZE = 10;
export const FEED_INTERVAL_MS = 420;
export const FEED_MAX_QUEUE = 1000;
export const PRELOAD_RING = 20;

export class FeedQueue<T> {
  private queue: T[] = [];
  shown: T[] = [];

  push(item: T): void {
    if (this.queue.length >= FEED_MAX_QUEUE) this.queue = [];
    this.queue.push(item);
  }

  /** Moves one queued item to the front of the shown list; false when idle. */
  tick(): boolean {
    const next = this.queue.shift();
    if (next === undefined) return false;
    this.shown = [next, ...this.shown].slice(0, FEED_SIZE);
    return true;
  }

  /**
   * Fills the list with wins that happened before the page loaded (newest
   * first) behind whatever arrived live meanwhile, so the feed is never empty
   * on arrival; a win already shown is not shown twice.
   */
  seed(items: readonly T[], key: (item: T) => string): void {
    const seen = new Set(this.shown.map(key));
    this.shown = [...this.shown, ...items.filter((i) => !seen.has(key(i)))].slice(0, FEED_SIZE);
  }

  get pending(): number {
    return this.queue.length;
  }
}

/** Warms the browser cache for upcoming images with a fixed ring of Image objects. */
export class PreloadRing {
  private ring: HTMLImageElement[] = [];
  private i = 0;

  preload(src: string | null | undefined): void {
    if (!src || typeof Image === 'undefined') return;
    if (this.ring.length < PRELOAD_RING) this.ring.push(new Image());
    const img = this.ring[this.i % this.ring.length];
    this.i = (this.i + 1) % PRELOAD_RING;
    img.src = src;
  }
}

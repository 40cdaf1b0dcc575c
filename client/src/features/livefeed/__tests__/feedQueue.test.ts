import { FEED_MAX_QUEUE, FEED_SIZE, FeedQueue } from '../feedQueue';

describe('live feed queue', () => {
  it('shows at most 10, newest first, one per tick', () => {
    const q = new FeedQueue<number>();
    for (let i = 1; i <= 15; i++) q.push(i);
    expect(q.tick()).toBe(true);
    expect(q.shown).toEqual([1]);
    while (q.tick());
    expect(q.shown).toHaveLength(FEED_SIZE);
    expect(q.shown[0]).toBe(15);
    expect(q.tick()).toBe(false);
  });

  it('drops the backlog above 1000', () => {
    const q = new FeedQueue<number>();
    for (let i = 0; i < FEED_MAX_QUEUE; i++) q.push(i);
    expect(q.pending).toBe(FEED_MAX_QUEUE);
    q.push(-1);
    expect(q.pending).toBe(1);
    q.tick();
    expect(q.shown).toEqual([-1]);
  });
});

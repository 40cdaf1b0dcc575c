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

  it('seeds the last wins behind the live ones, without repeats, at most 10', () => {
    const q = new FeedQueue<number>();
    q.seed([9, 8, 7], String);
    expect(q.shown).toEqual([9, 8, 7]);
    q.push(10);
    q.tick();
    q.seed([10, 9, 6, 5, 4, 3, 2, 1, 0, -1], String);
    expect(q.shown).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
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

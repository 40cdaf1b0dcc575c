import { DRAFT_KEY, readDraft, writeDraft } from '../draft';
import { REMATCH_KEY, countdownSeconds, forgetRematch, rematchDeadline, remainingMs } from '../rematch';

const A = { id: 'C1', alias: 'alpha-case', name: 'Alpha Case', price: '2.25', image: null };

beforeEach(() => localStorage.clear());

describe('the create draft in local storage', () => {
  it('is read back as written', () => {
    writeDraft([{ case: A, count: 3 }]);
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY)!)).toEqual([{ case: A, count: 3 }]);
    expect(readDraft()).toEqual([{ case: A, count: 3 }]);
  });

  it('is removed when empty', () => {
    writeDraft([{ case: A, count: 1 }]);
    writeDraft([]);
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('leaves out an entry without a case id with a console warning only (spec 5)', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const error = jest.spyOn(console, 'error');
    localStorage.setItem(DRAFT_KEY, JSON.stringify([{ case: { name: 'No id' }, count: 1 }, { case: A, count: 2 }, null, { count: 4 }]));
    expect(readDraft()).toEqual([{ case: A, count: 2 }]);
    expect(warn).toHaveBeenCalledTimes(3);
    expect(error).not.toHaveBeenCalled();
    warn.mockRestore();
    error.mockRestore();
  });

  it('survives what it cannot read', () => {
    localStorage.setItem(DRAFT_KEY, '{not json');
    expect(readDraft()).toEqual([]);
    localStorage.setItem(DRAFT_KEY, '{"a":1}');
    expect(readDraft()).toEqual([]);
    localStorage.setItem(DRAFT_KEY, JSON.stringify([{ case: A, count: 0 }, { case: A, count: 'x' }]));
    expect(readDraft()).toEqual([]);
  });
});

describe('the rematch countdown (spec 4)', () => {
  const now = 1_000_000;

  it('stores when the offer ends, and a reload restores it rather than the server’s later answer', () => {
    expect(rematchDeadline('R1', now + 60_000, now)).toBe(now + 60_000);
    expect(JSON.parse(localStorage.getItem(REMATCH_KEY)!)).toEqual({ R1: now + 60_000 });
    // After a reload, 20 s later: the stored end, whatever the new answer says.
    expect(rematchDeadline('R1', now + 20_000 + 45_000, now + 20_000)).toBe(now + 60_000);
    expect(remainingMs(now + 60_000, now + 20_000)).toBe(40_000);
  });

  it('keeps several offers and forgets the old ones', () => {
    rematchDeadline('R1', now - 11 * 60_000, now - 12 * 60_000);
    rematchDeadline('R2', now + 60_000, now);
    expect(Object.keys(JSON.parse(localStorage.getItem(REMATCH_KEY)!))).toEqual(['R2']);
    rematchDeadline('R3', now + 61_000, now + 1000);
    forgetRematch('R2');
    expect(JSON.parse(localStorage.getItem(REMATCH_KEY)!)).toEqual({ R3: now + 61_000 });
    forgetRematch('R3');
    expect(localStorage.getItem(REMATCH_KEY)).toBeNull();
  });

  it('counts whole seconds down to zero, never below', () => {
    expect([60_000, 59_001, 1000, 1, 0, -5].map(countdownSeconds)).toEqual([60, 60, 1, 1, 0, 0]);
    expect(remainingMs(now, now + 5)).toBe(0);
  });

  it('survives a broken store', () => {
    localStorage.setItem(REMATCH_KEY, '[1,2]');
    expect(rematchDeadline('R1', now + 1, now)).toBe(now + 1);
    localStorage.setItem(REMATCH_KEY, 'oops');
    expect(rematchDeadline('R1', now + 2, now)).toBe(now + 2);
  });
});

import { clock, countdown, dailyView } from '../rules';
import { REMINDER_MS, isDailyBonusPath, pickReminder, reminderDelay, showDot, takeChange } from '../DailyWatch';

const bonus = (over: object = {}) => ({ available: true, daysLeft: 7, lastOpenedToday: false, nextAt: null, ...over });

describe('the daily bonus screen’s state', () => {
  it('asks a visitor to sign in', () => {
    expect(dailyView(null)).toEqual({ kind: 'signIn' });
    expect(dailyView(undefined)).toEqual({ kind: 'signIn' });
  });

  it('is available when days are left and it was not opened today (spec 4)', () => {
    expect(dailyView(bonus())).toEqual({ kind: 'available' });
  });

  it('counts down to the next UTC day once opened', () => {
    expect(dailyView(bonus({ available: false, lastOpenedToday: true, nextAt: '2026-11-25T00:00:00Z' }))).toEqual({
      kind: 'opened',
      nextAt: Date.UTC(2026, 10, 25),
    });
    expect(dailyView(bonus({ available: false, lastOpenedToday: true, nextAt: null }))).toEqual({ kind: 'opened', nextAt: null });
  });

  it('is closed when the window has no day left', () => {
    expect(dailyView(bonus({ available: false, daysLeft: 0 }))).toEqual({ kind: 'closed' });
  });

  it('counts down in whole seconds and says when the time has come', () => {
    const at = Date.UTC(2026, 10, 25);
    expect(countdown(at, at - (7 * 3600 + 5 * 60 + 9) * 1000)).toEqual({ hours: 7, minutes: 5, seconds: 9, done: false });
    expect(countdown(at, at - 1500)).toEqual({ hours: 0, minutes: 0, seconds: 2, done: false });
    expect(countdown(at, at)).toEqual({ hours: 0, minutes: 0, seconds: 0, done: true });
    expect(countdown(at, at + 5000).done).toBe(true);
    expect(clock({ hours: 7, minutes: 5, seconds: 9, done: false })).toBe('07:05:09');
    expect(clock({ hours: 23, minutes: 59, seconds: 0, done: false })).toBe('23:59:00');
  });
});

describe('the daily reward reminder (spec 9)', () => {
  it('comes 60 s after landing, at once if that has passed', () => {
    expect(REMINDER_MS).toBe(60_000);
    expect(reminderDelay(0)).toBe(60_000);
    expect(reminderDelay(12_500)).toBe(47_500);
    expect(reminderDelay(90_000)).toBe(0);
  });

  it('is not shown on the daily bonus page, in any language', () => {
    expect(isDailyBonusPath('/dailybonus')).toBe(true);
    expect(isDailyBonusPath('/ru/dailybonus')).toBe(true);
    expect(isDailyBonusPath('/dailybonus/')).toBe(true);
    expect(isDailyBonusPath('/')).toBe(false);
    expect(isDailyBonusPath('/daily-bonus')).toBe(false);
    expect(isDailyBonusPath('/user/dailybonus')).toBe(false);
  });

  it('picks one of the texts 1 to 5', () => {
    expect(pickReminder(() => 0)).toBe(1);
    expect(pickReminder(() => 0.2)).toBe(2);
    expect(pickReminder(() => 0.999999)).toBe(5);
    const seen = new Set(Array.from({ length: 200 }, () => pickReminder()));
    expect([...seen].every((n) => n >= 1 && n <= 5)).toBe(true);
  });
});

describe('the header link’s dot', () => {
  it('is a page attribute the stylesheet draws', () => {
    const root = document.createElement('html');
    showDot(true, root);
    expect(root.getAttribute('data-daily-bonus')).toBe('available');
    showDot(false, root);
    expect(root.hasAttribute('data-daily-bonus')).toBe(false);
  });

  it('follows dailyBonusChanged: the change becomes the viewer’s daily bonus when there is none', () => {
    const changed = { id: 'changed' };
    const setLinkedRecord = jest.fn();
    const store = {
      getRootField: (name: string) => (name === 'dailyBonusChanged' ? changed : null),
      getRoot: () => ({ setLinkedRecord, getLinkedRecord: () => null }),
    };
    takeChange(store as never);
    expect(setLinkedRecord).toHaveBeenCalledWith(changed, 'dailyBonus');
  });

  it('copies a change into the viewer’s daily bonus, keeping what the change does not carry (its case)', () => {
    const values: Record<string, unknown> = { available: true, daysLeft: 7, case: 'case-record' };
    const current = { setValue: (v: unknown, f: string) => (values[f] = v) };
    const changedValues: Record<string, unknown> = { available: false, daysLeft: 6, lastOpenedToday: true, nextAt: 'tomorrow', tier: 1, maxWin: '5.00', level: 3, topupsSum: '0.00' };
    const changed = { getValue: (f: string) => changedValues[f] };
    const setLinkedRecord = jest.fn();
    const store = {
      getRootField: (name: string) => (name === 'dailyBonusChanged' ? changed : null),
      getRoot: () => ({ setLinkedRecord, getLinkedRecord: (name: string) => (name === 'dailyBonus' ? current : null) }),
    };
    takeChange(store as never);
    expect(setLinkedRecord).not.toHaveBeenCalled();
    expect(values).toEqual({ ...changedValues, case: 'case-record' });
  });
});

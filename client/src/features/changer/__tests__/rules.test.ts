import {
  CHANGE_MS,
  FAST_CHANGE_MS,
  FEED_SIZE,
  changeMs,
  changeState,
  credit,
  difference,
  hiddenGiven,
  keepsTarget,
  mergeFeed,
  prependEntry,
  spreadCents,
  type Info,
  type Selection,
} from '../rules';
import { MAX_DELAY_MS } from '../rules.gen';

const SPREAD = 500; // server/changer.DefaultSpreadBps

describe('credit, as server/changer computes it', () => {
  it.each([
    [1000, 950], // 5% off
    [999, 949], // 949.05 truncated
    [1, 0],
    [0, 0],
    [-5, 0],
  ])('items worth %i¢ give %i¢', (value, want) => {
    expect(credit(value, SPREAD)).toBe(want);
  });

  it('uses the spread it is given, and stays exact for large values', () => {
    expect(credit(1000, 0)).toBe(1000);
    expect(credit(1000, 1000)).toBe(900);
    expect(credit(100_000_000_000, SPREAD)).toBe(95_000_000_000);
    expect(credit(2 ** 53 - 1, 0)).toBe(2 ** 53 - 1);
  });

  it('shows what the spread takes and what goes to the balance', () => {
    expect(spreadCents(999, SPREAD)).toBe(50);
    expect(spreadCents(0, SPREAD)).toBe(0);
    expect(difference(949, 900)).toBe(49);
    expect(difference(949, 949)).toBe(0);
  });
});

describe('the change button', () => {
  const info: Info = { maxItems: 10, playable: true, reason: null };
  const sel = (s: Partial<Selection>): Selection => ({ signedIn: true, items: 2, credit: 950, target: 900, ...s });

  it('asks a visitor to sign in, and names the server’s refusal', () => {
    expect(changeState(info, sel({ signedIn: false })).kind).toBe('signIn');
    expect(changeState({ ...info, playable: false, reason: 'api.restricted' }, sel({}))).toEqual({ kind: 'unavailable', reason: 'api.restricted' });
    expect(changeState({ ...info, playable: false }, sel({}))).toEqual({ kind: 'unavailable', reason: 'api.generic' });
  });

  it('takes 1 to 10 items', () => {
    expect(changeState(info, sel({ items: 0 })).kind).toBe('noItems');
    expect(changeState(info, sel({ items: 1 })).kind).toBe('change');
    expect(changeState(info, sel({ items: 10 })).kind).toBe('change');
    expect(changeState(info, sel({ items: 11 }))).toEqual({ kind: 'tooMany', max: 10 });
  });

  it('needs a target the credit pays for, and pays the rest to the balance', () => {
    expect(changeState(info, sel({ target: null })).kind).toBe('noTarget');
    expect(changeState(info, sel({ target: 951 })).kind).toBe('tooDear');
    expect(changeState(info, sel({ target: 950 }))).toEqual({ kind: 'change', difference: 0 });
    expect(changeState(info, sel({ target: 900 }))).toEqual({ kind: 'change', difference: 50 });
  });

  it('drops a picked target the new selection no longer pays for', () => {
    expect(keepsTarget({ price: 900 }, 950)).toBe(true);
    expect(keepsTarget({ price: 950 }, 950)).toBe(true);
    expect(keepsTarget({ price: 951 }, 950)).toBe(false);
    expect(keepsTarget(null, 950)).toBe(false);
  });
});

describe('the change feed', () => {
  const e = (id: string) => ({ id });

  it('puts a new change first and keeps the latest 20', () => {
    let list: { id: string }[] = [];
    for (let i = 0; i < 25; i++) list = prependEntry(list, e(String(i)));
    expect(list).toHaveLength(FEED_SIZE);
    expect(list[0].id).toBe('24');
    expect(list[FEED_SIZE - 1].id).toBe('5');
  });

  it('shows a change once, even when it arrives twice', () => {
    expect(prependEntry([e('b'), e('a')], e('a'))).toEqual([e('a'), e('b')]);
  });

  it('joins the first page with what arrived before it', () => {
    expect(mergeFeed([e('c')], [e('c'), e('b'), e('a')])).toEqual([e('c'), e('b'), e('a')]);
    expect(mergeFeed([e('d')], [e('c'), e('b')], 2)).toEqual([e('d'), e('c')]);
  });

  it('counts the given items past the first three', () => {
    expect(hiddenGiven(1)).toBe(0);
    expect(hiddenGiven(3)).toBe(0);
    expect(hiddenGiven(7)).toBe(4);
  });
});

describe('the animation', () => {
  it('is shorter in fast mode', () => {
    expect(changeMs(false)).toBe(CHANGE_MS);
    expect(changeMs(true)).toBe(FAST_CHANGE_MS);
  });
});

// The animation announced to the server (delayMs) stays within the longest it
// holds a result back (MAX_DELAY_MS, generated from server/changer.MaxDelay).
it('announces no animation longer than the server holds a result back', () => {
  for (const ms of [CHANGE_MS, FAST_CHANGE_MS]) expect(ms).toBeLessThanOrEqual(MAX_DELAY_MS);
});

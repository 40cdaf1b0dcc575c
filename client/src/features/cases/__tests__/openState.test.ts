import { openState } from '../openState';
import { COUNTS } from '../OpenControls';
import { MAX_OPEN_COUNT } from '../rules.gen';

describe('open button from the server availability', () => {
  it('asks a visitor to sign in', () => {
    expect(openState({ openable: false, reason: 'api.no_auth', maxCount: 0 }, 1)).toEqual({ kind: 'signIn' });
  });

  it('opens up to the count the server allows, and offers a refill above it', () => {
    const av = { openable: true, reason: null, maxCount: 3 };
    expect(openState(av, 1)).toEqual({ kind: 'open' });
    expect(openState(av, 3)).toEqual({ kind: 'open' });
    expect(openState(av, 4)).toEqual({ kind: 'refill' });
  });

  it('offers a refill when not even one is affordable', () => {
    expect(openState({ openable: false, reason: 'api.not_enough_money', maxCount: 0 }, 1)).toEqual({ kind: 'refill' });
  });

  it('says why when no balance would help', () => {
    for (const reason of ['api.case_disabled', 'api.restricted', 'api.self_banned', 'api.account_restricted']) {
      expect(openState({ openable: false, reason, maxCount: 0 }, 1)).toEqual({ kind: 'unavailable', reason });
    }
  });
});

describe('count picker', () => {
  it("offers x1 up to the server's most cases per open (generated from server/cases)", () => {
    expect(COUNTS[0]).toBe(1);
    expect(COUNTS).toHaveLength(MAX_OPEN_COUNT);
    expect(COUNTS.every((n, i) => n === i + 1)).toBe(true);
  });
});

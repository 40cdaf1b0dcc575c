import { BOOST_PLAYS, isBoost } from '../boost';

describe('the drop boost', () => {
  it('is a used drop of a boost item, worth two free plays', () => {
    expect(isBoost({ state: 'used', item: { category: 'boost' } })).toBe(true);
    expect(isBoost({ state: 'active', item: { category: 'boost' } })).toBe(false);
    expect(isBoost({ state: 'used', item: { category: 'rifle' } })).toBe(false);
    expect(BOOST_PLAYS).toBe(2);
  });
});

import { animationOrigin, onlineVisible } from '../online';

describe('online counter', () => {
  it('stays hidden until a count above zero is known', () => {
    expect(onlineVisible(null)).toBe(false);
    expect(onlineVisible(0)).toBe(false);
    expect(onlineVisible(-1)).toBe(false);
    expect(onlineVisible(1)).toBe(true);
    expect(onlineVisible(1234)).toBe(true);
  });

  it('shows the first known count at once and animates later changes', () => {
    expect(animationOrigin(null, 120)).toBe(120);
    expect(animationOrigin(0, 120)).toBe(120);
    expect(animationOrigin(120, 150)).toBe(120);
    expect(animationOrigin(150, 0)).toBe(150);
  });
});

import { act, render, screen } from '@testing-library/react';

const mockPlayRare = jest.fn();
jest.mock('../sound', () => ({ playRare: () => mockPlayRare() }));

import { Celebration } from '../Celebration';
import { CELEBRATION_MS, FAST_CELEBRATION_MS, isCelebrated, rarest } from '../celebrate';

beforeEach(() => {
  jest.useFakeTimers();
  mockPlayRare.mockClear();
  localStorage.clear();
});
afterEach(() => jest.useRealTimers());

it('celebrates a covert or ★ result with the fanfare, for as long as the reel would take', () => {
  render(<Celebration rarity="covert" />);
  const c = screen.getByTestId('celebration');
  expect(c.dataset.rarity).toBe('covert');
  expect(mockPlayRare).toHaveBeenCalledTimes(1);
  act(() => jest.advanceTimersByTime(CELEBRATION_MS - 1));
  expect(screen.queryByTestId('celebration')).not.toBeNull();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByTestId('celebration')).toBeNull();
});

it('is silent when muted and short in fast mode (the players’ isMute and isFast)', () => {
  localStorage.setItem('isMute', 'true');
  localStorage.setItem('isFast', 'true');
  render(<Celebration rarity="rare" />);
  expect(screen.getByTestId('celebration').className).toContain('celebration--fast');
  expect(mockPlayRare).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(FAST_CELEBRATION_MS));
  expect(screen.queryByTestId('celebration')).toBeNull();
});

it('leaves the other rarities alone', () => {
  const { container } = render(<Celebration rarity="classified" />);
  expect(container.innerHTML).toBe('');
  expect(mockPlayRare).not.toHaveBeenCalled();
});

it('picks the rarest of a result and knows which are celebrated', () => {
  expect(rarest(['milspec', 'covert', 'restricted'])).toBe('covert');
  expect(rarest(['rare', 'covert'])).toBe('rare');
  expect(rarest([null, undefined])).toBeNull();
  expect(isCelebrated('covert') && isCelebrated('rare')).toBe(true);
  expect(isCelebrated('classified') || isCelebrated(null)).toBe(false);
});

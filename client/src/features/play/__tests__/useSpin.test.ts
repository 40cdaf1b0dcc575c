import { act, renderHook } from '@testing-library/react';
import { useSpin } from '../useSpin';

describe('useSpin: the animation clock of a play', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('spins for the duration plus the settle, then shows the result once', () => {
    const onResult = jest.fn();
    const { result } = renderHook(() => useSpin<string>(onResult));
    expect(result.current.phase).toEqual({ kind: 'idle' });
    expect(result.current.reloadKey).toBe(0);

    act(() => result.current.start('play-1', 1200, 300));
    expect(result.current.phase).toEqual({ kind: 'spinning', played: 'play-1', durationMs: 1200 });
    expect(result.current.spinning).toBe(true);

    act(() => jest.advanceTimersByTime(1499));
    expect(result.current.phase.kind).toBe('spinning');
    expect(onResult).not.toHaveBeenCalled();

    act(() => jest.advanceTimersByTime(1));
    expect(result.current.phase).toEqual({ kind: 'result', played: 'play-1' });
    expect(result.current.spinning).toBe(false);
    expect(result.current.reloadKey).toBe(1);
    expect(onResult).toHaveBeenCalledTimes(1);
    expect(onResult).toHaveBeenCalledWith('play-1');

    act(() => result.current.reset());
    expect(result.current.phase).toEqual({ kind: 'idle' });
    expect(result.current.reloadKey).toBe(1);
  });

  it('a new play replaces the one still spinning: only its result shows', () => {
    const onResult = jest.fn();
    const { result } = renderHook(() => useSpin<string>(onResult));
    act(() => result.current.start('first', 5000, 300));
    act(() => jest.advanceTimersByTime(1000));
    act(() => result.current.start('second', 500, 0));
    act(() => jest.advanceTimersByTime(500));
    expect(result.current.phase).toEqual({ kind: 'result', played: 'second' });
    act(() => jest.advanceTimersByTime(10_000));
    expect(onResult).toHaveBeenCalledTimes(1);
    expect(onResult).toHaveBeenCalledWith('second');
    expect(result.current.reloadKey).toBe(1);
  });

  it('leaving the page stops the clock', () => {
    const onResult = jest.fn();
    const { result, unmount } = renderHook(() => useSpin<string>(onResult));
    act(() => result.current.start('gone', 1000, 0));
    unmount();
    act(() => jest.advanceTimersByTime(5000));
    expect(onResult).not.toHaveBeenCalled();
  });
});

import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { ui } from '../../../app/state/ui';
import { stakeTotal } from '../stake';
import { StakePicker } from '../StakePicker';
import { useStake } from '../useStake';

const drop = (id: string, cents: number) => ({ id, cents, marketHashName: `AK-47 | ${id}` });

describe('the stake: drops, bullets and balance', () => {
  it('adds items, whole bullets and balance in cents', () => {
    expect(stakeTotal(377, 30, 1, 1000)).toBe(1407);
    expect(stakeTotal(0, 0, 1)).toBe(0);
    expect(stakeTotal(100, -5, 1)).toBe(100);
    expect(stakeTotal(100, 2.7, 10)).toBe(120);
  });

  it('picks drops up to the maximum, each at the price it had when picked', () => {
    const { result } = renderHook(() => useStake({ maxItems: 2, centsPerBullet: 1, balanceAllowed: true }));
    act(() => result.current.toggle(drop('a', 127)));
    act(() => result.current.toggle(drop('b', 250)));
    expect(result.current.ids).toEqual(['a', 'b']);
    expect(result.current.full).toBe(true);
    // Full: a third one is not taken.
    act(() => result.current.toggle(drop('c', 999)));
    expect(result.current.ids).toEqual(['a', 'b']);
    // Put back and picked again: at the price it has now.
    act(() => result.current.toggle(drop('a', 1)));
    act(() => result.current.toggle(drop('a', 1)));
    expect(result.current.ids).toEqual(['b', 'a']);
    expect(result.current.itemsCents).toBe(251);

    act(() => result.current.setBullets('30'));
    act(() => result.current.setBalance('10.00'));
    expect(result.current.bulletCount).toBe(30);
    expect(result.current.balanceCents).toBe(1000);
    expect(result.current.total).toBe(251 + 30 + 1000);

    act(() => result.current.clear());
    expect(result.current.ids).toEqual([]);
    expect(result.current.full).toBe(false);
    // Clearing the items keeps the amounts typed.
    expect(result.current.total).toBe(1030);
  });

  it('leaves balance out where it cannot be staked', () => {
    const { result } = renderHook(() => useStake({ maxItems: 10, centsPerBullet: 5 }));
    act(() => result.current.setBalance('12.34'));
    act(() => result.current.setBullets('3'));
    expect(result.current.balanceCents).toBe(0);
    expect(result.current.total).toBe(15);
  });
});

describe('StakePicker', () => {
  it('asks a visitor to sign in instead of listing items', () => {
    const open = jest.spyOn(ui, 'open').mockImplementation(() => {});
    function Picker() {
      const stake = useStake({ maxItems: 10, centsPerBullet: 1 });
      return (
        <IntlProvider locale="en">
          <StakePicker
            cls="game"
            modifier="stake"
            testIds={{ panel: 'panel', count: 'count', signIn: 'sign-in', signInButton: 'sign-in-button' }}
            title="Your items"
            count="0 of 10"
            signInText="Sign in to stake"
            signInLabel="Sign in"
            empty="Nothing"
            userId={null}
            stake={stake}
            disabled={false}
            reloadKey={0}
          >
            <span data-testid="amounts" />
          </StakePicker>
        </IntlProvider>
      );
    }
    render(<Picker />);
    expect(screen.getByTestId('panel').className).toBe('game-panel game-panel--stake');
    expect(screen.queryByTestId('count')).toBeNull();
    expect(screen.queryByTestId('amounts')).toBeNull();
    expect(screen.getByTestId('sign-in').textContent).toContain('Sign in to stake');
    fireEvent.click(screen.getByTestId('sign-in-button'));
    expect(open).toHaveBeenCalledWith({ type: 'login' });
    open.mockRestore();
  });
});

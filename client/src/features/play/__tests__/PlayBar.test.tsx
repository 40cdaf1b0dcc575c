import { fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { PlayBar } from '../PlayBar';
import { usePlayPrefs } from '../prefs';

function Bar({ onPlay = () => {}, busy = false, mute = true }: { onPlay?: () => void; busy?: boolean; mute?: boolean }) {
  const prefs = usePlayPrefs();
  return (
    <IntlProvider locale="en">
      <PlayBar
        cls="game"
        testIds={{ play: 'game-play', fast: 'game-fast' }}
        label="Play"
        onPlay={onPlay}
        busy={busy}
        disabled={false}
        hint={<p data-testid="hint">why</p>}
        prefs={prefs}
        fastLabel="Fast"
        muteLabel={mute ? 'Mute' : undefined}
      />
      <span data-testid="state">{`${prefs.fast}/${prefs.mute}`}</span>
    </IntlProvider>
  );
}

describe('PlayBar: the play button with fast and mute', () => {
  beforeEach(() => localStorage.clear());

  it('keeps fast and mute in localStorage (isFast, isMute) across mounts', () => {
    const { unmount } = render(<Bar />);
    const fast = screen.getByTestId('game-fast') as HTMLInputElement;
    const mute = screen.getByRole('checkbox', { name: 'Mute' }) as HTMLInputElement;
    expect(fast.checked).toBe(false);
    expect(mute.checked).toBe(false);

    fireEvent.click(fast);
    expect(localStorage.getItem('isFast')).toBe('true');
    expect(screen.getByTestId('state').textContent).toBe('true/false');
    fireEvent.click(mute);
    expect(localStorage.getItem('isMute')).toBe('true');
    unmount();

    render(<Bar />);
    expect((screen.getByTestId('game-fast') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Mute' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByTestId('game-fast'));
    expect(localStorage.getItem('isFast')).toBe('false');
  });

  it('plays on click, hides the hint while a play runs, and has no mute toggle for a silent game', () => {
    const onPlay = jest.fn();
    const { rerender } = render(<Bar onPlay={onPlay} mute={false} />);
    expect(screen.queryByRole('checkbox', { name: 'Mute' })).toBeNull();
    expect(screen.getByTestId('hint')).toBeTruthy();
    expect(document.querySelector('.game-controls .game-toggles')).not.toBeNull();
    fireEvent.click(screen.getByTestId('game-play'));
    expect(onPlay).toHaveBeenCalledTimes(1);
    rerender(<Bar onPlay={onPlay} mute={false} busy />);
    expect(screen.queryByTestId('hint')).toBeNull();
  });
});

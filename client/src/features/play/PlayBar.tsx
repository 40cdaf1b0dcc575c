import type { ReactNode } from 'react';
import { Button } from '../../app/ui/Button';
import type { PlayPrefs } from './prefs';

interface TogglesProps {
  /** `${cls}-toggles` */
  cls: string;
  prefs: PlayPrefs;
  fastLabel: ReactNode;
  fastTestId: string;
  /** No mute toggle without it (a game without sound). */
  muteLabel?: ReactNode;
}

/** Fast and mute, kept in localStorage (isFast, isMute) for every game. */
export function PlayToggles({ cls, prefs, fastLabel, fastTestId, muteLabel }: TogglesProps) {
  return (
    <div className={`${cls}-toggles`}>
      <label className="toggle">
        <input type="checkbox" checked={prefs.fast} onChange={(e) => prefs.setFast(e.target.checked)} data-testid={fastTestId} />
        <span>{fastLabel}</span>
      </label>
      {muteLabel && (
        <label className="toggle">
          <input type="checkbox" checked={prefs.mute} onChange={(e) => prefs.setMute(e.target.checked)} />
          <span>{muteLabel}</span>
        </label>
      )}
    </div>
  );
}

interface Props extends Omit<TogglesProps, 'fastTestId'> {
  testIds: { play: string; fast: string };
  label: ReactNode;
  onPlay: () => void;
  busy: boolean;
  disabled: boolean;
  /** Why the button is off, shown while no play runs. */
  hint: ReactNode;
  /** The game's own settings above the button (a mode, the house edge). */
  children?: ReactNode;
}

/** The play button with its hint, and the fast and mute toggles. */
export function PlayBar({ cls, testIds, label, onPlay, busy, disabled, hint, children, ...toggles }: Props) {
  return (
    <div className={`${cls}-controls`}>
      {children}
      <Button size="fat" onClick={onPlay} loading={busy} disabled={disabled} data-testid={testIds.play}>
        {label}
      </Button>
      {!busy && hint}
      <PlayToggles cls={cls} fastTestId={testIds.fast} {...toggles} />
    </div>
  );
}

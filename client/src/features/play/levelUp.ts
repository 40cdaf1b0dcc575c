import { LEVEL_UP_KEY } from '../../app/state/levelUp';
import { ui } from '../../app/state/ui';

export interface Viewer {
  readonly levelBasedOnXp: number;
  readonly nickname: string;
  readonly avatar: string;
}

/** Kept until the modal is closed, so a reload during the animation still shows it. */
export function noteLevelUp(before: number, after: number): void {
  if (after > before) sessionStorage.setItem(LEVEL_UP_KEY, String(after));
}

/** Opens the level-up modal for a level noted and not acknowledged yet. */
export function showLevelUp(me: Viewer | null | undefined): void {
  const level = Number(sessionStorage.getItem(LEVEL_UP_KEY));
  if (level && me) ui.open({ type: 'levelUp', level, nickname: me.nickname, avatar: me.avatar });
}

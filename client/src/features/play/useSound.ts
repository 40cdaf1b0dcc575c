import { playSpin, unlockAudio } from './sound';

/** The game's sounds, silent when muted: unlock in the click, spin once the answer is there. */
export function useSound(mute: boolean) {
  return {
    /** Browsers start audio only from a user gesture: call it in the click handler. */
    unlock: () => {
      if (!mute) unlockAudio();
    },
    spin: (durationMs: number) => {
      if (!mute) playSpin(durationMs);
    },
  };
}

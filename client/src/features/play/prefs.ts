import { useState } from 'react';

// isFast / isMute are kept in localStorage under exactly these keys (spec 9).
export function useStoredFlag(key: 'isFast' | 'isMute'): [boolean, (v: boolean) => void] {
  const [value, setValue] = useState(() => {
    try {
      return localStorage.getItem(key) === 'true';
    } catch {
      return false;
    }
  });
  const set = (v: boolean) => {
    setValue(v);
    try {
      localStorage.setItem(key, String(v));
    } catch {
      /* ignore */
    }
  };
  return [value, set];
}

/** The player's fast and mute choices, shared by every game and kept across visits. */
export interface PlayPrefs {
  fast: boolean;
  setFast: (v: boolean) => void;
  mute: boolean;
  setMute: (v: boolean) => void;
}

export function usePlayPrefs(): PlayPrefs {
  const [fast, setFast] = useStoredFlag('isFast');
  const [mute, setMute] = useStoredFlag('isMute');
  return { fast, setFast, mute, setMute };
}

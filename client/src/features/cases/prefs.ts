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

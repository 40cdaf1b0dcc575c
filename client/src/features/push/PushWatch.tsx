import { useEffect } from 'react';
import { startPush } from './state';

// Loaded after the first paint from the layout: registers the service
// worker and settles the push state (state.ts). Draws nothing.
export function PushWatch() {
  useEffect(() => {
    void startPush();
  }, []);
  return null;
}

export default PushWatch;

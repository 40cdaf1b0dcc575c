import { useEffect, useMemo } from 'react';
import { useLocation } from '../../app/routing/router';
import { useToken } from '../../app/auth/useToken';
import { CONSENT_EVENT, type Consent } from '../../app/layout/consent';
import { navigationBeacons, sendBeacon } from './beacon';
import { sendClickId } from './clickids';
import { pullAnalytics, saveConsent, syncConsent } from './server';

// The tracking chunk, mounted by the layout after the first paint: the
// navigation beacons after the first page, the landing URL's click id, the
// signed-in player's pending analytics events and their consent on the
// account. It draws nothing.

export function Tracker() {
  const { pathname } = useLocation();
  const token = useToken();
  const beacon = useMemo(() => navigationBeacons(sendBeacon), []);
  useEffect(() => beacon(pathname), [beacon, pathname]);
  useEffect(() => sendClickId(window.location.search), []);
  useEffect(() => {
    if (!token) return;
    syncConsent();
    pullAnalytics();
  }, [token]);
  useEffect(() => {
    if (!token) return;
    const onChange = (e: Event) => saveConsent((e as CustomEvent<Consent>).detail);
    window.addEventListener(CONSENT_EVENT, onChange);
    return () => window.removeEventListener(CONSENT_EVENT, onChange);
  }, [token]);
  return null;
}

export default Tracker;

import { useEffect, useRef, useState } from 'react';
import { fetchQuery, graphql } from 'react-relay';
import { environment } from '../../app/env/relay';
import { useViewer } from '../../app/layout/viewer';
import { useLocation } from '../../app/routing/router';
import { ui } from '../../app/state/ui';
import type { CrystalWatchQuery } from '../../__generated__/CrystalWatchQuery.graphql';
import { CRYSTAL_HASH } from './anchor';
import { due, markShown, readFlags, writeFlags, type NoticeKind } from './flags';

// The daily crystal's welcome and available notices outside its section
// (spec 4): NOTICE_MS after landing, and then on every navigation, the
// viewer's list is read and, when a reward is ready that was not announced
// today, a notice links to the section on the profile. Quiet on the owner's
// profile, where the section itself shows it. ViewerWatch mounts this after
// the first paint, for signed-in players who are not self-banned.

const query = graphql`
  query CrystalWatchQuery {
    dailyCrystals {
      day
      items {
        rewardType
        received
        available
      }
    }
  }
`;

/** The first look waits this long after the page was opened. */
export const NOTICE_MS = 90_000;
/** A notice stays this long unless closed or followed. */
export const NOTICE_TTL_MS = 15_000;
export const CRYSTAL_LINK = `/user/me#${CRYSTAL_HASH}`;

/** The viewer's own profile, in any language (`/user/me`, `/de/user/<id>`). */
export function onOwnProfile(pathname: string, viewerId: string): boolean {
  const m = /^(?:\/[a-zA-Z]{2})?\/user\/([^/]+)\/?$/.exec(pathname);
  if (!m) return false;
  const who = decodeURIComponent(m[1]);
  return who === 'me' || who === viewerId;
}

const TEXT: Record<NoticeKind, string> = {
  welcome: 'dailycrystal.notice.welcome',
  available: 'dailycrystal.notice.available',
};

/** Reads the list and shows the notice it calls for; a failed read shows nothing. */
export async function look(viewerId: string, storage: Storage = window.localStorage): Promise<NoticeKind | null> {
  let list;
  try {
    list = (await fetchQuery<CrystalWatchQuery>(environment, query, {}, { fetchPolicy: 'network-only' }).toPromise())?.dailyCrystals;
  } catch (e) {
    console.warn('[daily crystal]', e);
    return null;
  }
  if (!list) return null;
  const flags = readFlags(storage, viewerId, list.day);
  const kind = due(flags, list.items);
  if (!kind) return null;
  writeFlags(storage, markShown(flags, kind, list.items));
  ui.notify(
    {
      tone: 'info',
      text: { id: TEXT[kind] },
      link: { to: CRYSTAL_LINK, label: { id: 'dailycrystal.notice.link' } },
    },
    NOTICE_TTL_MS,
  );
  return kind;
}

export default function CrystalWatch() {
  const me = useViewer();
  const { pathname } = useLocation();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const t = setTimeout(() => setReady(true), Math.max(0, NOTICE_MS - performance.now()));
    return () => clearTimeout(t);
  }, []);
  const viewerId = me?.id ?? null;
  // One look per page the player lands on, not on every re-render.
  const looked = useRef('');
  useEffect(() => {
    if (!ready || !viewerId || onOwnProfile(pathname, viewerId)) return;
    const at = `${viewerId} ${pathname}`;
    if (looked.current === at) return;
    looked.current = at;
    void look(viewerId);
  }, [ready, viewerId, pathname]);
  return null;
}

import { Suspense, useEffect } from 'react';
import { lazyAfterPaint } from '../../app/routing/lazy';
import { useLocation } from '../../app/routing/router';
import { useViewer } from '../../app/layout/viewer';
import { ui } from '../../app/state/ui';
import { LEVEL_UP_KEY } from '../../app/state/levelUp';
import { loadDailyWatch } from '../dailybonus';
import { loadSupportWatch } from '../support';
import { loadCrystalWatch } from '../dailycrystal';
import { activeSelfBan, shouldAskCountry } from './viewerRules';

// The daily bonus's dot on the header link and its reminder (spec 9).
const DailyWatch = lazyAfterPaint('daily bonus watch', loadDailyWatch);
// A ticket solved or closed while its thread is not on screen (spec 4).
const SupportWatch = lazyAfterPaint('support watch', loadSupportWatch, ['support']);
// The daily crystal's welcome and available notices (spec 4).
const CrystalWatch = lazyAfterPaint('daily crystal watch', loadCrystalWatch, ['dailycrystal']);

/** Opens the modals the viewer's state calls for, on every navigation; watches the daily bonus. */
export function ViewerWatch() {
  const me = useViewer();
  const location = useLocation();

  // A self-banned player sees the blocking modal on load and after every navigation.
  const banned = !!me && activeSelfBan(me.selfBanUntil) !== null;
  useEffect(() => {
    if (banned && me) ui.open({ type: 'selfBan', until: String(me.selfBanUntil), accountId: me.id });
    else ui.close('selfBan');
  }, [banned, me, location.pathname]);

  // After sign-in: a player without a country whose last sign-in came from SK or SE must pick one.
  const askCountry = shouldAskCountry(me);
  const ipCountry = me?.ipCountry?.toUpperCase() ?? null;
  useEffect(() => {
    if (askCountry) ui.open({ type: 'country', ipCountry });
    else ui.close('country');
  }, [askCountry, ipCountry]);

  // A level-up not yet acknowledged (page reloaded during the reel) is shown again.
  useEffect(() => {
    const level = Number(sessionStorage.getItem(LEVEL_UP_KEY));
    if (me && level) ui.open({ type: 'levelUp', level, nickname: me.nickname, avatar: me.avatar });
  }, [me?.id]); // once per viewer, not on every balance change
  if (!me) return null;
  return (
    <Suspense fallback={null}>
      <DailyWatch key={me.id} />
      <SupportWatch key={`support-${me.id}`} />
      {!banned && <CrystalWatch key={`crystal-${me.id}`} />}
    </Suspense>
  );
}

export default ViewerWatch;

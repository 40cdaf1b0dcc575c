import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useViewer } from './viewer';
import { useSettings } from '../state/settings';
import { ui } from '../state/ui';
import { parseTime } from '../errors/errorMap';
import { LEVEL_UP_KEY } from '../modals/LevelUpModal';

// Countries whose players must pick a country after signing in (spec 5).
const ASK_COUNTRY_FROM = new Set(['SK', 'SE']);

/** Opens the modals the viewer's state calls for, on every navigation. */
export function ViewerWatch() {
  const me = useViewer();
  const { settings } = useSettings();
  const location = useLocation();

  const banUntil = parseTime(me?.selfBanUntil);
  const banned = !!me && banUntil !== null && banUntil > Date.now();
  useEffect(() => {
    if (banned && me) ui.open({ type: 'selfBan', until: me.selfBanUntil!, accountId: me.id });
    else ui.close('selfBan');
  }, [banned, me, location.pathname]);

  const ipCountry = settings?.country?.toUpperCase() ?? null;
  useEffect(() => {
    if (me && !me.country && ipCountry && ASK_COUNTRY_FROM.has(ipCountry)) ui.open({ type: 'country', ipCountry });
  }, [me, ipCountry]);

  // A level-up not yet acknowledged (page reloaded during the reel) is shown again.
  useEffect(() => {
    const level = Number(sessionStorage.getItem(LEVEL_UP_KEY));
    if (me && level) ui.open({ type: 'levelUp', level, nickname: me.nickname, avatar: me.avatar });
  }, [me?.id]); // once per viewer, not on every balance change
  return null;
}

import { Component, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery, useSubscription } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { useToken } from '../../app/auth/useToken';
import { lazyAfterPaint } from '../../app/routing/lazy';
import { useLocation } from '../../app/routing/router';
import { useRestrictions } from '../../app/state/settings';
import type { DailyWatchQuery } from '../../__generated__/DailyWatchQuery.graphql';
import type { DailyWatchSubscription } from '../../__generated__/DailyWatchSubscription.graphql';

// A signed-in player's daily bonus outside its page: the header link's dot
// while the bonus is available (the viewer's dailyBonus, then every
// dailyBonusChanged), drawn by styles.css from the page's data-daily-bonus
// so that the header carries no code for it; and the daily reward reminder
// (spec 9): 60 s after landing, if the bonus is available, a notice with one
// of five texts links to /dailybonus. ViewerWatch mounts this after the
// first paint; the reminder's own code and texts load only when it shows.
// Nothing of it while the dailybonus feature is restricted.

const query = graphql`
  query DailyWatchQuery {
    dailyBonus {
      available
      daysLeft
      lastOpenedToday
      nextAt
      tier
      maxWin
      level
      topupsSum
    }
  }
`;

const subscription = graphql`
  subscription DailyWatchSubscription {
    dailyBonusChanged {
      available
      daysLeft
      lastOpenedToday
      nextAt
      tier
      maxWin
      level
      topupsSum
    }
  }
`;

/** The reminder shows this long after the page was opened (spec 9). */
export const REMINDER_MS = 60_000;
/** It picks one of this many texts (spec 9: texts 1 to 5). */
export const REMINDER_TEXTS = 5;

/** Milliseconds until the reminder, `sinceLanding` ms after the page was opened. */
export const reminderDelay = (sinceLanding: number) => Math.max(0, REMINDER_MS - sinceLanding);

/** A text number from 1 to REMINDER_TEXTS. */
export const pickReminder = (rnd: () => number = Math.random) => Math.min(REMINDER_TEXTS, 1 + Math.floor(rnd() * REMINDER_TEXTS));

/** The page attribute styles.css draws the header link's dot from. */
export const DOT_ATTRIBUTE = 'dailyBonus';

export function showDot(available: boolean, root: HTMLElement = document.documentElement): void {
  if (available) root.dataset[DOT_ATTRIBUTE] = 'available';
  else delete root.dataset[DOT_ATTRIBUTE];
}

/** What a change carries; the daily bonus page also reads its case, which a change leaves as it was. */
export const CHANGED_FIELDS = ['available', 'daysLeft', 'lastOpenedToday', 'nextAt', 'tier', 'maxWin', 'level', 'topupsSum'] as const;

/**
 * The daily bonus has no id: a change is copied into the viewer's (the root
 * field every screen reads), or becomes it when there is none yet.
 */
export function takeChange(store: RecordSourceSelectorProxy): void {
  const changed = store.getRootField('dailyBonusChanged');
  if (!changed) return;
  const root = store.getRoot();
  const current = root.getLinkedRecord('dailyBonus');
  if (!current) {
    root.setLinkedRecord(changed, 'dailyBonus');
    return;
  }
  for (const f of CHANGED_FIELDS) current.setValue(changed.getValue(f), f);
}

// Its code and texts load when it first shows, long after the first paint
// (what lazyAfterPaint waits for).
const DailyReminder = lazyAfterPaint<{ text: number; onClose: () => void }>('daily reminder', () => import('./DailyReminder'), ['dailybonus']);

/** The daily bonus page, in any language (`/dailybonus`, `/ru/dailybonus`). */
export const isDailyBonusPath = (pathname: string) => /^(\/[a-zA-Z]{2})?\/dailybonus\/?$/.test(pathname);

// Once per page load, whatever the header does meanwhile.
let reminded = false;

function Watch() {
  const token = useToken();
  const { dailyBonus } = useLazyLoadQuery<DailyWatchQuery>(query, {}, { fetchPolicy: 'store-and-network', fetchKey: token ?? '' });
  const config = useMemo(
    () => ({ subscription, variables: {}, updater: takeChange, onError: (e: Error) => console.warn('[daily bonus]', e) }),
    [],
  );
  useSubscription<DailyWatchSubscription>(config);
  const available = !!dailyBonus?.available;
  useEffect(() => {
    showDot(available);
    return () => showDot(false);
  }, [available]);
  const { pathname } = useLocation();
  const onPage = isDailyBonusPath(pathname);
  const [text, setText] = useState<number | null>(null);
  const now = useRef({ available, onPage });
  now.current = { available, onPage };
  useEffect(() => {
    if (reminded) return;
    const t = setTimeout(() => {
      if (reminded || !now.current.available || now.current.onPage) return;
      reminded = true;
      setText(pickReminder());
    }, reminderDelay(performance.now()));
    return () => clearTimeout(t);
  }, []);
  if (text === null || onPage) return null;
  return (
    <Suspense fallback={null}>
      <DailyReminder text={text} onClose={() => setText(null)} />
    </Suspense>
  );
}

/** A failed query or socket hides the dot; the page around it stays. */
class Quiet extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(e: unknown) {
    console.warn('[daily bonus]', e);
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

export default function DailyWatch() {
  if (useRestrictions().includes('dailybonus')) return null;
  return (
    <Quiet>
      <Suspense fallback={null}>
        <Watch />
      </Suspense>
    </Quiet>
  );
}

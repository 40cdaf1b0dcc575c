import { useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fetchQuery, graphql, useRelayEnvironment, useSubscription } from 'react-relay';
import { LLink, useLang } from '../../app/routing/lang';
import { formatMoney, formatCount } from '../../i18n/money';
import { ItemArt } from '../cases/ItemArt';
import { FEED_INTERVAL_MS, FeedQueue, PreloadRing } from './feedQueue';
import type { LiveFeedSubscription, LiveFeedSubscription$data } from '../../__generated__/LiveFeedSubscription.graphql';
import type { LiveFeedStatsQuery } from '../../__generated__/LiveFeedStatsQuery.graphql';
import './livefeed.css';

const subscription = graphql`
  subscription LiveFeedSubscription {
    liveFeed {
      drop {
        id
        userId
        nickname
        avatar
        marketHashName
        rarity
        image
        price
        caseAlias
        caseName
        createdAt
      }
      stats {
        casesOpened
        casesOpenedToday
        covert
        rare
      }
    }
  }
`;

// Counters before the first event arrives.
const statsQuery = graphql`
  query LiveFeedStatsQuery {
    liveStats {
      casesOpened
      casesOpenedToday
      covert
      rare
    }
  }
`;

type FeedDrop = LiveFeedSubscription$data['liveFeed']['drop'];
type Stats = LiveFeedSubscription$data['liveFeed']['stats'];

export function LiveFeed() {
  const lang = useLang();
  const intl = useIntl();
  const queue = useMemo(() => new FeedQueue<FeedDrop>(), []);
  const ring = useMemo(() => new PreloadRing(), []);
  const [shown, setShown] = useState<readonly FeedDrop[]>([]);
  const [stats, setStats] = useState<Stats | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const environment = useRelayEnvironment();

  useEffect(() => {
    const sub = fetchQuery<LiveFeedStatsQuery>(environment, statsQuery, {}).subscribe({
      next: (d) => setStats((s) => s ?? d.liveStats),
      error: (e: Error) => console.warn('[feed stats]', e),
    });
    return () => sub.unsubscribe();
  }, [environment]);

  useSubscription<LiveFeedSubscription>(
    useMemo(
      () => ({
        subscription,
        variables: {},
        onNext: (d) => {
          if (!d) return;
          queue.push(d.liveFeed.drop);
          ring.preload(d.liveFeed.drop.image);
          setStats(d.liveFeed.stats);
        },
        onError: (e: Error) => console.warn('[feed]', e),
      }),
      [queue, ring],
    ),
  );

  useEffect(() => {
    timer.current = setInterval(() => {
      if (queue.tick()) setShown(queue.shown);
    }, FEED_INTERVAL_MS);
    return () => {
      if (timer.current) clearInterval(timer.current);
    };
  }, [queue]);

  return (
    <section className="feed" aria-label={intl.formatMessage({ id: 'feed.title' })} data-testid="live-feed">
      <div className="feed__stats">
        <span className="feed__live">
          <span className="feed__pulse" aria-hidden />
          <FormattedMessage id="feed.live" />
        </span>
        {stats && (
          <span className="feed__count">
            <FormattedMessage id="feed.opened" values={{ count: stats.casesOpened, formatted: formatCount(stats.casesOpened) }} />
          </span>
        )}
      </div>
      <ul className="feed__list">
        {shown.length === 0 && (
          <li className="feed__empty muted">
            <FormattedMessage id="feed.waiting" />
          </li>
        )}
        {shown.map((d) => (
          <li key={d.id} className={`feed__item rarity--${d.rarity}`} data-testid="feed-item" title={`${d.nickname} · ${d.marketHashName}`}>
            <LLink to={d.caseAlias ? `/${d.caseAlias}` : `/user/${encodeURIComponent(d.userId)}`} className="feed__link">
              <ItemArt name={d.marketHashName} rarity={d.rarity} image={d.image} compact />
              <span className="feed__meta">
                <span className="feed__name">{d.marketHashName}</span>
                <span className="feed__user">
                  {d.nickname} · {formatMoney(d.price, lang)}
                </span>
              </span>
            </LLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

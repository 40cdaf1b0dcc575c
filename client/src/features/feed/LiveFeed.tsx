import { useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fetchQuery, graphql, useRelayEnvironment, useSubscription } from 'react-relay';
import { formatCount } from '../../i18n/money';
import { shellDataReady } from '../../app/env/shellData';
import { FeedItem, readFeedDrop, type FeedDrop } from './FeedItem';
import { FEED_INTERVAL_MS, FeedQueue, PreloadRing } from './feedQueue';
import type { LiveFeedSubscription, LiveFeedSubscription$data } from '../../__generated__/LiveFeedSubscription.graphql';
import type { LiveFeedQuery } from '../../__generated__/LiveFeedQuery.graphql';
import './feed.css';

// One message per server tick (420 ms, the feed's own pace) with that tick's
// newest wins: a tenth of the messages of one per win, shared by every viewer.
const subscription = graphql`
  subscription LiveFeedSubscription {
    liveFeedBatch {
      drops {
        image
        ...FeedItem_drop
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

// Counters and the last wins before the first event arrives; a fragment so
// the home screen's query can bring them (see shellData).
export const feedFragment = graphql`
  fragment LiveFeed_query on Query {
    liveStats {
      casesOpened
      casesOpenedToday
      covert
      rare
    }
    recentWins(first: 10) {
      image
      ...FeedItem_drop
    }
  }
`;

const feedQuery = graphql`
  query LiveFeedQuery {
    ...LiveFeed_query @relay(mask: false)
  }
`;

type Stats = LiveFeedSubscription$data['liveFeedBatch']['stats'];

export function LiveFeed() {
  const intl = useIntl();
  const queue = useMemo(() => new FeedQueue<FeedDrop>(), []);
  const ring = useMemo(() => new PreloadRing(), []);
  const [shown, setShown] = useState<readonly FeedDrop[]>([]);
  const [stats, setStats] = useState<Stats | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const environment = useRelayEnvironment();

  useEffect(() => {
    let sub: { unsubscribe(): void } | null = null;
    let live = true;
    void shellDataReady().then(() => {
      if (!live) return;
      sub = fetchQuery<LiveFeedQuery>(environment, feedQuery, {}, { fetchPolicy: 'store-or-network' }).subscribe({
        next: (d) => {
          setStats((s) => s ?? d.liveStats);
          d.recentWins.forEach((w) => ring.preload(w.image));
          queue.seed(d.recentWins.map(readFeedDrop), (w) => w.id);
          setShown(queue.shown);
        },
        error: (e: Error) => console.warn('[feed stats]', e),
      });
    });
    return () => {
      live = false;
      sub?.unsubscribe();
    };
  }, [environment, queue, ring]);

  useSubscription<LiveFeedSubscription>(
    useMemo(
      () => ({
        subscription,
        variables: {},
        onNext: (d) => {
          if (!d) return;
          for (const drop of d.liveFeedBatch.drops) {
            queue.push(readFeedDrop(drop));
            ring.preload(drop.image);
          }
          setStats(d.liveFeedBatch.stats);
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
          <FeedItem key={d.id} drop={d} />
        ))}
      </ul>
    </section>
  );
}

export default LiveFeed;

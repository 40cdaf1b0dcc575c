import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { LLink, useLang } from '../../app/routing/lang';
import { formatWhen } from '../../i18n/dates';
import { useDocumentTitle } from '../../app/ui/useDocumentTitle';
import { formatCount } from '../../i18n/money';
import type { MessageId } from '../../i18n/messageIds';
import type { SeasonPageQuery } from '../../__generated__/SeasonPageQuery.graphql';
import { CandyShop } from './CandyShop';
import { PinataBox } from './PinataBox';
import { Leaderboard, History } from './Leaderboard';
import './season.css';

// A seasonal route (halloween, halloween-2025, blackfriday, new-year, ...):
// the event's page while it is on (candies, shop, piñata, leaderboard with
// the player's own row, history), else an ended or not-started page with
// the final leaderboard. The server decides everything; after a buy or a
// piñata the page is read again.

const query = graphql`
  query SeasonPageQuery($name: String!) {
    me {
      id
      candies
    }
    seasonEvent(name: $name) {
      key
      status
      startsAt
      endsAt
      candyRate
      pinataPrice
      offers {
        offerId: id
        kind
        price
        stock
        case {
          name
          image
        }
        item {
          marketHashName
          rarity
          image
        }
        customization {
          name
          fileUrl
        }
      }
      pinata {
        price
        totalWeight
        prizes {
          weight
          item {
            id
            marketHashName
            rarity
            image
          }
        }
      }
      leaderboard {
        day
        userPosition
        nextReward
        data {
          position
          points
          reward
          user {
            id
            nickname
            avatar
          }
        }
        current {
          position
          points
          reward
          user {
            id
            nickname
            avatar
          }
        }
      }
      history {
        day
        userPosition
        points
        rewardCandies
      }
    }
  }
`;

export type SeasonEventData = NonNullable<SeasonPageQuery['response']['seasonEvent']>;

export default function SeasonPage({ route, title }: { route: string; title: MessageId }) {
  const intl = useIntl();
  const lang = useLang();
  const heading = intl.formatMessage({ id: title });
  useDocumentTitle(heading);
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<SeasonPageQuery>(query, { name: route }, { fetchKey, fetchPolicy: 'store-and-network' });
  const refresh = () => setFetchKey((k) => k + 1);
  const ev = data.seasonEvent;
  if (!ev || ev.status !== 'running') {
    return (
      <section className="page season season--over" data-testid="season-over" data-status={ev?.status ?? 'none'}>
        <h1 className="page__title">{heading}</h1>
        <p className="muted" data-testid="season-over-text">
          {ev?.status === 'upcoming' ? (
            <FormattedMessage id="season.notStarted" values={{ date: formatWhen(ev.startsAt as string, lang, true) }} />
          ) : (
            <FormattedMessage id="season.ended" />
          )}
        </p>
        {ev?.status === 'ended' && <Leaderboard board={ev.leaderboard} final />}
        <LLink to="/" className="btn btn--medium btn--primary">
          <FormattedMessage id="season.back" />
        </LLink>
      </section>
    );
  }
  const candies = data.me?.candies ?? 0;
  return (
    <section className="page season" data-testid="season-page" data-event={ev.key}>
      <h1 className="page__title">{heading}</h1>
      <p className="season__ends muted">
        <FormattedMessage id="season.endsAt" values={{ date: formatWhen(ev.endsAt as string, lang, true) }} />
      </p>
      <div className="season__candies" data-testid="season-candies" data-candies={candies}>
        <FormattedMessage id="season.candies" values={{ count: candies, shown: formatCount(candies) }} />
        <span className="muted">
          <FormattedMessage id="season.rate" values={{ count: ev.candyRate }} />
        </span>
      </div>
      {data.me ? null : (
        <p className="notice notice--warning">
          <FormattedMessage id="season.signIn" />
        </p>
      )}
      <PinataBox event={ev.key} pinata={ev.pinata} candies={candies} signedIn={!!data.me} onDone={refresh} />
      <CandyShop offers={ev.offers} candies={candies} signedIn={!!data.me} onDone={refresh} />
      <Leaderboard board={ev.leaderboard} />
      {data.me && <History entries={ev.history} />}
    </section>
  );
}

import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, readInlineData, useFragment, useSubscription } from 'react-relay';
import { LLink, useLang } from '../../app/routing/lang';
import { Avatar } from '../../app/ui/Avatar';
import { useWear } from '../customizations';
import { ItemArt } from '../../entities/item/ItemArt';
import { splitName } from '../../entities/item/rarity';
import { formatWhen } from '../../i18n/dates';
import { formatMoney } from '../../i18n/money';
import { FEED_GIVEN_SHOWN, hiddenGiven, mergeFeed, prependEntry } from './rules';
import type { ChangeFeed_entry$data, ChangeFeed_entry$key } from '../../__generated__/ChangeFeed_entry.graphql';
import type { ChangeFeed_query$key } from '../../__generated__/ChangeFeed_query.graphql';
import type { ChangeFeedSubscription } from '../../__generated__/ChangeFeedSubscription.graphql';

// Read when the event arrives (inline): the feed keeps past changes in its
// own list, and the store does not retain the records of past events.
const entryFragment = graphql`
  fragment ChangeFeed_entry on ChangeFeedEntry @inline {
    changeId
    userId
    nickname
    avatar
    level
    borderId
    hoodId
    avatarId
    createdAt
    given {
      marketHashName
      rarity
      stattrak
      image
      price
    }
    target {
      marketHashName
      rarity
      stattrak
      image
      price
    }
  }
`;

// The latest changes, with the page's query.
const fragment = graphql`
  fragment ChangeFeed_query on Query {
    changeFeed(first: 20) {
      ...ChangeFeed_entry
    }
  }
`;

// Each change once the player's animation has ended.
const subscription = graphql`
  subscription ChangeFeedSubscription {
    changeFeed {
      ...ChangeFeed_entry
    }
  }
`;

// Keyed by the change's id (the entry has no `id` of its own, so that the
// store does not merge it with the SkinChange record).
type Entry = ChangeFeed_entry$data & { id: string };
const readEntry = (ref: ChangeFeed_entry$key): Entry => {
  const e = readInlineData(entryFragment, ref);
  return { ...e, id: e.changeId };
};

/** The live change feed: its first page, then every change as it is made, newest first. */
export function ChangeFeed({ queryRef }: { queryRef: ChangeFeed_query$key }) {
  const intl = useIntl();
  const data = useFragment(fragment, queryRef);
  const first = useMemo(() => data.changeFeed.map(readEntry), [data.changeFeed]);
  const [arrived, setArrived] = useState<Entry[]>([]);
  useSubscription<ChangeFeedSubscription>(
    useMemo(
      () => ({
        subscription,
        variables: {},
        onNext: (d) => {
          if (d) setArrived((list) => prependEntry(list, readEntry(d.changeFeed)));
        },
        onError: (e: Error) => console.warn('[change feed]', e),
      }),
      [],
    ),
  );
  const entries = mergeFeed(arrived, first);
  return (
    <section className="change-feed" aria-label={intl.formatMessage({ id: 'changer.feed.title' })} data-testid="change-feed">
      <h2 className="section-title">
        <span className="change-feed__pulse" aria-hidden />
        <FormattedMessage id="changer.feed.title" />
      </h2>
      {entries.length === 0 ? (
        <p className="muted" data-testid="change-feed-empty">
          <FormattedMessage id="changer.feed.empty" />
        </p>
      ) : (
        <ul className="change-feed__list">
          {entries.map((e) => (
            <FeedEntry key={e.id} entry={e} />
          ))}
        </ul>
      )}
    </section>
  );
}

function FeedEntry({ entry: e }: { entry: Entry }) {
  const lang = useLang();
  const { weapon, skin } = splitName(e.target.marketHashName);
  const more = hiddenGiven(e.given.length);
  const wear = useWear(e);
  return (
    <li className="change-feed__entry" data-testid="change-feed-entry" data-id={e.id} data-target={e.target.marketHashName}>
      <LLink to={`/user/${encodeURIComponent(e.userId)}`} className="change-feed__user">
        <Avatar src={e.avatar} name={e.nickname} size={28} wear={wear} level={e.level > 0 ? e.level : null} />
        <span className="change-feed__nick">{e.nickname}</span>
      </LLink>
      <span className="change-feed__given" aria-label={e.given.map((g) => g.marketHashName).join(', ')}>
        {e.given.slice(0, FEED_GIVEN_SHOWN).map((g, i) => (
          <ItemArt key={i} name={g.marketHashName} rarity={g.rarity} image={g.image} compact />
        ))}
        {more > 0 && <span className="change-feed__more">+{more}</span>}
      </span>
      <span className="change-feed__arrow" aria-hidden>
        →
      </span>
      <span className="change-feed__target">
        <ItemArt name={e.target.marketHashName} rarity={e.target.rarity} image={e.target.image} compact />
        <span className="change-feed__name">
          <span className="muted">{weapon}</span> {skin}
          <span className="change-feed__price">{formatMoney(e.target.price, lang)}</span>
        </span>
      </span>
      <span className="muted small change-feed__time">
        {formatWhen(e.createdAt, lang)}
      </span>
    </li>
  );
}

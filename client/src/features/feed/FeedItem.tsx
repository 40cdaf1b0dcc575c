import { graphql, readInlineData } from 'react-relay';
import { LLink, useLang } from '../../app/routing/lang';
import { useItemName } from '../../i18n/labels';
import { formatMoney } from '../../i18n/money';
import { ItemArt } from '../../entities/item/ItemArt';
import { Avatar } from '../../app/ui/Avatar';
import { useWear } from '../customizations';
import type { FeedItem_drop$data, FeedItem_drop$key } from '../../__generated__/FeedItem_drop.graphql';

// Read when the event arrives (inline): the feed keeps past events in its own
// queue, and the store does not retain the records of past subscription events.
const fragment = graphql`
  fragment FeedItem_drop on FeedDrop @inline {
    id
    userId
    nickname
    avatar
    level
    borderId
    hoodId
    avatarId
    marketHashName
    rarity
    image
    price
    caseAlias
  }
`;

export type FeedDrop = FeedItem_drop$data;

export function readFeedDrop(ref: FeedItem_drop$key): FeedDrop {
  return readInlineData(fragment, ref);
}

/** One win in the feed: links to its case, or to the player when it has none. */
export function FeedItem({ drop: d }: { drop: FeedDrop }) {
  const lang = useLang();
  const itemName = useItemName();
  const wear = useWear(d);
  return (
    <li className={`feed__item rarity--${d.rarity}`} data-testid="feed-item" title={`${d.nickname} · ${itemName(d.marketHashName)}`}>
      <LLink to={d.caseAlias ? `/${d.caseAlias}` : `/user/${encodeURIComponent(d.userId)}`} className="feed__link">
        <ItemArt name={d.marketHashName} rarity={d.rarity} image={d.image} compact />
        <span className="feed__meta">
          <span className="feed__name">{itemName(d.marketHashName)}</span>
          <span className="feed__user" data-testid="feed-user">
            <Avatar src={d.avatar} name={d.nickname} size={20} wear={wear} level={d.level > 0 ? d.level : null} /> {d.nickname} · {formatMoney(d.price, lang)}
          </span>
        </span>
      </LLink>
    </li>
  );
}

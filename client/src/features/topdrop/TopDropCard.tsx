import { graphql, useFragment } from 'react-relay';
import { useIntl } from 'react-intl';
import { LLink, useLang } from '../../app/routing/lang';
import { Avatar } from '../../app/ui/Avatar';
import { ItemArt } from '../../entities/item/ItemArt';
import { splitName } from '../../entities/item/rarity';
import { formatMoney } from '../../i18n/money';
import { useWear } from '../customizations';
import type { TopDropCard_drop$key } from '../../__generated__/TopDropCard_drop.graphql';

const fragment = graphql`
  fragment TopDropCard_drop on FeedDrop {
    id
    userId
    nickname
    avatar
    level
    borderId
    hoodId
    avatarId
    marketHashName
    stattrak
    rarity
    image
    price
    caseAlias
    caseName
  }
`;

interface Props {
  drop: TopDropCard_drop$key;
  /** Hides the player's line (a profile's own best drops). */
  hidePlayer?: boolean;
  testId?: string;
}

/** One top win, in the look of the inventory's cards: the skin in its rarity's colour, the price, the case it came from and who won it. */
export function TopDropCard({ drop, hidePlayer, testId = 'top-drop' }: Props) {
  const lang = useLang();
  const intl = useIntl();
  const d = useFragment(fragment, drop);
  const wear = useWear(d);
  const { weapon, skin } = splitName(d.marketHashName);
  return (
    <div className={`content-card top-drop rarity--${d.rarity}`} data-testid={testId}>
      <ItemArt name={d.marketHashName} rarity={d.rarity} image={d.image} />
      <div className="content-card__info">
        <span className="content-card__weapon">
          {d.stattrak && <span className="stattrak">ST™ </span>}
          {weapon}
        </span>
        <span className="content-card__skin">{skin || weapon}</span>
      </div>
      <div className="content-card__foot">
        <span className="content-card__price" data-testid="top-drop-price">
          {formatMoney(d.price, lang)}
        </span>
        {d.caseAlias && (
          <LLink to={`/${d.caseAlias}`} className="top-drop__case" data-testid="top-drop-case" title={intl.formatMessage({ id: 'topdrop.fromCase' }, { name: d.caseName })}>
            {d.caseName}
          </LLink>
        )}
      </div>
      {!hidePlayer && (
        <LLink to={`/user/${encodeURIComponent(d.userId)}`} className="top-drop__player" data-testid="top-drop-player">
          <Avatar src={d.avatar} name={d.nickname} size={24} wear={wear} level={d.level > 0 ? d.level : null} />
          <span>{d.nickname}</span>
        </LLink>
      )}
    </div>
  );
}

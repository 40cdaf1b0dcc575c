import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { LLink, useLang } from '../../app/routing/lang';
import { WearName } from '../../i18n/labels';
import { formatMoney } from '../../i18n/money';
import { ItemArt } from './ItemArt';
import { splitName } from './rarity';
import type { ItemCard_item$key } from '../../__generated__/ItemCard_item.graphql';
import './item.css';

const fragment = graphql`
  fragment ItemCard_item on Item {
    marketHashName
    stattrak
    rarity
    price
    image
  }
`;

interface Props {
  item: ItemCard_item$key;
  /** Makes the whole card a link (language prefix added). */
  to?: string;
  /** Shown in the foot next to the price (odds, a button...). */
  children?: ReactNode;
  testId?: string;
}

/** One skin: picture, weapon / skin / wear, StatTrak mark and price. */
export function ItemCard({ item, to, children, testId }: Props) {
  const lang = useLang();
  const it = useFragment(fragment, item);
  const { weapon, skin, wear } = splitName(it.marketHashName);
  const body = (
    <>
      <ItemArt name={it.marketHashName} rarity={it.rarity} image={it.image} />
      <div className="content-card__info">
        <span className="content-card__weapon">
          {it.stattrak && <span className="stattrak">ST™ </span>}
          {weapon}
        </span>
        <span className="content-card__skin">{skin || weapon}</span>
        {wear && <span className="content-card__wear"><WearName wear={wear} /></span>}
      </div>
      <div className="content-card__foot">
        <span className="content-card__price">{formatMoney(it.price, lang)}</span>
        {children}
      </div>
    </>
  );
  const className = `content-card rarity--${it.rarity}`;
  return to ? (
    <LLink to={to} className={className} data-testid={testId}>
      {body}
    </LLink>
  ) : (
    <div className={className} data-testid={testId}>
      {body}
    </div>
  );
}

import { FormattedMessage } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
import { LLink, useLang } from '../../app/routing/lang';
import { useDocumentTitle } from '../../app/ui/useDocumentTitle';
import { formatMoney } from '../../i18n/money';
import { ErrorPage } from '../../app/errors/ErrorPage';
import { ItemArt } from '../../entities/item/ItemArt';
import { splitName } from '../../entities/item/rarity';
import type { ScreenProps } from '../../app/routing/preload';
import type { ItemPageQuery } from '../../__generated__/ItemPageQuery.graphql';
import { WearName } from '../../i18n/labels';
import './items.css';

const query = graphql`
  query ItemPageQuery($staticName: String!) {
    itemVariants(staticName: $staticName) {
      id
      marketHashName
      exterior
      stattrak
      rarity
      price
      image
    }
  }
`;

/** One skin: every exterior and StatTrak variant with its price. */
export default function ItemPage({ queryRef }: ScreenProps<ItemPageQuery>) {
  const lang = useLang();
  const { itemVariants } = usePreloadedQuery<ItemPageQuery>(query, queryRef);
  const first = itemVariants[0];
  const title = first ? splitName(first.marketHashName) : null;
  useDocumentTitle(title ? `${title.weapon} | ${title.skin}` : null);
  if (!first || !title) return <ErrorPage code={404} />;
  return (
    <div className="page item-page" data-testid="item-page">
      <LLink to="/items" className="link">
        ← <FormattedMessage id="page.items" />
      </LLink>
      <section className={`item-hero rarity--${first.rarity}`}>
        <ItemArt name={first.marketHashName} rarity={first.rarity} image={first.image} />
        <div>
          <div className="muted">{title.weapon}</div>
          <h1 className="page__title">{title.skin || title.weapon}</h1>
        </div>
      </section>
      <table className="variants">
        <thead>
          <tr>
            <th>
              <FormattedMessage id="catalog.item.exterior" />
            </th>
            <th>
              <FormattedMessage id="catalog.item.price" />
            </th>
          </tr>
        </thead>
        <tbody>
          {itemVariants.map((v) => (
            <tr key={v.id} data-testid="variant">
              <td>
                {v.stattrak && <span className="stattrak">StatTrak™ </span>}
                {v.exterior ? <WearName wear={v.exterior} /> : '—'}
              </td>
              <td className="variants__price">{formatMoney(v.price, lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

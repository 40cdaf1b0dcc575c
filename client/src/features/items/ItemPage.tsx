import { FormattedMessage } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useParams } from 'react-router';
import { LLink, useLang } from '../../app/routing/lang';
import { useDocumentTitle } from '../../app/ui/useDocumentTitle';
import { formatMoney } from '../../i18n/money';
import { ErrorPage } from '../comingsoon/ErrorPage';
import { ItemArt } from '../cases/ItemArt';
import { splitName } from '../cases/rarity';
import type { ItemPageQuery } from '../../__generated__/ItemPageQuery.graphql';
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
export default function ItemPage() {
  const { staticName = '' } = useParams();
  const lang = useLang();
  const { itemVariants } = useLazyLoadQuery<ItemPageQuery>(query, { staticName });
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
              <FormattedMessage id="item.exterior" />
            </th>
            <th>
              <FormattedMessage id="item.price" />
            </th>
          </tr>
        </thead>
        <tbody>
          {itemVariants.map((v) => (
            <tr key={v.id} data-testid="variant">
              <td>
                {v.stattrak && <span className="stattrak">StatTrak™ </span>}
                {v.exterior || '—'}
              </td>
              <td className="variants__price">{formatMoney(v.price, lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

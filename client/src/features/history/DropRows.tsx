import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useLang } from '../../app/routing/lang';
import { ItemArt } from '../../entities/item/ItemArt';
import { formatWhen } from '../../i18n/dates';
import { useItemName } from '../../i18n/labels';
import { formatMoney } from '../../i18n/money';
import { dropStateLabel } from '../inventory';
import { Table, VerifyCell } from './Table';
import { rollLink } from './verify';
import type { DropRows_drop$key } from '../../__generated__/DropRows_drop.graphql';

// The tabs that list drops (openings, sales, daily bonus) share one row.

const fragment = graphql`
  fragment DropRows_drop on Drop @relay(plural: true) {
    id
    createdAt
    soldAt
    price
    state
    nonce
    roll
    caseRevision
    item {
      marketHashName
      rarity
      image
    }
    case {
      alias
      name
    }
    proof {
      serverSeedHash
      clientSeed
      serverSeed
    }
  }
`;

/** Drops as a tab's table; `sold` dates a row by its sale and leaves out the state (all sold). */
export function DropRows({ tab, drops, sold = false }: { tab: string; drops: DropRows_drop$key; sold?: boolean }) {
  const lang = useLang();
  const itemName = useItemName();
  const rows = useFragment(fragment, drops);
  const head = sold
    ? (['history.col.date', 'history.col.item', 'history.col.case', 'history.col.price', 'history.col.verify'] as const)
    : (['history.col.date', 'history.col.item', 'history.col.case', 'history.col.price', 'history.col.state', 'history.col.verify'] as const);
  return (
    <Table tab={tab} head={[...head]} empty={rows.length === 0}>
      {rows.map((d) => (
        <tr key={d.id} data-testid="history-row" data-id={d.id}>
          <td>{formatWhen((sold && d.soldAt) || d.createdAt, lang, true)}</td>
          <td className="history__item">
            <ItemArt name={d.item.marketHashName} rarity={d.item.rarity} image={d.item.image} compact />
            <span>{itemName(d.item.marketHashName)}</span>
          </td>
          <td>{d.case?.name ?? '—'}</td>
          <td>{formatMoney(d.price, lang)}</td>
          {!sold && (
            <td>
              <FormattedMessage id={dropStateLabel(d.state)} />
            </td>
          )}
          <VerifyCell href={rollLink(d)} />
        </tr>
      ))}
    </Table>
  );
}

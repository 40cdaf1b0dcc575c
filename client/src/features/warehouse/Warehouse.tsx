import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { handleApiError } from '../../app/errors/handle';
import { LLink, useLang } from '../../app/routing/lang';
import { useLocation } from '../../app/routing/router';
import { Button } from '../../app/ui/Button';
import { formatMoney } from '../../i18n/money';
import { useItemName } from '../../i18n/labels';
import { ItemArt } from '../../entities/item/ItemArt';
import type { WarehouseQuery } from '../../__generated__/WarehouseQuery.graphql';
import type { WarehouseOpenMutation, WarehouseOpenMutation$data } from '../../__generated__/WarehouseOpenMutation.graphql';

// The warehouse on the owner's profile: pick a price in bullets, see its
// prizes with their odds (from the same integer weights the draw uses),
// open, see the drop and verify the draw on /fair.

const query = graphql`
  query WarehouseQuery {
    warehouse {
      bullets
      revision
      totalWeight
      prizes {
        weight
        chanceBps
        item {
          id
          marketHashName
          rarity
          image
          price
        }
      }
    }
    me {
      id
      bullets
    }
  }
`;

const open = graphql`
  mutation WarehouseOpenMutation($bullets: Int!) {
    openWarehouse(bullets: $bullets) {
      nonce
      ticket
      drop {
        id
        roll
        price
        item {
          marketHashName
          rarity
          image
        }
      }
      seed {
        serverSeedHash
        clientSeed
      }
      user {
        id
        bullets
      }
    }
  }
`;

type Opened = WarehouseOpenMutation$data['openWarehouse'];

/** The verifier's address for a warehouse draw: the seed by its hash, the nonce and the pool (the drop's roll). */
export function warehouseVerifyLink(o: { nonce: number; roll: string; serverSeedHash: string; clientSeed: string }): string {
  const p = new URLSearchParams({ clientSeed: o.clientSeed, nonce: String(o.nonce), hash: o.serverSeedHash, roll: o.roll });
  return `/fair?${p}`;
}

/** The sub-header's warehouse link (user/me#warehouse) lands on this section. */
export const WAREHOUSE_HASH = '#warehouse';

export default function Warehouse() {
  const section = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === WAREHOUSE_HASH) section.current?.scrollIntoView?.({ block: 'start' });
  }, [hash]);
  const data = useLazyLoadQuery<WarehouseQuery>(query, {}, { fetchPolicy: 'store-and-network' });
  const [commit, busy] = useMutation<WarehouseOpenMutation>(open);
  const lang = useLang();
  const itemName = useItemName();
  const pools = data.warehouse;
  const [chosen, setChosen] = useState<number | null>(null);
  const [opened, setOpened] = useState<Opened | null>(null);
  if (pools.length === 0) return null;
  const pool = pools.find((p) => p.bullets === chosen) ?? pools[0];
  const have = data.me?.bullets ?? 0;
  const start = () =>
    commit({
      variables: { bullets: pool.bullets },
      onCompleted: (r) => setOpened(r.openWarehouse),
      onError: (e) => handleApiError(e),
    });
  return (
    <section className="progression" id="warehouse" ref={section} data-testid="warehouse">
      <h2 className="section-title">
        <FormattedMessage id="warehouse.title" />
      </h2>
      <p className="muted">
        <FormattedMessage id="warehouse.have" values={{ count: have }} />
      </p>
      <div className="progression__choices" role="radiogroup">
        {pools.map((p) => (
          <Button
            key={p.bullets}
            size="small"
            color={p.bullets === pool.bullets ? 'primary' : 'secondary'}
            role="radio"
            aria-checked={p.bullets === pool.bullets}
            onClick={() => setChosen(p.bullets)}
            data-testid={`warehouse-pool-${p.bullets}`}
          >
            <FormattedMessage id="warehouse.bullets" values={{ count: p.bullets }} />
          </Button>
        ))}
      </div>
      <table className="progression__odds" data-testid="warehouse-odds">
        <thead>
          <tr>
            <th><FormattedMessage id="warehouse.item" /></th>
            <th><FormattedMessage id="warehouse.chance" /></th>
          </tr>
        </thead>
        <tbody>
          {pool.prizes.map((pr) => (
            <tr key={pr.item.id}>
              <td>
                {itemName(pr.item.marketHashName)} <span className="muted">{formatMoney(pr.item.price, lang)}</span>
              </td>
              <td>
                <FormattedNumber value={pr.weight / pool.totalWeight} style="percent" maximumFractionDigits={2} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Button size="large" disabled={busy || have < pool.bullets} onClick={start} data-testid="warehouse-open">
        <FormattedMessage id="warehouse.open" values={{ count: pool.bullets }} />
      </Button>
      {opened && (
        <div className={`progression__drop rarity--${opened.drop.item.rarity}`} data-testid="warehouse-drop">
          <ItemArt name={opened.drop.item.marketHashName} rarity={opened.drop.item.rarity} image={opened.drop.item.image} compact />
          <div>
            <strong data-testid="warehouse-drop-name">{itemName(opened.drop.item.marketHashName)}</strong>
            <div className="muted">{formatMoney(opened.drop.price, lang)}</div>
            <LLink
              to={warehouseVerifyLink({ nonce: opened.nonce, roll: opened.drop.roll, serverSeedHash: opened.seed.serverSeedHash, clientSeed: opened.seed.clientSeed })}
              className="link"
              data-testid="warehouse-verify-link"
            >
              <FormattedMessage id="warehouse.verify" />
            </LLink>
          </div>
        </div>
      )}
    </section>
  );
}

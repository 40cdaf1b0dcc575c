import { useState } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { LLink, useLang } from '../../app/routing/lang';
import { Button } from '../../app/ui/Button';
import { ItemCard } from '../../entities/item/ItemCard';
import { centsToMoney, formatMoney, moneyToCents } from '../../i18n/money';
import { useSellDrops } from '../inventory/sellDrops';
import { verifierLink } from '../fair/FairPanel';
import { chanceFraction, lineAt, profit } from './rules';
import type { ContractResult_contract$key } from '../../__generated__/ContractResult_contract.graphql';

const fragment = graphql`
  fragment ContractResult_contract on Contract {
    stake
    ticket
    nonce
    outcomes {
      from
      to
      chance
    }
    result {
      id
      state
      price
      item {
        ...ItemCard_item
      }
    }
  }
`;

interface Props {
  contract: ContractResult_contract$key;
  clientSeed: string;
  onAgain: () => void;
}

/** The item drawn, against the stake; the ticket and its line; sell it or keep it. */
export function ContractResult({ contract, clientSeed, onAgain }: Props) {
  const lang = useLang();
  const c = useFragment(fragment, contract);
  const [sell, selling] = useSellDrops();
  const [busy, setBusy] = useState(false);
  const drop = c.result;
  const diff = profit(moneyToCents(drop.price), moneyToCents(c.stake));
  const hit = lineAt(c.outcomes, c.ticket);
  const line = hit >= 0 ? c.outcomes[hit] : null;
  return (
    <div className={`contract-result ${diff >= 0 ? 'is-up' : 'is-down'}`} data-testid="contract-result" aria-live="polite">
      <h2 className="contract-result__title">
        <FormattedMessage id="contract.result.title" />
      </h2>
      <div className="contract-result__item">
        <ItemCard item={drop.item} testId="contract-won-item">
          {drop.state === 'sold' && (
            <span className="muted" data-testid="contract-sold">
              <FormattedMessage id="contract.result.sold" />
            </span>
          )}
        </ItemCard>
      </div>
      <p className="contract-result__diff" data-testid="contract-diff" data-cents={diff}>
        {diff >= 0 ? (
          <FormattedMessage id="contract.result.up" values={{ amount: formatMoney(centsToMoney(diff), lang), stake: formatMoney(c.stake, lang) }} />
        ) : (
          <FormattedMessage id="contract.result.down" values={{ amount: formatMoney(centsToMoney(-diff), lang), stake: formatMoney(c.stake, lang) }} />
        )}
      </p>
      <p className="muted small" data-testid="contract-ticket">
        {line ? (
          <FormattedMessage
            id="contract.result.ticket"
            values={{
              ticket: <FormattedNumber value={c.ticket} />,
              line: hit + 1,
              from: <FormattedNumber value={line.from} />,
              to: <FormattedNumber value={line.to - 1} />,
              chance: <FormattedNumber value={chanceFraction(line.chance)} style="percent" minimumFractionDigits={2} maximumFractionDigits={4} />,
            }}
          />
        ) : (
          <FormattedMessage id="contract.result.ticketOnly" values={{ ticket: <FormattedNumber value={c.ticket} /> }} />
        )}{' '}
        <LLink to={verifierLink({ clientSeed, nonce: c.nonce })} className="link" data-testid="contract-verify">
          <FormattedMessage id="contract.result.verify" />
        </LLink>
      </p>
      <div className="row row--center">
        {drop.state === 'active' && (
          <Button
            size="large"
            color="green"
            loading={selling && busy}
            onClick={() => {
              setBusy(true);
              sell([drop.id], () => setBusy(false));
            }}
            data-testid="contract-sell"
          >
            <FormattedMessage id="contract.result.sell" values={{ price: formatMoney(drop.price, lang) }} />
          </Button>
        )}
        <Button size="large" color="secondary" onClick={onAgain} data-testid="contract-again">
          <FormattedMessage id="contract.result.again" />
        </Button>
      </div>
    </div>
  );
}

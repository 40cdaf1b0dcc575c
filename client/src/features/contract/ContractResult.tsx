import { FormattedMessage, FormattedNumber } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useLang } from '../../app/routing/lang';
import { centsToMoney, formatMoney, moneyToCents } from '../../i18n/money';
import { ResultActions, ResultCard, ResultItem, VerifyLink } from '../play/ResultCard';
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
        rarity
        ...ItemCard_item
      }
    }
  }
`;

interface Props {
  contract: ContractResult_contract$key;
  clientSeed: string;
  /** The hash of the server seed it rolled on: the verifier finds the seed once revealed. */
  seedHash?: string;
  onAgain: () => void;
}

/** The item drawn, against the stake; the ticket and its line; sell it or keep it. */
export function ContractResult({ contract, clientSeed, seedHash, onAgain }: Props) {
  const lang = useLang();
  const c = useFragment(fragment, contract);
  const drop = c.result;
  const diff = profit(moneyToCents(drop.price), moneyToCents(c.stake));
  const hit = lineAt(c.outcomes, c.ticket);
  const line = hit >= 0 ? c.outcomes[hit] : null;
  const amounts = { amount: formatMoney(centsToMoney(Math.abs(diff)), lang), stake: formatMoney(c.stake, lang) };
  return (
    <ResultCard cls="contract" tone={diff >= 0 ? 'is-up' : 'is-down'} testId="contract-result" celebrate={drop.item.rarity} title={<FormattedMessage id="contract.result.title" />}>
      <ResultItem
        cls="contract"
        item={drop.item}
        testId="contract-won-item"
        sold={
          drop.state === 'sold' && (
            <span className="muted" data-testid="contract-sold">
              <FormattedMessage id="contract.result.sold" />
            </span>
          )
        }
      />
      <p className="contract-result__diff" data-testid="contract-diff" data-cents={diff}>
        {diff >= 0 ? <FormattedMessage id="contract.result.up" values={amounts} /> : <FormattedMessage id="contract.result.down" values={amounts} />}
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
        <VerifyLink clientSeed={clientSeed} seedHash={seedHash} nonce={c.nonce} testId="contract-verify">
          <FormattedMessage id="contract.result.verify" />
        </VerifyLink>
      </p>
      <ResultActions
        sell={
          drop.state === 'active'
            ? { dropId: drop.id, testId: 'contract-sell', label: <FormattedMessage id="contract.result.sell" values={{ price: formatMoney(drop.price, lang) }} /> }
            : null
        }
        again={{ onAgain, testId: 'contract-again', label: <FormattedMessage id="contract.result.again" /> }}
      />
    </ResultCard>
  );
}

import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay';
import { handleApiError } from '../../app/errors/handle';
import { useLang } from '../../app/routing/lang';
import { ui } from '../../app/state/ui';
import { Button } from '../../app/ui/Button';
import { Modal } from '../../app/ui/Modal';
import { centsToMoney, formatMoney, moneyToCents } from '../../i18n/money';
import { coinLabel, parseAmount } from './partner';
import { linkPartner } from './store';
import type { BalanceCard_partner$key } from '../../__generated__/BalanceCard_partner.graphql';
import type { BalanceCardToBalanceMutation } from '../../__generated__/BalanceCardToBalanceMutation.graphql';
import type { BalanceCardToCryptoMutation } from '../../__generated__/BalanceCardToCryptoMutation.graphql';

const fragment = graphql`
  fragment BalanceCard_partner on Partner {
    partnerBalance
    earnings
    cryptoMinimum
    cryptoCoins
  }
`;

const toBalance = graphql`
  mutation BalanceCardToBalanceMutation($amount: Money) {
    withdrawPartnerBalance(amount: $amount) {
      transfer {
        id
        amount
      }
      partner {
        ...BalanceCard_partner
        ...Levels_partner
        ...CodeCard_partner
      }
      user {
        id
        balance
      }
    }
  }
`;

const toCrypto = graphql`
  mutation BalanceCardToCryptoMutation($coin: String!, $wallet: String!, $amount: Money!) {
    withdrawPartnerCrypto(coin: $coin, wallet: $wallet, amount: $amount) {
      transfer {
        id
        amount
        state
      }
      partner {
        ...BalanceCard_partner
        ...Levels_partner
        ...CodeCard_partner
      }
      user {
        id
        balance
      }
    }
  }
`;

type Dialog = 'balance' | 'crypto' | null;

/** The partner balance, what was earned, and the two ways to withdraw it. */
export function BalanceCard({ partner, onDone }: { partner: BalanceCard_partner$key; onDone: () => void }) {
  const lang = useLang();
  const p = useFragment(fragment, partner);
  const [dialog, setDialog] = useState<Dialog>(null);
  const balance = moneyToCents(p.partnerBalance);
  const done = () => {
    setDialog(null);
    onDone();
  };
  return (
    <section className="partner-card" data-testid="partner-balance-card">
      <h2 className="partner-card__title">
        <FormattedMessage id="partner.balance.title" />
      </h2>
      <div className={`partner-balance ${balance < 0 ? 'is-negative' : ''}`} data-testid="partner-balance">
        {formatMoney(p.partnerBalance, lang)}
      </div>
      {balance < 0 && (
        <p className="field__error" data-testid="partner-balance-negative">
          <FormattedMessage id="partner.balance.negative" />
        </p>
      )}
      <p className="muted">
        <FormattedMessage id="partner.earnings" values={{ amount: formatMoney(p.earnings, lang) }} />
      </p>
      <div className="partner-actions">
        <Button disabled={balance <= 0} onClick={() => setDialog('balance')} data-testid="partner-withdraw-balance">
          <FormattedMessage id="partner.withdraw.toBalance" />
        </Button>
        <Button color="secondary" disabled={balance <= 0} onClick={() => setDialog('crypto')} data-testid="partner-withdraw-crypto">
          <FormattedMessage id="partner.withdraw.toCrypto" />
        </Button>
      </div>
      {dialog === 'balance' && <ToBalanceDialog max={balance} onClose={() => setDialog(null)} onDone={done} />}
      {dialog === 'crypto' && <ToCryptoDialog max={balance} minimum={moneyToCents(p.cryptoMinimum)} coins={p.cryptoCoins} onClose={() => setDialog(null)} onDone={done} />}
    </section>
  );
}

function AmountField({ value, onChange, max, testId }: { value: string; onChange: (v: string) => void; max: number; testId: string }) {
  const intl = useIntl();
  return (
    <label className="partner-field">
      <span>
        <FormattedMessage id="partner.withdraw.amount" />
      </span>
      <span className="partner-code__row">
        <span className="field">
          <input
            className="field__input"
            inputMode="decimal"
            value={value}
            aria-label={intl.formatMessage({ id: 'partner.withdraw.amount' })}
            data-testid={testId}
            onChange={(e) => onChange(e.target.value)}
          />
        </span>
        <Button size="small" color="ghost" onClick={() => onChange(centsToMoney(max))} data-testid={`${testId}-all`}>
          <FormattedMessage id="partner.withdraw.all" />
        </Button>
      </span>
    </label>
  );
}

function ToBalanceDialog({ max, onClose, onDone }: { max: number; onClose: () => void; onDone: () => void }) {
  const lang = useLang();
  const [text, setText] = useState(centsToMoney(max));
  const [commit, busy] = useMutation<BalanceCardToBalanceMutation>(toBalance);
  const amount = parseAmount(text);
  const valid = amount !== null && amount <= max;
  const submit = () =>
    commit({
      variables: { amount: amount === max ? null : centsToMoney(amount ?? 0) },
      updater: (store) => linkPartner(store, 'withdrawPartnerBalance'),
      onCompleted: (r) => {
        ui.notify({ tone: 'success', text: { id: 'partner.withdraw.toBalanceDone', values: { amount: formatMoney(r.withdrawPartnerBalance.transfer.amount, lang) } } });
        onDone();
      },
      onError: (e) => handleApiError(e),
    });
  return (
    <Modal title={<FormattedMessage id="partner.withdraw.toBalance" />} onClose={() => !busy && onClose()}>
      <div className="partner-dialog" data-testid="partner-dialog-balance">
        <p className="muted">
          <FormattedMessage id="partner.withdraw.toBalanceText" />
        </p>
        <AmountField value={text} onChange={setText} max={max} testId="partner-amount" />
        <Button size="large" loading={busy} disabled={!valid} onClick={submit} data-testid="partner-dialog-submit">
          <FormattedMessage id="partner.withdraw.confirm" />
        </Button>
      </div>
    </Modal>
  );
}

function ToCryptoDialog({ max, minimum, coins, onClose, onDone }: { max: number; minimum: number; coins: readonly string[]; onClose: () => void; onDone: () => void }) {
  const intl = useIntl();
  const lang = useLang();
  const [coin, setCoin] = useState(coins[0] ?? '');
  const [wallet, setWallet] = useState('');
  const [text, setText] = useState(centsToMoney(max));
  const [commit, busy] = useMutation<BalanceCardToCryptoMutation>(toCrypto);
  const amount = parseAmount(text);
  const valid = !!coin && wallet.trim().length > 0 && amount !== null && amount <= max && amount >= minimum;
  const submit = () =>
    commit({
      variables: { coin, wallet: wallet.trim(), amount: centsToMoney(amount ?? 0) },
      updater: (store) => linkPartner(store, 'withdrawPartnerCrypto'),
      onCompleted: () => {
        ui.notify({ tone: 'success', text: { id: 'partner.withdraw.cryptoStarted' } });
        onDone();
      },
      onError: (e) => handleApiError(e),
    });
  return (
    <Modal title={<FormattedMessage id="partner.withdraw.toCrypto" />} onClose={() => !busy && onClose()}>
      <div className="partner-dialog" data-testid="partner-dialog-crypto">
        <div className="partner-coins" role="radiogroup" aria-label={intl.formatMessage({ id: 'partner.withdraw.coin' })}>
          {coins.map((c) => (
            <button key={c} type="button" role="radio" aria-checked={c === coin} className={`selfban-period ${c === coin ? 'is-active' : ''}`} onClick={() => setCoin(c)} data-testid={`partner-coin-${c}`}>
              {coinLabel(c)}
            </button>
          ))}
        </div>
        <label className="partner-field">
          <span>
            <FormattedMessage id="partner.withdraw.wallet" values={{ coin: coinLabel(coin) }} />
          </span>
          <span className="field">
            <input className="field__input" value={wallet} autoComplete="off" spellCheck={false} onChange={(e) => setWallet(e.target.value)} data-testid="partner-wallet" />
          </span>
        </label>
        <AmountField value={text} onChange={setText} max={max} testId="partner-crypto-amount" />
        <p className="muted">
          <FormattedMessage id="partner.withdraw.minimum" values={{ amount: formatMoney(centsToMoney(minimum), lang) }} />
        </p>
        <Button size="large" loading={busy} disabled={!valid} onClick={submit} data-testid="partner-dialog-submit">
          <FormattedMessage id="partner.withdraw.confirm" />
        </Button>
      </div>
    </Modal>
  );
}

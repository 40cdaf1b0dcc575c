import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { commitMutation, fetchQuery, graphql, requestSubscription, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import { LLink, useLang } from '../../app/routing/lang';
import { useLocation, useSearchParams } from '../../app/routing/router';
import { useToken } from '../../app/auth/useToken';
import { refetchViewer } from '../../app/layout/viewer';
import { useDocumentTitle } from '../../app/ui/useDocumentTitle';
import { centsToMoney, formatMoney, moneyToCents } from '../../i18n/money';
import type { MessageId } from '../../i18n/messageIds';
import { ErrorPage } from '../../app/errors/ErrorPage';
import { pullAnalytics } from '../tracking';
import { POLL_MS, POLL_WITH_SUBSCRIPTION_MS, expectedView, isFinal, resultView, type ResultView } from './rules';
import type { PaymentResultPageQuery, PaymentResultPageQuery$data } from '../../__generated__/PaymentResultPageQuery.graphql';
import type { PaymentResultPageSubscription } from '../../__generated__/PaymentResultPageSubscription.graphql';
import type { PaymentResultPageRefreshMutation } from '../../__generated__/PaymentResultPageRefreshMutation.graphql';
import { GateName } from './labels';
import './pay.css';

// payment-success, payment-fail, payment-pending, payment-pending-gm: the
// gateway sends the player back with ?reference=. The page shows the state
// the payment has actually reached and follows it (the live update, or
// asking again every few seconds while it is unfinished): a pending page
// becomes a success when the gateway's webhook lands.

graphql`
  fragment PaymentResultPage_payment on Payment {
    id
    reference
    status
    method
    gateName
    sandbox
    amount
    paidAmount
    bonusAmount
    bonusBps
    analytics {
      transactionId
      method
      currency
      amount
      userId
      serialNumber
    }
  }
`;

const query = graphql`
  query PaymentResultPageQuery($reference: String!) {
    payment(reference: $reference) {
      ...PaymentResultPage_payment @relay(mask: false)
    }
  }
`;

const subscription = graphql`
  subscription PaymentResultPageSubscription($reference: String!) {
    paymentUpdated(reference: $reference) {
      ...PaymentResultPage_payment @relay(mask: false)
    }
  }
`;

const refreshMutation = graphql`
  mutation PaymentResultPageRefreshMutation($reference: String!) {
    refreshPayment(reference: $reference) {
      ...PaymentResultPage_payment @relay(mask: false)
    }
  }
`;

type Payment = NonNullable<PaymentResultPageQuery$data['payment']>;

const TITLES: Record<ResultView, MessageId> = {
  success: 'pay.result.success.title',
  pending: 'pay.result.pending.title',
  fail: 'pay.result.fail.title',
  refunded: 'pay.result.refunded.title',
};
const TEXTS: Record<ResultView, MessageId> = {
  success: 'pay.result.success.textNoAmount',
  pending: 'pay.result.pending.text',
  fail: 'pay.result.fail.text',
  refunded: 'pay.result.refunded.text',
};

export default function PaymentResultPage() {
  const token = useToken();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const reference = (params.get('reference') ?? '').trim();
  const expected = expectedView(pathname);
  if (!token) return <ErrorPage code={401} />;
  if (!reference) return <ResultCard view={expected} payment={null} />;
  return <FollowPayment reference={reference} />;
}

function FollowPayment({ reference }: { reference: string }) {
  const environment = useRelayEnvironment();
  const data = useLazyLoadQuery<PaymentResultPageQuery>(query, { reference }, { fetchPolicy: 'network-only' });
  const payment = data.payment;
  const status = payment?.status ?? null;
  const final = status === null || isFinal(status);
  const [live, setLive] = useState(true);

  // The live update while the payment is unfinished; if the socket fails, poll faster.
  useEffect(() => {
    if (final) return;
    const sub = requestSubscription<PaymentResultPageSubscription>(environment, {
      subscription,
      variables: { reference },
      onError: () => setLive(false),
    });
    return () => sub.dispose();
  }, [environment, reference, final]);

  useEffect(() => {
    if (final) return;
    const timer = setInterval(
      () => {
        fetchQuery<PaymentResultPageQuery>(environment, query, { reference }, { fetchPolicy: 'network-only' }).subscribe({ error: () => {} });
      },
      live ? POLL_WITH_SUBSCRIPTION_MS : POLL_MS,
    );
    return () => clearInterval(timer);
  }, [environment, reference, final, live]);

  // Once on arrival: ask the gateway where an unfinished payment stands (its webhook may be late).
  const refreshed = useRef(false);
  useEffect(() => {
    if (final || refreshed.current) return;
    refreshed.current = true;
    commitMutation<PaymentResultPageRefreshMutation>(environment, {
      mutation: refreshMutation,
      variables: { reference },
      onError: (e) => console.warn('[payment] refresh', e.message),
    });
  }, [environment, reference, final]);

  // Succeeded: the header's balance, and the analytics event (once per payment).
  const succeeded = status === 'succeeded';
  useEffect(() => {
    if (succeeded) refetchViewer();
  }, [succeeded]);
  // The tracked payment event comes from the player's analytics queue, once,
  // and is pushed 2 s later with consent (features/tracking).
  useEffect(() => {
    if (succeeded) pullAnalytics();
  }, [succeeded]);

  if (!payment) return <NotFound />;
  return <ResultCard view={resultView(payment.status)} payment={payment} />;
}

function NotFound() {
  return (
    <section className="page page--center pay-result" data-testid="payment-not-found">
      <h1 className="page__title">
        <FormattedMessage id="pay.result.notFound" />
      </h1>
      <LLink to="/pay" className="btn btn--medium btn--primary">
        <FormattedMessage id="pay.result.again" />
      </LLink>
    </section>
  );
}

function ResultCard({ view, payment }: { view: ResultView; payment: Payment | null }) {
  const intl = useIntl();
  const lang = useLang();
  useDocumentTitle(intl.formatMessage({ id: TITLES[view] }));
  const paid = payment ? moneyToCents(payment.paidAmount) || moneyToCents(payment.amount) : 0;
  const bonus = payment ? moneyToCents(payment.bonusAmount) : 0;
  const money = (cents: number) => formatMoney(centsToMoney(cents), lang);
  return (
    <section className={`page page--center pay-result pay-result--${view}`} data-testid="payment-result" data-view={view} data-status={payment?.status}>
      <div className="pay-result__icon" aria-hidden>
        {view === 'success' ? '✓' : view === 'pending' ? '…' : '!'}
      </div>
      <h1 className="page__title" data-testid="payment-title">
        <FormattedMessage id={TITLES[view]} />
      </h1>
      <p className="muted pay-result__text" data-testid="payment-text">
        {view === 'success' && payment ? (
          <FormattedMessage id="pay.result.success.text" values={{ amount: money(paid + bonus) }} />
        ) : (
          <FormattedMessage id={TEXTS[view]} />
        )}
      </p>
      {payment && (
        <dl className="pay-result__facts">
          <div>
            <dt>
              <FormattedMessage id="pay.result.amount" />
            </dt>
            <dd data-testid="payment-amount" data-cents={paid}>
              {money(paid)}
            </dd>
          </div>
          {bonus > 0 && (
            <div>
              <dt>
                <FormattedMessage id="pay.result.bonus" />
              </dt>
              <dd data-testid="payment-bonus" data-cents={bonus}>
                +{money(bonus)}
              </dd>
            </div>
          )}
          <div>
            <dt>
              <FormattedMessage id="pay.result.method" />
            </dt>
            <dd>
              {payment.sandbox ? <GateName gate={{ codename: 'sandbox', name: payment.gateName }} /> : payment.gateName || payment.method}
              {payment.sandbox && (
                <span className="pay-badge">
                  <FormattedMessage id="pay.sandbox.badge" />
                </span>
              )}
            </dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="pay.result.reference" />
            </dt>
            <dd className="mono break" data-testid="payment-reference">
              {payment.reference}
            </dd>
          </div>
        </dl>
      )}
      <div className="row row--center">
        {view === 'success' ? (
          <>
            <LLink to="/" className="btn btn--medium btn--primary" data-testid="payment-home">
              <FormattedMessage id="pay.result.home" />
            </LLink>
            <LLink to="/pay" className="btn btn--medium btn--secondary">
              <FormattedMessage id="pay.result.again" />
            </LLink>
          </>
        ) : view === 'pending' ? (
          <LLink to="/" className="btn btn--medium btn--secondary" data-testid="payment-home">
            <FormattedMessage id="pay.result.home" />
          </LLink>
        ) : (
          <LLink to={payment ? `/pay/${encodeURIComponent(payment.method)}` : '/pay'} className="btn btn--medium btn--primary" data-testid="payment-retry">
            <FormattedMessage id="pay.result.tryAgain" />
          </LLink>
        )}
      </div>
    </section>
  );
}

import { Suspense, useDeferredValue, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, useMutation, usePreloadedQuery } from 'react-relay';
import { LLink, useLang } from '../../app/routing/lang';
import { useParams } from '../../app/routing/router';
import { ApiError } from '../../app/errors/ApiError';
import { handleApiError } from '../../app/errors/handle';
import { Button } from '../../app/ui/Button';
import { NumberInput } from '../../app/ui/NumberInput';
import { PageSpinner } from '../../app/ui/PageSpinner';
import { useDocumentTitle } from '../../app/ui/useDocumentTitle';
import { centsToMoney, formatMoney } from '../../i18n/money';
import { PromoCodeField } from '../promo';
import { GateName, GroupName, MethodName } from './labels';
import { bonusCents, checkAmount, findMethod, limitsOf, pickGate, promoBps, quickAmounts, type AmountCheck, type Limits } from './rules';
import type { ConcreteRequest } from 'relay-runtime';
import type { ScreenProps } from '../../app/routing/preload';
import type { PayPageQuery, PayPageQuery$data } from '../../__generated__/PayPageQuery.graphql';
import type { PayPageSearchQuery } from '../../__generated__/PayPageSearchQuery.graphql';
import type { PayPageCreateMutation } from '../../__generated__/PayPageCreateMutation.graphql';
import './pay.css';

// The methods of a group as the page lists and pays them (the search asks for the same).
graphql`
  fragment PayPage_group on PaymentMethodGroup {
    codename
    name
    methods {
      codename
      name
      group
      minAmount
      maxAmount
      gates {
        codename
        name
        sandbox
        minAmount
        maxAmount
      }
    }
  }
`;

const query = graphql`
  query PayPageQuery {
    me {
      id
      balance
      activePromocode {
        code
        percent
        bonusBps
      }
    }
    settings {
      minTopup
      paymentsSandbox
    }
    paymentMethods {
      ...PayPage_group @relay(mask: false)
    }
  }
`;

const searchQuery = graphql`
  query PayPageSearchQuery($search: String!) {
    paymentMethods(search: $search) {
      ...PayPage_group @relay(mask: false)
    }
  }
`;

const createMutation = graphql`
  mutation PayPageCreateMutation($input: CreatePaymentInput!) {
    createPayment(input: $input) {
      payment {
        id
        reference
        status
      }
      redirect
    }
  }
`;

type Group = PayPageQuery$data['paymentMethods'][number];
type Method = Group['methods'][number];
type Gate = Method['gates'][number];

/** Leaving for the gateway's page (replaced in tests: jsdom cannot navigate). */
export const payNav = { go: (url: string) => window.location.assign(url) };

/** The screen's query, loaded with this chunk (features/pay/screens.ts). */
export const payPageQuery = query as ConcreteRequest;

export default function PayPage({ queryRef }: ScreenProps<PayPageQuery>) {
  const intl = useIntl();
  const lang = useLang();
  const { method: methodParam, gate: gateParam } = useParams();
  const data = usePreloadedQuery<PayPageQuery>(query, queryRef);
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const [amount, setAmount] = useState('');
  const [commit, creating] = useMutation<PayPageCreateMutation>(createMutation);
  const [leaving, setLeaving] = useState(false);
  useDocumentTitle(intl.formatMessage({ id: 'pay.title' }));

  const method = findMethod(data.paymentMethods, methodParam);
  const gate = method ? pickGate(method, gateParam) : null;
  const limits = gate ? limitsOf(gate, data.settings.minTopup) : null;
  const check: AmountCheck = limits ? checkAmount(amount, limits) : { kind: 'empty' };
  const promo = data.me?.activePromocode ?? null;
  const bps = promoBps(promo);
  const bonus = check.kind === 'ok' ? bonusCents(check.cents, bps) : 0;
  const money = (cents: number) => formatMoney(centsToMoney(cents), lang);

  const pay = () => {
    if (!method || !gate || check.kind !== 'ok' || creating || leaving) return;
    commit({
      variables: { input: { method: method.codename, gate: gate.codename, amount: centsToMoney(check.cents) } },
      onCompleted: (res) => {
        // Counts as created only with somewhere to pay (spec 5): otherwise the player stays here.
        const redirect = res.createPayment.redirect;
        if (!redirect) {
          handleApiError(new ApiError('api.internal', 'no payment page'));
          return;
        }
        setLeaving(true);
        payNav.go(redirect);
      },
      onError: (e) => handleApiError(e),
    });
  };

  return (
    <div className="page pay-page" data-testid="pay-page">
      <header className="pay-head">
        <h1 className="page__title">
          <FormattedMessage id="pay.title" />
        </h1>
        <p className="muted">
          <FormattedMessage id="pay.subtitle" />
        </p>
      </header>

      <div className={`pay-grid ${method ? 'pay-grid--chosen' : ''}`}>
        <section className="pay-panel" aria-labelledby="pay-methods-title">
          <h2 className="section-title" id="pay-methods-title">
            <FormattedMessage id="pay.methods.title" />
          </h2>
          <span className="field">
            <input
              className="field__input"
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder={intl.formatMessage({ id: 'pay.search.placeholder' })}
              aria-label={intl.formatMessage({ id: 'pay.search.placeholder' })}
              data-testid="pay-search"
            />
          </span>
          {deferred ? (
            <Suspense fallback={<PageSpinner />}>
              <SearchResults search={deferred} selected={method?.codename} />
            </Suspense>
          ) : (
            <MethodGroups groups={data.paymentMethods} selected={method?.codename} />
          )}
        </section>

        <section className="pay-panel pay-panel--checkout" data-testid="pay-checkout">
          {!method ? (
            <p className="muted" data-testid="pay-choose">
              <FormattedMessage id={methodParam ? 'pay.methodUnknown' : 'pay.choose'} />
            </p>
          ) : (
            <>
              <h2 className="section-title pay-checkout__title" data-testid="pay-method-name">
                <MethodName method={method} />
                {gate?.sandbox && <SandboxBadge testId="pay-sandbox-badge" />}
              </h2>
              {method.gates.length > 1 && <GatePicker method={method} selected={gate?.codename} />}
              {!gate ? (
                <p className="muted" data-testid="pay-gate-unknown">
                  <FormattedMessage id="pay.gate.unknown" />
                </p>
              ) : (
                <>
                  {gate.sandbox && (
                    <p className="pay-sandbox-note" data-testid="pay-sandbox">
                      <FormattedMessage id="pay.sandbox.note" />
                    </p>
                  )}
                  <AmountField value={amount} onChange={setAmount} limits={limits!} check={check} money={money} />
                  {promo && (
                    <p className="pay-promo" data-testid="pay-active-promo">
                      <FormattedMessage id="pay.promo.active" values={{ code: promo.code, percent: promo.percent, b: (t: ReactNode[]) => <strong key="b">{t}</strong> }} />
                    </p>
                  )}
                  {promo && check.kind === 'ok' && (
                    <p className="pay-bonus" data-testid="pay-bonus" data-cents={bonus}>
                      <FormattedMessage id="pay.bonus" values={{ percent: promo.percent, total: money(check.cents + bonus) }} />
                    </p>
                  )}
                  <Button
                    size="fat"
                    onClick={pay}
                    loading={creating || leaving}
                    disabled={check.kind !== 'ok'}
                    data-testid="pay-submit"
                  >
                    {check.kind === 'ok' ? <FormattedMessage id="pay.submit" values={{ amount: money(check.cents) }} /> : <FormattedMessage id="pay.submitNoAmount" />}
                  </Button>
                </>
              )}
            </>
          )}
          <div className="pay-promo-field">
            <PromoCodeField />
          </div>
        </section>
      </div>
    </div>
  );
}

function SandboxBadge({ testId }: { testId?: string }) {
  return (
    <span className="pay-badge" data-testid={testId}>
      <FormattedMessage id="pay.sandbox.badge" />
    </span>
  );
}

function MethodGroups({ groups, selected }: { groups: readonly Group[]; selected?: string }) {
  const count = groups.reduce((n, g) => n + g.methods.length, 0);
  if (count === 0) {
    return (
      <p className="muted" data-testid="pay-no-methods">
        <FormattedMessage id="pay.search.count" values={{ count }} />
      </p>
    );
  }
  return (
    <div className="pay-groups" data-testid="pay-groups">
      {groups.map((g) =>
        g.methods.length === 0 ? null : (
          <div key={g.codename} className="pay-group" data-testid="pay-group" data-group={g.codename}>
            <h3 className="pay-group__name">
              <GroupName group={g} />
            </h3>
            <div className="pay-methods">
              {g.methods.map((m) => (
                <LLink
                  key={m.codename}
                  to={`/pay/${encodeURIComponent(m.codename)}`}
                  className={`pay-method ${m.codename === selected ? 'is-selected' : ''}`}
                  aria-current={m.codename === selected ? 'true' : undefined}
                  data-testid="pay-method"
                  data-method={m.codename}
                >
                  <span className="pay-method__name">
                    <MethodName method={m} />
                  </span>
                  {m.gates.some((x) => x.sandbox) && <SandboxBadge />}
                </LLink>
              ))}
            </div>
          </div>
        ),
      )}
    </div>
  );
}

function SearchResults({ search, selected }: { search: string; selected?: string }) {
  const data = useLazyLoadQuery<PayPageSearchQuery>(searchQuery, { search }, { fetchPolicy: 'store-or-network' });
  const count = data.paymentMethods.reduce((n, g) => n + g.methods.length, 0);
  return (
    <>
      <p className="muted small" data-testid="pay-search-count">
        <FormattedMessage id="pay.search.count" values={{ count }} />
      </p>
      {count > 0 && <MethodGroups groups={data.paymentMethods} selected={selected} />}
    </>
  );
}

function GatePicker({ method, selected }: { method: Method; selected?: string }) {
  return (
    <div className="pay-gates" role="group" aria-labelledby="pay-gates-title">
      <span className="muted small" id="pay-gates-title">
        <FormattedMessage id="pay.gate.title" />
      </span>
      <div className="pay-gates__list">
        {method.gates.map((g: Gate) => (
          <LLink
            key={g.codename}
            to={`/pay/${encodeURIComponent(method.codename)}/${encodeURIComponent(g.codename)}`}
            className={`pay-gate ${g.codename === selected ? 'is-selected' : ''}`}
            aria-current={g.codename === selected ? 'true' : undefined}
            data-testid="pay-gate"
            data-gate={g.codename}
            data-sandbox={g.sandbox ? 'true' : 'false'}
          >
            <GateName gate={g} />
            {g.sandbox && <SandboxBadge />}
          </LLink>
        ))}
      </div>
    </div>
  );
}

function AmountField({
  value,
  onChange,
  limits,
  check,
  money,
}: {
  value: string;
  onChange: (v: string) => void;
  limits: Limits;
  check: AmountCheck;
  money: (cents: number) => string;
}) {
  const intl = useIntl();
  const finite = limits.max < Number.MAX_SAFE_INTEGER;
  const error = (c: AmountCheck): string | null => {
    switch (c.kind) {
      case 'tooLow':
        return intl.formatMessage({ id: 'pay.amount.tooLow' }, { min: money(c.min) });
      case 'tooHigh':
        return intl.formatMessage({ id: 'pay.amount.tooHigh' }, { max: money(c.max) });
      case 'invalid':
        return intl.formatMessage({ id: 'pay.amount.invalid' });
      default:
        return null;
    }
  };
  return (
    <div className="pay-amount">
      <label className="pay-amount__label" htmlFor="pay-amount">
        <FormattedMessage id="pay.amount.label" />
      </label>
      <NumberInput
        id="pay-amount"
        size="fat"
        decimals={2}
        value={value}
        onChange={onChange}
        validate={() => error(check)}
        placeholder={centsToMoney(limits.min)}
        data-testid="pay-amount"
      />
      <span className="muted small" data-testid="pay-limits">
        {finite ? (
          <FormattedMessage id="pay.amount.limits" values={{ min: money(limits.min), max: money(limits.max) }} />
        ) : (
          <FormattedMessage id="pay.amount.min" values={{ min: money(limits.min) }} />
        )}
      </span>
      <div className="pay-quick">
        {quickAmounts(limits).map((c) => (
          <button
            key={c}
            type="button"
            className={`pay-quick__btn ${check.kind === 'ok' && check.cents === c ? 'is-selected' : ''}`}
            onClick={() => onChange(centsToMoney(c).replace(/\.00$/, ''))}
            data-testid="pay-quick"
            data-cents={c}
          >
            {money(c)}
          </button>
        ))}
      </div>
    </div>
  );
}

import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { useLang } from '../../app/routing/lang';
import { centsToMoney, formatMoney, moneyToCents } from '../../i18n/money';
import { OpenButton } from './OpenControls';
import { clampRange, familyOpenState, priceStops, rangePrice } from './family';
import type { FamilyProps } from './familyProps';
import type { RangeControls_case$key } from '../../__generated__/RangeControls_case.graphql';
import type { RangeControlsQuoteQuery, RangeControlsQuoteQuery$data } from '../../__generated__/RangeControlsQuoteQuery.graphql';

// range: the player picks the prices of the wins they accept; the price of
// one open follows from the kept items' weights (family.ts, rangePrice),
// live while the slider moves, then the server's quote confirms it before
// the open is offered.

const fragment = graphql`
  fragment RangeControls_case on Case {
    items {
      weight
      item {
        price
      }
    }
  }
`;

const quoteQuery = graphql`
  query RangeControlsQuoteQuery($caseId: ID!, $min: Money!, $max: Money!) {
    rangeQuote(caseId: $caseId, min: $min, max: $max) {
      min
      max
      price
      items
      chance {
        numerator
        denominator
        percent
      }
    }
  }
`;

const openMutation = graphql`
  mutation RangeControlsOpenMutation($input: OpenRangeCaseInput!) {
    openRangeCase(input: $input) {
      ...CasePage_payload @relay(mask: false)
    }
  }
`;

/** The slider settles this long before the server is asked for its quote. */
export const QUOTE_DEBOUNCE_MS = 250;

type Quote = RangeControlsQuoteQuery$data['rangeQuote'];

export function RangeControls(p: FamilyProps & { caseRef: RangeControls_case$key; rtpBps: number; toggles: ReactNode }) {
  const intl = useIntl();
  const lang = useLang();
  const environment = useRelayEnvironment();
  const { items } = useFragment(fragment, p.caseRef);
  const table = useMemo(() => items.map((ci) => ({ weight: ci.weight, price: moneyToCents(ci.item.price) })), [items]);
  const stops = useMemo(() => priceStops(table), [table]);
  const last = Math.max(0, stops.length - 1);
  const [[lo, hi], setRange] = useState<[number, number]>([0, last]);
  const min = stops[lo] ?? 0;
  const max = stops[hi] ?? 0;
  const live = rangePrice(table, min, max, p.rtpBps);
  const [quote, setQuote] = useState<Quote | null>(null);
  const [quoteFailed, setQuoteFailed] = useState(false);

  useEffect(() => {
    if (!live) return;
    setQuoteFailed(false);
    let sub: { unsubscribe(): void } | null = null;
    const timer = setTimeout(() => {
      sub = fetchQuery<RangeControlsQuoteQuery>(
        environment,
        quoteQuery,
        { caseId: p.caseId, min: centsToMoney(min), max: centsToMoney(max) },
        { fetchPolicy: 'network-only' },
      ).subscribe({
        next: (d) => setQuote(d.rangeQuote),
        error: (e: unknown) => {
          console.warn('[range quote]', e);
          setQuoteFailed(true);
        },
      });
    }, QUOTE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      sub?.unsubscribe();
    };
  }, [environment, p.caseId, min, max, !!live]);

  // The quote counts only for the range now on the slider.
  const confirmed = quote && moneyToCents(quote.min) === min && moneyToCents(quote.max) === max ? quote : null;
  const priceCents = confirmed ? moneyToCents(confirmed.price) : (live?.price ?? 0);
  const price = formatMoney(centsToMoney(priceCents), lang);
  const state = familyOpenState({ ...p, cost: priceCents });
  const move = (which: 'lo' | 'hi', value: number) => setRange(clampRange(which === 'lo' ? value : lo, which === 'hi' ? value : hi, which));

  return (
    <div className="case-controls range-controls" data-testid="range-controls">
      <div className="range-slider">
        <input
          type="range"
          min={0}
          max={last}
          step={1}
          value={lo}
          onChange={(e) => move('lo', Number(e.target.value))}
          aria-label={intl.formatMessage({ id: 'cases.range.min' })}
          data-testid="range-min"
        />
        <input
          type="range"
          min={0}
          max={last}
          step={1}
          value={hi}
          onChange={(e) => move('hi', Number(e.target.value))}
          aria-label={intl.formatMessage({ id: 'cases.range.max' })}
          data-testid="range-max"
        />
      </div>
      <div className="range-summary">
        <span data-testid="range-bounds">
          <FormattedMessage id="cases.range.bounds" values={{ min: formatMoney(centsToMoney(min), lang), max: formatMoney(centsToMoney(max), lang) }} />
        </span>
        {live && (
          <span data-testid="range-live-price" data-cents={live.price}>
            <FormattedMessage id="cases.range.price" values={{ price: formatMoney(centsToMoney(live.price), lang) }} />
          </span>
        )}
        {live && (
          <span className="muted" data-testid="range-chance">
            <FormattedMessage
              id="cases.range.chance"
              values={{
                items: live.items,
                chance: intl.formatNumber(live.kept / live.total, { style: 'percent', maximumFractionDigits: 3 }),
              }}
            />
          </span>
        )}
        <span className={`range-quote ${confirmed ? 'is-ok' : ''}`} data-testid="range-quote" data-confirmed={!!confirmed}>
          {confirmed ? (
            <FormattedMessage id="cases.range.confirmed" values={{ price: formatMoney(confirmed.price, lang) }} />
          ) : quoteFailed ? (
            <FormattedMessage id="cases.range.quoteFailed" />
          ) : (
            <FormattedMessage id="cases.range.confirming" />
          )}
        </span>
      </div>
      <OpenButton
        state={state}
        price={price}
        loading={p.opening}
        disabled={state.kind === 'open' && !confirmed}
        onOpen={() =>
          p.onOpen({
            mutation: openMutation,
            field: 'openRangeCase',
            variables: { input: { caseId: p.caseId, min: centsToMoney(min), max: centsToMoney(max), fast: p.fast } },
          })
        }
        label={<FormattedMessage id="cases.open" values={{ count: 1, price }} />}
      />
      {p.toggles}
    </div>
  );
}

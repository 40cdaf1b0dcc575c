import { useEffect, useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, useRefetchableFragment } from 'react-relay';
import { LLink, useLang } from '../../app/routing/lang';
import { Button } from '../../app/ui/Button';
import { formatMoney, moneyToCents, centsToMoney } from '../../i18n/money';
import { isMessageId } from '../../i18n/messageIds';
import { PlayToggles } from '../play/PlayBar';
import { openState } from './openState';
import { familyOpenState, type CaseCurrency, type FamilyOpenState, type Wallet } from './family';
import { useFormatAmount } from './Amount';
import { MAX_OPEN_COUNT } from './rules.gen';
import type { OpenControls_case$key } from '../../__generated__/OpenControls_case.graphql';
import type { OpenControls_query$key } from '../../__generated__/OpenControls_query.graphql';

// The server says whether the viewer can open this case and how many at once;
// refetched when the viewer's balance changes (an open, a sale).
const caseFragment = graphql`
  fragment OpenControls_case on Case @refetchable(queryName: "OpenControlsRefetchQuery") {
    price
    family
    currency
    priceAmount
    enabled
    availability {
      openable
      reason
      maxCount
    }
  }
`;

const viewerFragment = graphql`
  fragment OpenControls_query on Query {
    me {
      id
      balance
      bullets
      candies
    }
  }
`;

/** x1 to the server's most cases per open. */
export const COUNTS = Array.from({ length: MAX_OPEN_COUNT }, (_, i) => i + 1);

/** What the viewer holds, from the viewer's fields (null when signed out). */
export function walletOf(me: { balance?: string | null; bullets?: number | null; candies?: number | null } | null | undefined): Wallet {
  return {
    money: me?.balance === null || me?.balance === undefined ? null : moneyToCents(me.balance),
    bullets: me?.bullets ?? null,
    candies: me?.candies ?? null,
  };
}

/** The reason a case cannot be opened, as a message id. */
export function useReasonText(): (reason: string | null) => string {
  const intl = useIntl();
  return (reason) =>
    intl.formatMessage({ id: reason && reason !== 'api.case_disabled' && isMessageId(reason, intl.messages) ? reason : 'cases.disabled' });
}

interface OpenButtonProps {
  state: FamilyOpenState;
  /** The label of an enabled button ("Open for …"). */
  label: ReactNode;
  /** The price shown on the refill link. */
  price: string;
  loading: boolean;
  onOpen: () => void;
  disabled?: boolean;
}

/**
 * The open button of a family case: sign in, open, refill (money), a
 * shortfall of bullets or candies, or closed with the reason.
 */
export function OpenButton({ state, label, price, loading, onOpen, disabled }: OpenButtonProps) {
  const reasonText = useReasonText();
  if (state.kind === 'refill') {
    return (
      <LLink to="/pay" className="btn btn--fat btn--green" data-testid="refill-to-open">
        <FormattedMessage id="cases.refillToOpen" values={{ price }} />
      </LLink>
    );
  }
  if (state.kind === 'signIn' || state.kind === 'open') {
    return (
      <Button size="fat" onClick={onOpen} loading={loading} disabled={disabled} data-testid="open-case">
        {state.kind === 'open' ? label : <FormattedMessage id="cases.signInToOpen" />}
      </Button>
    );
  }
  return (
    <div className="open-blocked">
      <Button size="fat" disabled data-testid="open-case">
        {label}
      </Button>
      <p className="muted" data-testid="open-unavailable">
        {state.kind === 'short' ? (
          <FormattedMessage
            id={state.currency === 'BULLETS' ? 'cases.short.bullets' : 'cases.short.candies'}
            values={{ count: state.missing }}
          />
        ) : (
          reasonText(state.reason)
        )}
      </p>
    </div>
  );
}

/** The fast-spin and mute toggles (kept in localStorage as isFast / isMute). */
export function SpinToggles(p: { fast: boolean; onFast: (v: boolean) => void; mute: boolean; onMute: (v: boolean) => void }) {
  return (
    <PlayToggles
      cls="case"
      prefs={{ fast: p.fast, setFast: p.onFast, mute: p.mute, setMute: p.onMute }}
      fastTestId="fast-toggle"
      fastLabel={<FormattedMessage id="cases.fast" />}
      muteLabel={<FormattedMessage id="cases.mute" />}
    />
  );
}

interface Props {
  caseRef: OpenControls_case$key;
  queryRef: OpenControls_query$key;
  restrictions: readonly string[];
  count: number;
  onCount: (n: number) => void;
  opening: boolean;
  onOpen: () => void;
  children?: ReactNode;
}

/**
 * x1..x10 and the open button of the cases opened by count: normal (money),
 * bullet and candy. A normal case follows the server's availability; the
 * others check the viewer's bullets or candies too.
 */
export function OpenControls(p: Props) {
  const intl = useIntl();
  const lang = useLang();
  const format = useFormatAmount();
  const reasonText = useReasonText();
  const [c, refetch] = useRefetchableFragment(caseFragment, p.caseRef);
  const { me } = useFragment(viewerFragment, p.queryRef);
  const wallet = walletOf(me);
  const balanceKey = `${me?.balance}/${me?.bullets}/${me?.candies}`;
  const seen = useRef(balanceKey);
  useEffect(() => {
    if (seen.current === balanceKey) return;
    seen.current = balanceKey;
    refetch({}, { fetchPolicy: 'network-only' });
  }, [balanceKey, refetch]);

  const picker = (
    <div className="count-picker" role="radiogroup" aria-label={intl.formatMessage({ id: 'cases.count' })}>
      {COUNTS.map((n) => (
        <button
          key={n}
          type="button"
          role="radio"
          aria-checked={p.count === n}
          className={`count-picker__item ${p.count === n ? 'is-active' : ''}`}
          onClick={() => p.onCount(n)}
        >
          x{n}
        </button>
      ))}
    </div>
  );

  if (c.family === 'normal') {
    const total = centsToMoney(moneyToCents(c.price) * p.count);
    const state = openState(c.availability, p.count);
    return (
      <div className="case-controls">
        {picker}
        {state.kind === 'refill' ? (
          <LLink to="/pay" className="btn btn--fat btn--green" data-testid="refill-to-open">
            <FormattedMessage id="cases.refillToOpen" values={{ price: formatMoney(total, lang) }} />
          </LLink>
        ) : state.kind === 'open' || state.kind === 'signIn' ? (
          <Button size="fat" onClick={p.onOpen} loading={p.opening} data-testid="open-case">
            {state.kind === 'open' ? (
              <FormattedMessage id="cases.open" values={{ count: p.count, price: formatMoney(total, lang) }} />
            ) : (
              <FormattedMessage id="cases.signInToOpen" />
            )}
          </Button>
        ) : (
          <p className="muted" data-testid="open-unavailable">
            {reasonText(state.reason)}
          </p>
        )}
        {p.children}
      </div>
    );
  }

  const currency = c.currency as CaseCurrency;
  const cost = c.priceAmount * p.count;
  const price = format(currency, cost);
  const state = familyOpenState({
    signedIn: !!me,
    family: c.family,
    enabled: c.enabled,
    currency,
    cost,
    wallet,
    restrictions: p.restrictions,
    availability: c.availability,
  });
  return (
    <div className="case-controls">
      {picker}
      <OpenButton
        state={state}
        price={price}
        loading={p.opening}
        onOpen={p.onOpen}
        label={<FormattedMessage id="cases.open" values={{ count: p.count, price }} />}
      />
      {p.children}
    </div>
  );
}

import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, useRefetchableFragment } from 'react-relay';
import { LLink, useLang } from '../../app/routing/lang';
import { Button } from '../../app/ui/Button';
import { formatMoney, moneyToCents, centsToMoney } from '../../i18n/money';
import { isMessageId } from '../../i18n/messageIds';
import { openState } from './openState';
import { MAX_OPEN_COUNT } from './rules.gen';
import type { OpenControls_case$key } from '../../__generated__/OpenControls_case.graphql';
import type { OpenControls_query$key } from '../../__generated__/OpenControls_query.graphql';

// The server says whether the viewer can open this case and how many at once;
// refetched when the viewer's balance changes (an open, a sale).
const caseFragment = graphql`
  fragment OpenControls_case on Case @refetchable(queryName: "OpenControlsRefetchQuery") {
    price
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
    }
  }
`;

/** x1 to the server's most cases per open. */
export const COUNTS = Array.from({ length: MAX_OPEN_COUNT }, (_, i) => i + 1);

interface Props {
  caseRef: OpenControls_case$key;
  queryRef: OpenControls_query$key;
  count: number;
  onCount: (n: number) => void;
  opening: boolean;
  onOpen: () => void;
  fast: boolean;
  onFast: (v: boolean) => void;
  mute: boolean;
  onMute: (v: boolean) => void;
}

/** x1..x10, the open button, and the fast/mute toggles. */
export function OpenControls(p: Props) {
  const intl = useIntl();
  const lang = useLang();
  const [c, refetch] = useRefetchableFragment(caseFragment, p.caseRef);
  const { me } = useFragment(viewerFragment, p.queryRef);
  const balance = me?.balance ?? null;
  const seen = useRef(balance);
  useEffect(() => {
    if (seen.current === balance) return;
    seen.current = balance;
    refetch({}, { fetchPolicy: 'network-only' });
  }, [balance, refetch]);
  const total = centsToMoney(moneyToCents(c.price) * p.count);
  const state = openState(c.availability, p.count);
  return (
    <div className="case-controls">
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
          <FormattedMessage id={state.reason && state.reason !== 'api.case_disabled' && isMessageId(state.reason, intl.messages) ? state.reason : 'cases.disabled'} />
        </p>
      )}
      <div className="case-toggles">
        <label className="toggle">
          <input type="checkbox" checked={p.fast} onChange={(e) => p.onFast(e.target.checked)} data-testid="fast-toggle" />
          <span>
            <FormattedMessage id="cases.fast" />
          </span>
        </label>
        <label className="toggle">
          <input type="checkbox" checked={p.mute} onChange={(e) => p.onMute(e.target.checked)} />
          <span>
            <FormattedMessage id="cases.mute" />
          </span>
        </label>
      </div>
    </div>
  );
}
